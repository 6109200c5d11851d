import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, fieldDescription } from '@/components/common/FormField';
import { useText } from '@/hooks/useLocale';
import styles from './AccountField.module.scss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'children'>;

interface AccountFieldProps extends InputProps {
  /** In English, shown in the page's language. */
  label: string;
  registration: UseFormRegisterReturn;
  /** The message beside the field in English (the form's own rule or the server's), shown in the page's language. */
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
  const t = useText('account');
  const [revealed, setRevealed] = useState(false);
  const shownLabel = t(label);
  const shownError = error && t(error);

  const control = (
    <input
      id={id}
      className={styles.control}
      type={revealable && revealed ? 'text' : type}
      {...fieldDescription(id, hint, shownError)}
      {...inputProps}
      {...registration}
    />
  );

  return (
    <FieldFrame id={id} label={shownLabel} hint={hint} error={shownError} aside={aside}>
      {revealable ? (
        <div className={styles.revealable}>
          {control}
          <button
            type="button"
            className={styles.reveal}
            aria-label={t('Show {field}', { field: shownLabel.toLowerCase() })}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('Hide') : t('Show')}
          </button>
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}
