import { useForm } from 'react-hook-form';
import { showFieldErrors } from '@/components/common/formErrors';
import { useText } from '@/hooks/useLocale';
import { answerFieldErrors, answerMessage } from '@/services/http';
import { updatePassword } from '@/services/password';
import type { MutationAnswer } from '@/contract/envelope';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { MESSAGES, notice } from '@/store/notices';
import { placeServerErrors } from '@/utils/serverFieldErrors';
import { AccountField } from './AccountField';
import { showPasswordNotice } from './formFeedback';
import { confirmationRule, CONFIRMATION_REQUIRED, NEW_PASSWORD_REQUIRED } from './passwordRules';
import styles from './AccountForms.module.scss';

interface CurrentPasswordValues {
  oldPassword: string;
  password: string;
  passwordConfirmation: string;
}

const FIELD_OF_API_FIELD: Record<string, keyof CurrentPasswordValues> = {
  old_password: 'oldPassword',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

const EMPTY_VALUES: CurrentPasswordValues = { oldPassword: '', password: '', passwordConfirmation: '' };

const OLD_PASSWORD_REQUIRED = 'Enter your current password';

/** The signed-in customer's change with the current password (`POST /v2/password/update`). */
export function CurrentPasswordForm({ onPasswordSaved }: { onPasswordSaved: () => void }) {
  const token = useAppSelector(selectToken);
  const t = useText('account');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CurrentPasswordValues>({ defaultValues: EMPTY_VALUES });

  async function submit({ oldPassword, password, passwordConfirmation }: CurrentPasswordValues) {
    let answer: MutationAnswer;
    try {
      answer = await updatePassword(
        { old_password: oldPassword, password, password_confirmation: passwordConfirmation },
        token ? { token } : undefined,
      );
    } catch (error) {
      const placed = placeServerErrors(answerFieldErrors(error), FIELD_OF_API_FIELD);
      showFieldErrors(setError, placed.fields);
      if (Object.keys(placed.fields).length === 0) showPasswordNotice(notice(answerMessage(error) ?? MESSAGES.somethingWentWrong, 'error'), t);
      return;
    }
    showPasswordNotice(notice(answer.message, 'success'), t);
    reset(EMPTY_VALUES);
    onPasswordSaved();
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-busy={isSubmitting}>
      <AccountField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.oldPassword?.message}
        registration={register('oldPassword', { required: OLD_PASSWORD_REQUIRED })}
      />
      <AccountField
        label="New Password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.password?.message}
        registration={register('password', { required: NEW_PASSWORD_REQUIRED })}
      />
      <AccountField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.passwordConfirmation?.message}
        registration={register('passwordConfirmation', { validate: confirmationRule<CurrentPasswordValues>(CONFIRMATION_REQUIRED) })}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('Updating…') : t('Update password')}
      </button>
    </form>
  );
}
