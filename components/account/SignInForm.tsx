import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showNotice } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { signIn } from '@/store/authThunks';
import { useAppDispatch } from '@/store/hooks';
import { AccountField } from './AccountField';
import { showSignInFailure } from './formFeedback';
import styles from './AccountForms.module.scss';

interface SignInValues {
  identifier: string;
  password: string;
  remember: boolean;
}

const FIELD_OF_API_FIELD: Record<string, keyof SignInValues> = {
  email: 'identifier',
  password: 'password',
  remember_me: 'remember',
};

export const SIGN_IN_IDENTIFIER_REQUIRED = 'Enter your email or phone';
export const SIGN_IN_PASSWORD_REQUIRED = 'Enter your password';

interface SignInFormProps {
  /** The email or phone to start with, such as the one whose password was just reset. */
  initialIdentifier?: string;
  onForgotPassword: () => void;
}

/** Email or phone, password and "Remember me"; the page moves on once the customer is signed in. */
export function SignInForm({ initialIdentifier = '', onForgotPassword }: SignInFormProps) {
  const dispatch = useAppDispatch();
  const t = useText('account');
  // Wrong credentials belong to no one field: they show above the button as well as in the toast.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ defaultValues: { identifier: initialIdentifier, password: '', remember: false } });

  async function submit({ identifier, password, remember }: SignInValues) {
    setFailure(null);
    const outcome = await dispatch(signIn({ email: identifier.trim(), password, remember }));
    if (signIn.fulfilled.match(outcome)) return showNotice(outcome.payload);
    setFailure(showSignInFailure(outcome.payload, FIELD_OF_API_FIELD, setError, t));
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-busy={isSubmitting}>
      <AccountField
        label="Email or Phone"
        type="text"
        autoComplete="username"
        error={errors.identifier?.message}
        registration={register('identifier', { validate: (value) => value.trim() !== '' || SIGN_IN_IDENTIFIER_REQUIRED })}
      />
      <AccountField
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password?.message}
        registration={register('password', { required: SIGN_IN_PASSWORD_REQUIRED })}
        aside={
          <button type="button" className={styles.textButton} onClick={onForgotPassword}>
            {t('Forgot password?')}
          </button>
        }
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('remember')} />
        {t('Remember me')}
      </label>
      {failure && (
        <p className={styles.failure} role="alert">
          {t(failure)}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('Signing in…') : t('Sign in')}
      </button>
    </form>
  );
}
