import type { z } from 'zod';
import { type FieldErrors, ValidationError } from './errors';

// Zod issues become Laravel-style field errors: `{ field: [messages] }` with a 422.
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'request';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}

/**
 * The fields of a validator's object for a request type the storefront sends: one per field of the request
 * and no other, each read into the request's type (or left out, or null where a blank field clears it).
 * Checking a validator's fields against it ties their names to the request type.
 */
export type FieldsOf<Request> = { [Field in keyof Request]-?: z.ZodType<Request[Field] | null | undefined> };
