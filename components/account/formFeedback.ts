import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { Notice } from '@/store/notices';

/** SPEC section 9: the recovery and password messages stay five seconds. */
export const PASSWORD_TOAST_MS = 5000;

/** Toasts a message of the recovery and password forms for five seconds; the same message shows once at a time. */
export function showPasswordNotice(notice: Notice): void {
  toast(notice.message, { type: notice.tone, autoClose: PASSWORD_TOAST_MS, toastId: notice.message });
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
