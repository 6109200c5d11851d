import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { FieldError as FormFieldError, FieldFrame, fieldDescription, fieldErrorId, PlaceSelectField, TextInputField } from '@/components/common/FormField';
import type { Place } from '@/services/types';
import type { CheckoutField, CheckoutFormValues } from '@/utils/checkoutForm';
import styles from './CheckoutFields.module.scss';

// The checkout form's fields: the shared labelled controls, bound to the checkout form by name.

export function fieldId(name: CheckoutField): string {
  return `checkout-${name}`;
}

export function errorId(name: CheckoutField): string {
  return fieldErrorId(fieldId(name));
}

/** The message of a field's error (or a group of choices'), with the id its control points to. */
export function FieldError({ name }: { name: CheckoutField }) {
  const {
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return <FormFieldError id={fieldId(name)} error={errors[name]?.message} />;
}

type TextFieldName = 'name' | 'phone' | 'email' | 'address' | 'postalCode';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'> {
  name: TextFieldName;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function TextField({ name, ...props }: TextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return <TextInputField id={fieldId(name)} registration={register(name)} error={errors[name]?.message} {...props} />;
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

export function PlaceSelect({ name, onChange, ...props }: PlaceSelectProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return <PlaceSelectField id={fieldId(name)} registration={register(name, { onChange })} error={errors[name]?.message} {...props} />;
}

interface TextAreaFieldProps {
  name: 'note';
  label: string;
  maxLength: number;
  placeholder?: string;
}

export function TextAreaField({ name, label, maxLength, placeholder }: TextAreaFieldProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const id = fieldId(name);
  const error = errors[name]?.message;
  const length = watch(name).length;
  const count = (
    <span className={styles.count}>
      {length}/{maxLength}
    </span>
  );
  return (
    <FieldFrame id={id} label={label} optional aside={count} error={error}>
      <textarea id={id} className={styles.textarea} maxLength={maxLength} placeholder={placeholder} {...fieldDescription(id, undefined, error)} {...register(name)} />
    </FieldFrame>
  );
}
