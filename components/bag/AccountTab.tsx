import { useRouter } from 'next/router';
import { Link } from '@/components/common/Link';
import { showNotice } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { LOGIN_PATH } from '@/services/http';
import { selectIsSignedIn, selectUser } from '@/store/authSlice';
import { logout } from '@/store/authThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PROFILE_PATH } from '@/utils/sitePaths';
import styles from './AccountTab.module.scss';

const ACCOUNT_LINKS = [
  { href: PROFILE_PATH, label: 'My profile' },
  { href: '/orders', label: 'My orders' },
  { href: '/wishlist', label: 'My wishlist' },
] as const;

interface AccountTabProps {
  /** Called once the customer has signed out, so the panel can close. */
  onSignedOut: () => void;
}

/** The side panel's Account tab: a greeting and account links when signed in, a sign-in link otherwise. */
export function AccountTab({ onSignedOut }: AccountTabProps) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const t = useText('bag');

  async function signOut() {
    const notice = await dispatch(logout()).unwrap();
    showNotice(notice);
    onSignedOut();
    if (notice.redirectTo) await router.push(notice.redirectTo);
  }

  if (!signedIn) {
    return (
      <div className={styles.account}>
        <p className={styles.greeting}>{t('Welcome to our shop')}</p>
        <p className={styles.hint}>{t('Sign in to follow your orders, keep a wishlist and check out faster.')}</p>
        <Link href={LOGIN_PATH} className={styles.signIn}>
          {t('Sign in')}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.account}>
      <p className={styles.greeting}>{t('Hello, {name}', { name: user?.name || t('there') })}</p>
      <ul className={styles.links}>
        {ACCOUNT_LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href}>{t(label)}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void signOut()}>
            {t('Logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
