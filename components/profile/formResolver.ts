import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

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
