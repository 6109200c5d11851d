import type { FormEventHandler, ReactNode } from 'react';
import { useText } from '@/hooks/useLocale';
import styles from './AccountForms.module.scss';

interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  /** The refusal that belongs to no one field, in English. */
  failure: string | null;
  /** The button's words, in English, while idle and while the form is sent. */
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** The frame of the sign-in and registration forms: their fields, the refusal above the button, the button. */
export function AccountForm({ onSubmit, isSubmitting, failure, submitLabel, busyLabel, children }: AccountFormProps) {
  const t = useText('account');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {children}
      {failure && (
        <p className={styles.failure} role="alert">
          {t(failure)}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t(busyLabel) : t(submitLabel)}
      </button>
    </form>
  );
}
