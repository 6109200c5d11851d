import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import { PASSWORD_PATH } from '@/utils/sitePaths';
import styles from './PasswordUpdateRequired.module.scss';

/** What the main area shows to a customer whose password_update is 0. */
export function PasswordUpdateRequired() {
  const t = useText('app');
  return (
    <section className={styles.screen} aria-labelledby="password-update-required">
      <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          d="M7 10V7a5 5 0 0 1 10 0v3M5.5 10h13a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19.5v-8A1.5 1.5 0 0 1 5.5 10ZM12 14v3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="password-update-required" className={styles.title}>
        {t('Please update your password first')}
      </h1>
      <p className={styles.text}>{t('Set a password of your own to keep your account safe, then carry on shopping.')}</p>
      <Link href={PASSWORD_PATH} className={styles.action}>
        {t('Update password')}
      </Link>
    </section>
  );
}
