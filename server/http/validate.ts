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
 * What a validator reads a request type into when it fills in left-out fields (blank as null, a default):
 * every field of the request is there, each of the request's type or null. Checking a validator against it
 * ties the validator's field names to the request type the storefront sends.
 */
export type FieldsRead<Request> = { [Field in keyof Request]-?: Request[Field] | null };
