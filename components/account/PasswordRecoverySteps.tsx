import { CodeStep, IdentifierStep, NewPasswordStep, RecoveryProgress } from './RecoveryStepFields';
import { usePasswordRecovery, type PasswordRecoveryOptions } from './usePasswordRecovery';
import styles from './PasswordRecoverySteps.module.scss';

// The recovery steps: Send Code, Verify, then New Password + Confirm Password + Update.

export { OWN_IDENTIFIER_NEEDED } from './usePasswordRecovery';

/** The three recovery steps in one form: each step opens below the ones done, which stay readable. */
export function PasswordRecoverySteps(props: PasswordRecoveryOptions) {
  const recovery = usePasswordRecovery(props);
  const { form, step, resending, submitStep } = recovery;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submitStep)} noValidate aria-busy={form.formState.isSubmitting || resending}>
      <RecoveryProgress step={step} />
      <IdentifierStep recovery={recovery} />
      {step !== 'identify' && <CodeStep recovery={recovery} />}
      {step === 'reset' && <NewPasswordStep recovery={recovery} />}
    </form>
  );
}
