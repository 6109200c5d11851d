import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './AccountField.module.scss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'children'>;

interface AccountFieldProps extends InputProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The message beside the field: the form's own rule or the server's. */
  error?: string;
  hint?: ReactNode;
  /** A password the shopper may show while typing it. */
  revealable?: boolean;
  /** Shown at the end of the label row, such as "Forgot password?". */
  aside?: ReactNode;
}

/** A labelled text control of the account forms, with its hint and its error beside it. */
export function AccountField({ label, registration, error, hint, revealable = false, aside, type = 'text', ...inputProps }: AccountFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const control = (
    <input
      id={id}
      className={styles.control}
      type={revealable && revealed ? 'text' : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...inputProps}
      {...registration}
    />
  );

  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      {revealable ? (
        <div className={styles.revealable}>
          {control}
          <button
            type="button"
            className={styles.reveal}
            aria-label={`Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
