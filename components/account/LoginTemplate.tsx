import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { RETURN_PATH_PARAM, safeReturnPath } from '@/components/app/loginRedirect';
import { BagIcon, HeartIcon, MapPinIcon, TruckIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { useText } from '@/hooks/useLocale';
import { setNewPassword } from '@/services/password';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { HOME_PATH } from '@/utils/sitePaths';
import { AccountTabs } from './AccountTabs';
import { PasswordRecoverySteps } from './PasswordRecoverySteps';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import styles from './LoginTemplate.module.scss';

// Google's sign-in library, in a chunk of its own that only this page loads.
const GoogleSignInButton = dynamic(() => import('./GoogleSignInButton').then((module) => module.GoogleSignInButton));

export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';

type AccountPanel = 'signIn' | 'register';

const BENEFITS = [
  { Icon: BagIcon, title: 'Your bag comes along', text: 'What you added as a guest is waiting in your bag when you sign in.' },
  { Icon: TruckIcon, title: 'Track every order', text: 'Follow each parcel from our shelves to your door.' },
  { Icon: HeartIcon, title: 'A wishlist of your own', text: 'Keep the pieces you love for later.' },
  { Icon: MapPinIcon, title: 'Faster checkout', text: 'Saved addresses fill themselves in.' },
];

/** A signed-in visitor goes on to the `redirect` of the query when it is a path of this shop, else home. */
function useOnwardWhenSignedIn(isSignedIn: boolean): void {
  const router = useRouter();
  // The router changes while it navigates: the visitor is sent on once.
  const sentOn = useRef(false);
  useEffect(() => {
    if (!isSignedIn || !router.isReady || sentOn.current) return;
    sentOn.current = true;
    void router.replace(safeReturnPath(router.query[RETURN_PATH_PARAM]));
  }, [isSignedIn, router]);
}

/** Forgotten password in place of the sign-in form; afterwards, back to signing in with the new one. */
function SignInPanel() {
  const t = useText('account');
  const [recovering, setRecovering] = useState(false);
  const [resetFor, setResetFor] = useState<string | null>(null);

  if (recovering) {
    return (
      <section className={styles.section} aria-labelledby="account-recovery-title">
        <h2 id="account-recovery-title" className={styles.title}>
          {t('Reset your password')}
        </h2>
        <p className={styles.lead}>{t('We will send a code to your phone or email. Enter it, then choose a new password.')}</p>
        <PasswordRecoverySteps
          savePassword={setNewPassword}
          onPasswordSaved={(identity) => {
            setResetFor(identity.email_or_phone);
            setRecovering(false);
          }}
        />
        <button type="button" className={styles.back} onClick={() => setRecovering(false)}>
          {t('Back to sign in')}
        </button>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="account-sign-in-title">
      <h2 id="account-sign-in-title" className={styles.title}>
        {t('Welcome back')}
      </h2>
      <p className={styles.lead}>{t('Sign in with your email or phone number.')}</p>
      {resetFor !== null && (
        <p className={styles.done} role="status">
          {t(PASSWORD_RESET_DONE)}
        </p>
      )}
      <SignInForm key={resetFor ?? ''} initialIdentifier={resetFor ?? ''} onForgotPassword={() => setRecovering(true)} />
    </section>
  );
}

function RegisterPanel() {
  const t = useText('account');
  return (
    <section className={styles.section} aria-labelledby="account-register-title">
      <h2 id="account-register-title" className={styles.title}>
        {t('Create your account')}
      </h2>
      <p className={styles.lead}>{t('New to the shop? It takes a minute.')}</p>
      <RegisterForm />
    </section>
  );
}

/** /login: sign in, create an account, Google sign-in and the forgotten password, then on to where the visitor came from. */
export function LoginTemplate() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const t = useText('account');
  const [panel, setPanel] = useState<AccountPanel>('signIn');
  useOnwardWhenSignedIn(isSignedIn);

  return (
    <div className={styles.page}>
      <PrivatePageHead title={t('Sign in')} />
      <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={HOME_PATH}>{t('Home')}</Link>
          </li>
          <li aria-current="page">{t('Sign in')}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.card}>
          <h1 className={styles.heading}>{t('My Account')}</h1>
          {isSignedIn ? (
            <p className={styles.onward} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {t('You are signed in. Taking you on…')}
            </p>
          ) : (
            <>
              <AccountTabs
                label={t('Sign in or create an account')}
                selected={panel}
                onSelect={setPanel}
                tabs={[
                  { id: 'signIn', label: t('Sign in'), panel: <SignInPanel /> },
                  { id: 'register', label: t('Create account'), panel: <RegisterPanel /> },
                ]}
              />
              <GoogleSignInButton />
            </>
          )}
        </div>
        <aside className={styles.benefits} aria-labelledby="account-benefits-title">
          <h2 id="account-benefits-title" className={styles.benefitsTitle}>
            {t('Why have an account?')}
          </h2>
          <ul>
            {BENEFITS.map(({ Icon, title, text }) => (
              <li key={title}>
                <Icon className={styles.benefitIcon} />
                <div>
                  <p className={styles.benefitTitle}>{t(title)}</p>
                  <p className={styles.benefitText}>{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
