import { signIn } from '@/store/authThunks';
import { AccountField } from './AccountField';
import { AccountForm } from './AccountForm';
import { useAccountForm } from './useAccountForm';
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

const SIGN_IN_IDENTIFIER_REQUIRED = 'Enter your email or phone';
const SIGN_IN_PASSWORD_REQUIRED = 'Enter your password';

interface SignInFormProps {
  /** The email or phone to start with, such as the one whose password was just reset. */
  initialIdentifier?: string;
  onForgotPassword: () => void;
}

/** Email or phone, password and "Remember me"; the page moves on once the customer is signed in. */
export function SignInForm({ initialIdentifier = '', onForgotPassword }: SignInFormProps) {
  const { t, field, register, onSubmit, failure, isSubmitting } = useAccountForm({
    defaultValues: { identifier: initialIdentifier, password: '', remember: false },
    fieldOfApiField: FIELD_OF_API_FIELD,
    action: ({ identifier, password, remember }: SignInValues) => signIn({ email: identifier.trim(), password, remember }),
  });

  return (
    <AccountForm onSubmit={onSubmit} isSubmitting={isSubmitting} failure={failure} submitLabel="Sign in" busyLabel="Signing in…">
      <AccountField
        label="Email or Phone"
        type="text"
        autoComplete="username"
        {...field('identifier', { validate: (value) => value.trim() !== '' || SIGN_IN_IDENTIFIER_REQUIRED })}
      />
      <AccountField
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        {...field('password', { required: SIGN_IN_PASSWORD_REQUIRED })}
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
    </AccountForm>
  );
}
