import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';
import { FieldError as FormFieldError, FieldFrame, fieldDescription, fieldErrorId, PlaceSelectField, TextInputField } from '@/components/common/FormField';
import { useFormat, useText } from '@/hooks/useLocale';
import type { Place } from '@/contract/account';
import type { CheckoutField, CheckoutFormValues } from '@/utils/checkoutForm';
import styles from './CheckoutFields.module.scss';

// The checkout form's fields: the shared labelled controls, bound to the checkout form by name.

function fieldId(name: CheckoutField): string {
  return `checkout-${name}`;
}

export function errorId(name: CheckoutField): string {
  return fieldErrorId(fieldId(name));
}

/** A field's error in the page's language: the form's rules and the server's 422 messages. */
function useFieldError(name: CheckoutField): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const t = useText('checkout');
  const message = errors[name]?.message;
  return message ? t(message) : undefined;
}

/** The message of a field's error (or a group of choices'), with the id its control points to. */
export function FieldError({ name }: { name: CheckoutField }) {
  const error = useFieldError(name);
  return <FormFieldError id={fieldId(name)} error={error} />;
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
  const { register } = useFormContext<CheckoutFormValues>();
  const error = useFieldError(name);
  return <TextInputField id={fieldId(name)} registration={register(name)} error={error} {...props} />;
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
  const { register } = useFormContext<CheckoutFormValues>();
  const error = useFieldError(name);
  return <PlaceSelectField id={fieldId(name)} registration={register(name, { onChange })} error={error} {...props} />;
}

interface TextAreaFieldProps {
  name: 'note';
  label: string;
  maxLength: number;
  placeholder?: string;
}

export function TextAreaField({ name, label, maxLength, placeholder }: TextAreaFieldProps) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const { number } = useFormat();
  const id = fieldId(name);
  const error = useFieldError(name);
  const length = useWatch({ control, name }).length;
  const count = (
    <span className={styles.count}>
      {number(length)}/{number(maxLength)}
    </span>
  );
  return (
    <FieldFrame id={id} label={label} optional aside={count} error={error}>
      <textarea id={id} className={styles.textarea} maxLength={maxLength} placeholder={placeholder} {...fieldDescription(id, undefined, error)} {...register(name)} />
    </FieldFrame>
  );
}
