import { signUp } from '@/store/authThunks';
import { isValidAccountIdentifier, registrationChannel } from '@/utils/accountIdentifier';
import { AccountField } from './AccountField';
import { AccountForm } from './AccountForm';
import { confirmationRule, MIN_PASSWORD_LENGTH } from './passwordRules';
import { useAccountForm } from './useAccountForm';

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

const NAME_REQUIRED = 'Enter your name';
const REGISTER_IDENTIFIER_REQUIRED = 'Enter your email or mobile number';
const REGISTER_IDENTIFIER_INVALID = 'Enter a valid email address or an 11-digit mobile number such as 01711000000';
const PASSWORD_REQUIRED = 'Choose a password';
const PASSWORD_TOO_SHORT = 'Use at least {count} characters';
const REGISTER_CONFIRMATION_REQUIRED = 'Enter the password again';

function signUpArgument({ name, identifier, password, passwordConfirmation }: RegisterValues) {
  const emailOrPhone = identifier.trim();
  return {
    name: name.trim(),
    email_or_phone: emailOrPhone,
    register_by: registrationChannel(emailOrPhone),
    password,
    password_confirmation: passwordConfirmation,
  };
}

/** A new customer: name, email or phone (the API's register_by), password twice. Signed in at once. */
export function RegisterForm() {
  const { t, field, onSubmit, failure, isSubmitting } = useAccountForm({
    defaultValues: { name: '', identifier: '', password: '', passwordConfirmation: '' },
    fieldOfApiField: FIELD_OF_API_FIELD,
    action: (values: RegisterValues) => signUp(signUpArgument(values)),
  });

  return (
    <AccountForm onSubmit={onSubmit} isSubmitting={isSubmitting} failure={failure} submitLabel="Create account" busyLabel="Creating your account…">
      <AccountField
        label="Full Name"
        type="text"
        autoComplete="name"
        {...field('name', { validate: (value) => value.trim() !== '' || NAME_REQUIRED })}
      />
      <AccountField
        label="Email or Phone"
        type="text"
        autoComplete="username"
        hint={t('We send order updates and password codes here.')}
        {...field('identifier', {
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
        {...field('password', {
          required: PASSWORD_REQUIRED,
          minLength: { value: MIN_PASSWORD_LENGTH, message: t(PASSWORD_TOO_SHORT, { count: MIN_PASSWORD_LENGTH }) },
        })}
      />
      <AccountField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        revealable
        {...field('passwordConfirmation', { validate: confirmationRule<RegisterValues>(REGISTER_CONFIRMATION_REQUIRED) })}
      />
    </AccountForm>
  );
}
