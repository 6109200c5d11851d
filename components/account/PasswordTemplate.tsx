import { useRouter } from 'next/router';
import { useState } from 'react';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { ProfileLayout } from '@/components/profile/ProfileLayout';
import { useText } from '@/hooks/useLocale';
import type { NewPassword } from '@/contract/auth';
import { updatePassword } from '@/services/password';
import { selectMustUpdatePassword, selectToken, selectUser, userUpdated } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { HOME_PATH, PROFILE_PATH } from '@/utils/sitePaths';
import { CurrentPasswordForm } from './CurrentPasswordForm';
import { PasswordRecoverySteps } from './PasswordRecoverySteps';
import styles from './PasswordTemplate.module.scss';

export const FORCED_UPDATE_NOTE = 'Please update your password first: choose a password of your own to keep your account safe.';

/** /password: the three recovery steps in the "Password Update" fieldset, and the change with the current password. */
export function PasswordTemplate() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const t = useText('account');
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const mustUpdatePassword = useAppSelector(selectMustUpdatePassword);
  // Whether the shell sent the customer here to set a password first, as it was when the page opened.
  const [openedAsForcedChange] = useState(mustUpdatePassword);

  // The reset token of a verified code of the customer's own email or phone stands in for the old password, and this session stays.
  const saveWithVerifiedCode = (_: unknown, password: NewPassword, resetToken: string) =>
    updatePassword({ ...password, reset_token: resetToken }, token ? { token } : undefined);

  function passwordSaved() {
    if (!openedAsForcedChange) return void router.push(PROFILE_PATH);
    // Setting a password makes it the customer's own on the server (password_update 1): the shell lets them on.
    if (user) dispatch(userUpdated({ ...user, password_update: 1 }));
    void router.push(HOME_PATH);
  }

  return (
    <ProfileLayout current={t('password')}>
      <PrivatePageHead title={t('Password')} />
      <h1 className={styles.title}>{t('Password')}</h1>
      {openedAsForcedChange && (
        <p className={styles.forced} role="note">
          {t(FORCED_UPDATE_NOTE)}
        </p>
      )}
      <div className={styles.columns}>
        <fieldset className={styles.box}>
          <legend className={styles.legend}>{t('Password Update')}</legend>
          <p className={styles.lead}>{t('We send a code to your phone or email. Verify it, then choose your new password.')}</p>
          <PasswordRecoverySteps
            savePassword={saveWithVerifiedCode}
            initialIdentifier={user?.email ?? user?.phone ?? ''}
            onPasswordSaved={passwordSaved}
          />
        </fieldset>
        <section className={styles.box} aria-labelledby="current-password-title">
          <h2 id="current-password-title" className={styles.legend}>
            {t('I know my current password')}
          </h2>
          <p className={styles.lead}>{t('Change it straight away, no code needed.')}</p>
          <CurrentPasswordForm onPasswordSaved={passwordSaved} />
        </section>
      </div>
    </ProfileLayout>
  );
}
