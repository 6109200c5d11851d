import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';

// react-hook-form glue for the forms' rules in utils/: the rule's messages and the server's, each
// put beside its field.

type FieldMessages<Values> = Partial<Record<keyof Values, string>>;

/** A react-hook-form resolver from a pure rule that names each field's message (the rules live in utils/). */
export function resolverFrom<Values extends FieldValues, Context = undefined>(
  rule: (values: Values, context: Context | undefined) => FieldMessages<Values>,
): Resolver<Values, Context> {
  return (values, context) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(rule(values, context))) {
      if (typeof message === 'string') errors[field] = { type: 'validate', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** Puts the server's messages beside their fields and moves the focus to the first of them. */
export function showFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  messages: Partial<Record<Path<Values>, string>>,
): void {
  Object.entries(messages).forEach(([field, message], index) => {
    if (typeof message === 'string') setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
