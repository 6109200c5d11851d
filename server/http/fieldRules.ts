import { z } from 'zod';

// Rules shared by query-string fields (`queryParams.ts`) and body fields (`bodyFields.ts`), with
// messages that name the field the way Laravel's validation does.

export const MAX_ID = 2_147_483_647;

function requiredMessage(field: string): string {
  return `The ${field} field is required.`;
}

export function wholeNumberMessage(field: string): string {
  return `The ${field} field must be a whole number.`;
}

/** A string; anything else that was given is refused with `wrongTypeMessage`. */
export function givenString(field: string, wrongTypeMessage: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? requiredMessage(field) : wrongTypeMessage) });
}

// Nobody types control characters into a form: a NUL cuts the text short in other programs, and the
// others (escape, backspace, form feed...) garble or hide what a page, an invoice or an SMS shows.
// Text of several lines (an address, a review, a note) keeps its tabs and line breaks.
const WITHOUT_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
const WITHOUT_CONTROL_CHARACTERS_BUT_LINE_BREAKS = /^(?:\P{Cc}|[\t\n\r])*$/u;

export function trimmedText(value: z.ZodString, field: string, maxLength: number, lines: 'single' | 'multiple' = 'single') {
  return value
    .trim()
    .max(maxLength, `The ${field} field must not be greater than ${maxLength} characters.`)
    .regex(lines === 'single' ? WITHOUT_CONTROL_CHARACTERS : WITHOUT_CONTROL_CHARACTERS_BUT_LINE_BREAKS, `The ${field} field must not contain control characters.`);
}

export function numberBetween(field: string, min: number, max: number) {
  return z
    .number()
    .min(min, `The ${field} field must be at least ${min}.`)
    .max(max, `The ${field} field must not be greater than ${max}.`);
}

/** Digits only: a sign, a decimal point or an exponent is not a whole number. */
export function digitsAsNumber(value: z.ZodString, field: string, range: z.ZodNumber) {
  return value.regex(/^\d+$/, wholeNumberMessage(field)).transform(Number).pipe(range);
}

export function oneOf<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? requiredMessage(field) : `The selected ${field} is invalid.`),
  });
}
