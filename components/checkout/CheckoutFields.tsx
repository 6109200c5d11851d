import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import type { Place } from '@/services/types';
import type { CheckoutField, CheckoutFormValues } from '@/utils/checkoutForm';
import styles from './CheckoutFields.module.scss';

// Labelled controls of the checkout form: each shows its hint and, once there is one, its error beside it.

export function fieldId(name: CheckoutField): string {
  return `checkout-${name}`;
}

export function errorId(name: CheckoutField): string {
  return `checkout-${name}-error`;
}

/** The message of a field's error, with the id its control points to. */
export function FieldError({ name }: { name: CheckoutField }) {
  const {
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const message = errors[name]?.message;
  if (!message) return null;
  return (
    <p id={errorId(name)} className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** The aria attributes of a control: invalid while it has an error, described by its hint and error. */
function useDescribedControl(name: CheckoutField, hint?: ReactNode) {
  const {
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const invalid = Boolean(errors[name]);
  const describedBy = [hint ? `${fieldId(name)}-hint` : null, invalid ? errorId(name) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
}

interface FieldFrameProps {
  name: CheckoutField;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Shown at the end of the label row (a character count). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ name, label, optional, hint, aside, className, children }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <div className={styles.labelRow}>
        <label htmlFor={fieldId(name)}>
          {label}
          {optional && <span className={styles.optional}> (optional)</span>}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError name={name} />
    </div>
  );
}

type TextFieldName = 'name' | 'phone' | 'email' | 'address' | 'postalCode';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'> {
  name: TextFieldName;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function TextField({ name, label, optional, hint, className, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext<CheckoutFormValues>();
  const described = useDescribedControl(name, hint);
  return (
    <FieldFrame name={name} label={label} optional={optional} hint={hint} className={className}>
      <input id={fieldId(name)} className={styles.control} type="text" {...inputProps} {...described} {...register(name)} />
    </FieldFrame>
  );
}

type PlaceFieldName = 'division' | 'district' | 'thana';

interface PlaceSelectProps {
  name: PlaceFieldName;
  label: string;
  places: Place[];
  /** The first option, while nothing is chosen. */
  placeholder: string;
  onChange?: RegisterOptions<CheckoutFormValues, PlaceFieldName>['onChange'];
  className?: string;
}

export function PlaceSelect({ name, label, places, placeholder, onChange, className }: PlaceSelectProps) {
  const { register } = useFormContext<CheckoutFormValues>();
  const described = useDescribedControl(name);
  return (
    <FieldFrame name={name} label={label} className={className}>
      <select id={fieldId(name)} className={styles.control} {...described} {...register(name, { onChange })}>
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

interface TextAreaFieldProps {
  name: 'note';
  label: string;
  maxLength: number;
  placeholder?: string;
}

export function TextAreaField({ name, label, maxLength, placeholder }: TextAreaFieldProps) {
  const { register, watch } = useFormContext<CheckoutFormValues>();
  const described = useDescribedControl(name);
  const length = watch(name).length;
  const count = (
    <span className={styles.hint}>
      {length}/{maxLength}
    </span>
  );
  return (
    <FieldFrame name={name} label={label} optional aside={count}>
      <textarea id={fieldId(name)} className={styles.control} maxLength={maxLength} placeholder={placeholder} {...described} {...register(name)} />
    </FieldFrame>
  );
}
