import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Place } from '@/services/types';
import styles from './FormFields.module.scss';

// Labelled controls of the profile area's forms: each shows its hint and, once there is one, its error beside it.

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The aria attributes of a control: invalid while it has an error, described by its hint and error. */
function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function FieldFrame({ id, label, optional, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className={styles.error} role="alert">
          {error}
        </p>
      )}
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
      <input id={id} className={styles.control} type={type} {...inputProps} {...describedBy(id, hint, error)} {...registration} />
    </FieldFrame>
  );
}

interface PlaceSelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The chosen id, so the choice shows again once a list that loads late contains it. */
  value: string;
  places: Place[];
  /** The first option, while nothing is chosen. */
  placeholder: string;
  error?: string;
  className?: string;
}

export function PlaceSelectField({ id, label, registration, value, places, placeholder, error, className }: PlaceSelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} className={styles.control} value={value} {...describedBy(id, undefined, error)} {...registration}>
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
