import { GoogleLogin, GoogleOAuthProvider, type CredentialResponse } from '@react-oauth/google';
import { showNotice } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { signInWithGoogle } from '@/store/authThunks';
import { useAppDispatch } from '@/store/hooks';
import { MESSAGES, notice } from '@/store/notices';
import styles from './AccountForms.module.scss';

const GOOGLE_SIGN_IN_INCOMPLETE = 'Google sign-in did not finish. Please try again.';
// Google draws its button at most 400 pixels wide.
const GOOGLE_BUTTON_WIDTH = 320;

/** Google's own button, handing its ID token to the API; the page moves on once the customer is signed in. */
function GoogleButton() {
  const dispatch = useAppDispatch();
  const t = useText('account');

  async function signInWith({ credential }: CredentialResponse) {
    if (!credential) return showNotice(notice(t(GOOGLE_SIGN_IN_INCOMPLETE), 'error'));
    const outcome = await dispatch(signInWithGoogle({ idToken: credential }));
    if (signInWithGoogle.fulfilled.match(outcome)) return showNotice(outcome.payload);
    showNotice(notice(t(outcome.payload?.message ?? MESSAGES.somethingWentWrong), 'error'));
  }

  return (
    <div className={styles.google}>
      <p className={styles.divider}>
        <span>{t('or')}</span>
      </p>
      <GoogleLogin
        onSuccess={(response) => void signInWith(response)}
        onError={() => showNotice(notice(t(GOOGLE_SIGN_IN_INCOMPLETE), 'error'))}
        text="continue_with"
        shape="rectangular"
        width={GOOGLE_BUTTON_WIDTH}
        containerProps={{ className: styles.googleButton }}
      />
    </div>
  );
}

/**
 * Google sign-in, offered only when a client id is configured. Its provider loads Google's script, so it
 * wraps this button alone: no other page loads the script or this module.
 */
export function GoogleSignInButton() {
  const clientId = process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleButton />
    </GoogleOAuthProvider>
  );
}
