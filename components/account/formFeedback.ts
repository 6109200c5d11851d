import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/common/toast';
import { showFieldErrors } from '@/components/common/formErrors';
import { showNotice } from '@/components/common/showNotice';
import type { SignInFailure } from '@/store/authThunks';
import type { Translate } from '@/hooks/useLocale';
import { MESSAGES, notice, type Notice } from '@/store/notices';
import { placeServerErrors } from '@/utils/serverFieldErrors';

/** The recovery and password messages stay five seconds. */
const PASSWORD_TOAST_MS = 5000;

/** Toasts a message of the recovery and password forms, in the page's language, for five seconds; the same message shows once at a time. */
export function showPasswordNotice(notice: Notice, t: Translate): void {
  toast(t(notice.message), { type: notice.tone, autoClose: PASSWORD_TOAST_MS, toastId: notice.message });
}

/**
 * A refused sign-in or registration: toasts why and puts the server's messages beside their fields.
 * Returns the (English) message for the whole form when no field holds one (wrong credentials), else null.
 */
export function showSignInFailure<Values extends FieldValues>(
  failure: SignInFailure | undefined,
  fieldOf: Partial<Record<string, Path<Values>>>,
  setError: UseFormSetError<Values>,
  t: Translate,
): string | null {
  const refusal = failure ?? { message: MESSAGES.somethingWentWrong, errors: {} };
  showNotice(notice(t(refusal.message), 'error'));
  const placed = placeServerErrors(refusal.errors, fieldOf);
  showFieldErrors(setError, placed.fields);
  return Object.keys(placed.fields).length === 0 ? refusal.message : null;
}
