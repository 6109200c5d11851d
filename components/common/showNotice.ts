import { toast } from 'react-toastify';
import { MESSAGES, notice, type Notice } from '@/store/notices';

/** Toasts what a thunk handed back, in its tone. */
export function showNotice(notice: Notice): void {
  toast(notice.message, { type: notice.tone });
}

/** A thunk's outcome either way: the notice it resolved with, or the one it rejected with. */
export async function showOutcome(outcome: Promise<Notice>): Promise<Notice | null> {
  try {
    const notice = await outcome;
    showNotice(notice);
    return notice;
  } catch (failure) {
    if (isNotice(failure)) showNotice(failure);
    return null;
  }
}

/** What a thunk rejected with: its notice, or "please try Again" for anything unforeseen. */
export function failureNotice(failure: unknown): Notice {
  return isNotice(failure) ? failure : notice(MESSAGES.pleaseTryAgain, 'error');
}

function isNotice(value: unknown): value is Notice {
  return typeof value === 'object' && value !== null && 'message' in value && 'tone' in value;
}
