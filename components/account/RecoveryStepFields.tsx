import { useText } from '@/hooks/useLocale';
import { digitsOf, recoveryChannel } from '@/utils/accountIdentifier';
import { AccountField } from './AccountField';
import { confirmationRule, CONFIRMATION_REQUIRED, NEW_PASSWORD_REQUIRED } from './passwordRules';
import type { PasswordRecovery, RecoveryStep, RecoveryValues } from './usePasswordRecovery';
import styles from './PasswordRecoverySteps.module.scss';

// One block per recovery step; each step's field stays readable once the step is done.

const IDENTIFIER_REQUIRED = 'Enter your phone or email';
const CODE_REQUIRED = 'Enter the verification code';

const STEPS: { step: RecoveryStep; label: string }[] = [
  { step: 'identify', label: 'Send code' },
  { step: 'verify', label: 'Verify' },
  { step: 'reset', label: 'New password' },
];

export function RecoveryProgress({ step }: { step: RecoveryStep }) {
  const t = useText('account');
  const stepIndex = STEPS.findIndex((entry) => entry.step === step);
  return (
    <ol className={styles.progress}>
      {STEPS.map((entry, index) => (
        <li
          key={entry.step}
          className={index < stepIndex ? styles.done : index === stepIndex ? styles.current : undefined}
          aria-current={index === stepIndex ? 'step' : undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          {t(entry.label)}
        </li>
      ))}
    </ol>
  );
}

/** Step 1: the phone or email, read-only (with "Change") once the code is sent. */
export function IdentifierStep({ recovery }: { recovery: PasswordRecovery }) {
  const t = useText('account');
  const { form, step, changeIdentifier, refuseIdentifier } = recovery;
  const { isSubmitting, errors } = form.formState;
  return (
    <>
      <AccountField
        label="Phone or Email"
        autoComplete="username"
        readOnly={step !== 'identify'}
        error={errors.identifier?.message}
        registration={form.register('identifier', {
          validate: (value) => value.trim() !== '' || IDENTIFIER_REQUIRED,
          onChange: () => form.clearErrors('identifier'),
          onBlur: (event: { target: { value: string } }) => {
            const value = event.target.value;
            if (step === 'identify' && value.trim() !== '' && !recoveryChannel(value)) refuseIdentifier();
          },
        })}
        aside={
          step !== 'identify' && (
            <button type="button" className={styles.textButton} onClick={changeIdentifier}>
              {t('Change')}
            </button>
          )
        }
      />
      {step === 'identify' && (
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('Sending…') : t('Send Code')}
        </button>
      )}
    </>
  );
}

/** Step 2: the code sent, with Verify and "Send the code again"; read-only once verified. */
export function CodeStep({ recovery }: { recovery: PasswordRecovery }) {
  const t = useText('account');
  const { form, step, identity, resending, sendCodeAgain } = recovery;
  const { isSubmitting, errors } = form.formState;
  return (
    <>
      <AccountField
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        readOnly={step === 'reset'}
        hint={step === 'verify' && identity ? t('Enter the 6-digit code sent to {identifier}.', { identifier: identity.email_or_phone }) : undefined}
        error={errors.code?.message}
        registration={form.register('code', {
          validate: (value) => value !== '' || CODE_REQUIRED,
          onChange: (event: { target: { value: string } }) => form.setValue('code', digitsOf(event.target.value)),
        })}
      />
      {step === 'verify' && (
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={isSubmitting || resending}>
            {isSubmitting ? t('Verifying…') : t('Verify')}
          </button>
          <button type="button" className={styles.textButton} onClick={() => void sendCodeAgain()} disabled={isSubmitting || resending}>
            {resending ? t('Sending…') : t('Send the code again')}
          </button>
        </div>
      )}
    </>
  );
}

/** Step 3: the new password twice, then Update. */
export function NewPasswordStep({ recovery }: { recovery: PasswordRecovery }) {
  const t = useText('account');
  const { form } = recovery;
  const { isSubmitting, errors } = form.formState;
  return (
    <>
      <AccountField
        label="New Password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.password?.message}
        registration={form.register('password', { validate: (value) => value !== '' || NEW_PASSWORD_REQUIRED })}
      />
      <AccountField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.passwordConfirmation?.message}
        registration={form.register('passwordConfirmation', {
          validate: confirmationRule<RecoveryValues>(CONFIRMATION_REQUIRED),
        })}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('Updating…') : t('Update')}
      </button>
    </>
  );
}
