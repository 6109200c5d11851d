import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, fieldDescription } from '@/components/common/FormField';
import styles from './TextAreaField.module.scss';

interface TextAreaFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  error?: string;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  className?: string;
}

/** A labelled text area framed like the shop's other fields: its hint and, once there is one, its error beside it. */
export function TextAreaField({ id, label, registration, hint, error, maxLength, rows = 4, placeholder, className }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        className={styles.control}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        {...fieldDescription(id, hint, error)}
        {...registration}
      />
    </FieldFrame>
  );
}
