import { toast } from 'react-toastify';
import type { Notice } from '@/store/notices';

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

function isNotice(value: unknown): value is Notice {
  return typeof value === 'object' && value !== null && 'message' in value && 'tone' in value;
}
