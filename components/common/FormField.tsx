import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Place } from '@/contract/account';
import { useText } from '@/hooks/useLocale';
import styles from './FormField.module.scss';

// Labelled form controls (checkout, account area, request stock): each shows its hint and, once there
// is one, its error beside it, and points its control to both.

function fieldHintId(id: string): string {
  return `${id}-hint`;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The aria attributes of a control: invalid while it has an error, described by its hint and error. */
export function fieldDescription(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The error of the field (or group of choices) `id`, once there is one; rules' and the API's messages are translated. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useText();
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className={styles.error} role="alert">
      {t(error)}
    </p>
  );
}

interface FieldFrameProps {
  /** The control's id. */
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shown at the end of the label row (a character count, "Forgot password?"). */
  aside?: ReactNode;
  className?: string;
  /** The control, given `id` and `fieldDescription(id, hint, error)`. */
  children: ReactNode;
}

export function FieldFrame({ id, label, optional, hint, error, aside, className, children }: FieldFrameProps) {
  const t = useText('widgets');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>
          {label}
          {optional && <span className={styles.optional}> {t('(optional)')}</span>}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={fieldHintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'>;

interface TextInputFieldProps extends InputProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export function TextInputField({ id, label, registration, optional, hint, error, className, type = 'text', ...inputProps }: TextInputFieldProps) {
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      <input id={id} className={styles.control} type={type} {...inputProps} {...fieldDescription(id, hint, error)} {...registration} />
    </FieldFrame>
  );
}

interface PlaceSelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The chosen id, so the choice shows again once a list that loads late contains it. */
  value?: string;
  places: Place[];
  /** The first option, while nothing is chosen. */
  placeholder: string;
  error?: string;
  className?: string;
}

export function PlaceSelectField({ id, label, registration, value, places, placeholder, error, className }: PlaceSelectFieldProps) {
  // Until the list holds the chosen place the placeholder shows: a select set to a value it lacks shows
  // nothing, which react-hook-form takes for a choice made before the form was ready.
  const shown = value === undefined || places.some((place) => String(place.id) === value) ? value : '';
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} className={styles.control} value={shown} {...fieldDescription(id, undefined, error)} {...registration}>
        <option value="">{placeholder}</option>
        {places.map((place) => (
          <option key={place.id} value={String(place.id)}>
            {place.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
