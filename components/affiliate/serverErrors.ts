import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/common/toast';
import { showFieldErrors } from '@/components/common/formErrors';
import type { Translate } from '@/hooks/useLocale';
import type { ApiFailure } from '@/store/api/shopApi';
import { MESSAGES } from '@/store/notices';
import { placeServerErrors } from '@/utils/serverFieldErrors';

/** How a mutation of the api reports a failure. */
type MutationFailure = ApiFailure | { message?: string };

/**
 * Puts a refused request's field errors under the form's fields (the first one focused) and answers
 * what is left to say above the form: the messages of fields it does not have, or the server's
 * message when no field took one; null when every message found its field.
 */
export function showServerErrors<Values extends FieldValues>(
  error: MutationFailure,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): string | null {
  const failure = 'fieldErrors' in error ? error : null;
  const fieldOf: Partial<Record<string, Path<Values>>> = Object.fromEntries(fields.map((field) => [field, field]));
  const placed = placeServerErrors(failure?.fieldErrors ?? {}, fieldOf);
  showFieldErrors(setError, placed.fields);
  if (placed.others.length > 0) return placed.others.join(' ');
  if (Object.keys(placed.fields).length > 0) return null;
  return failure?.message ?? MESSAGES.somethingWentWrong;
}

interface ServerErrorTargets<Values extends FieldValues> {
  /** The form's fields that can take a message of the server. */
  fields: readonly Path<Values>[];
  setError: UseFormSetError<Values>;
  /** Where the form says what no field took (null clears it). */
  setAlert: (alert: string | null) => void;
  /** The page's language, for the toast. */
  t: Translate;
}

/**
 * Sends a form's change through the api: on success the server's message as a toast, then `onDone`; on refusal the
 * messages under the fields and the rest above the form (`showServerErrors`).
 */
export async function sendForm<Values extends FieldValues>(
  request: () => Promise<{ data: { message: string }; error?: undefined } | { data?: undefined; error: MutationFailure }>,
  { fields, setError, setAlert, t }: ServerErrorTargets<Values>,
  onDone?: () => void,
): Promise<void> {
  setAlert(null);
  const outcome = await request();
  if (outcome.error) {
    setAlert(showServerErrors(outcome.error, fields, setError));
    return;
  }
  toast.success(t(outcome.data.message));
  onDone?.();
}
