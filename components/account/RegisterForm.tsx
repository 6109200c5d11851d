import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showNotice } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { signUp } from '@/store/authThunks';
import { useAppDispatch } from '@/store/hooks';
import { isValidAccountIdentifier, registrationChannel } from '@/utils/accountIdentifier';
import { AccountField } from './AccountField';
import { showSignInFailure } from './formFeedback';
import { confirmationRule, MIN_PASSWORD_LENGTH } from './passwordRules';
import styles from './AccountForms.module.scss';

interface RegisterValues {
  name: string;
  identifier: string;
  password: string;
  passwordConfirmation: string;
}

const FIELD_OF_API_FIELD: Record<string, keyof RegisterValues> = {
  name: 'name',
  email_or_phone: 'identifier',
  email: 'identifier',
  phone: 'identifier',
  register_by: 'identifier',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

export const NAME_REQUIRED = 'Enter your name';
export const REGISTER_IDENTIFIER_REQUIRED = 'Enter your email or mobile number';
export const REGISTER_IDENTIFIER_INVALID = 'Enter a valid email address or an 11-digit mobile number such as 01711000000';
export const PASSWORD_REQUIRED = 'Choose a password';
export const PASSWORD_TOO_SHORT = 'Use at least {count} characters';
export const REGISTER_CONFIRMATION_REQUIRED = 'Enter the password again';

/** A new customer: name, email or phone (the API's register_by), password twice. Signed in at once. */
export function RegisterForm() {
  const dispatch = useAppDispatch();
  const t = useText('account');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ defaultValues: { name: '', identifier: '', password: '', passwordConfirmation: '' } });

  async function submit({ name, identifier, password, passwordConfirmation }: RegisterValues) {
    setFailure(null);
    const emailOrPhone = identifier.trim();
    const outcome = await dispatch(
      signUp({
        name: name.trim(),
        email_or_phone: emailOrPhone,
        register_by: registrationChannel(emailOrPhone),
        password,
        password_confirmation: passwordConfirmation,
      }),
    );
    if (signUp.fulfilled.match(outcome)) return showNotice(outcome.payload);
    setFailure(showSignInFailure(outcome.payload, FIELD_OF_API_FIELD, setError, t));
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-busy={isSubmitting}>
      <AccountField
        label="Full Name"
        type="text"
        autoComplete="name"
        error={errors.name?.message}
        registration={register('name', { validate: (value) => value.trim() !== '' || NAME_REQUIRED })}
      />
      <AccountField
        label="Email or Phone"
        type="text"
        autoComplete="username"
        hint={t('We send order updates and password codes here.')}
        error={errors.identifier?.message}
        registration={register('identifier', {
          validate: (value) => {
            if (value.trim() === '') return REGISTER_IDENTIFIER_REQUIRED;
            return isValidAccountIdentifier(value) || REGISTER_IDENTIFIER_INVALID;
          },
        })}
      />
      <AccountField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint={t('At least {count} characters.', { count: MIN_PASSWORD_LENGTH })}
        error={errors.password?.message}
        registration={register('password', {
          required: PASSWORD_REQUIRED,
          minLength: { value: MIN_PASSWORD_LENGTH, message: t(PASSWORD_TOO_SHORT, { count: MIN_PASSWORD_LENGTH }) },
        })}
      />
      <AccountField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.passwordConfirmation?.message}
        registration={register('passwordConfirmation', {
          validate: confirmationRule<RegisterValues>(REGISTER_CONFIRMATION_REQUIRED),
        })}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {t(failure)}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('Creating your account…') : t('Create account')}
      </button>
    </form>
  );
}
