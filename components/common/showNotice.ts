import { toast } from './toast';
import { MESSAGES, notice, RefusedChange, type Notice } from '@/store/notices';
import { localeOrDefault, type Locale } from '@/utils/locale';
import { translateServerMessage } from '@/utils/serverMessages';
import type { TextWriter } from '@/utils/translate';
import { providedBangla, translateText } from '@/utils/translations/bangla';

/** The page's language as `<html lang>` states it (Next sets it from the route); English outside a browser. */
function pageLocale(): Locale {
  return localeOrDefault(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** Toasts what a thunk handed back, in its tone and in the page's language (the server's reason too, when it has one). */
export function showNotice(notice: Notice): void {
  const locale = pageLocale();
  const t: TextWriter = (text, values) => translateText(providedBangla(), 'common', locale, text, values);
  const message = t(notice.message);
  toast(notice.reason ? `${message}: ${translateServerMessage(notice.reason, t, locale)}` : message, { type: notice.tone });
}

/** A thunk's or a change's outcome either way: the notice it resolved with, or the one it rejected with. */
export async function showOutcome(outcome: Promise<Notice>): Promise<Notice | null> {
  try {
    const notice = await outcome;
    showNotice(notice);
    return notice;
  } catch (failure) {
    const refusal = refusalNotice(failure);
    if (refusal) showNotice(refusal);
    return null;
  }
}

/** What a thunk or a change rejected with: its notice, or "please try Again" for anything unforeseen. */
export function failureNotice(failure: unknown): Notice {
  return refusalNotice(failure) ?? notice(MESSAGES.pleaseTryAgain, 'error');
}

/** The notice a thunk rejected with (its payload), or a refused change's. */
function refusalNotice(failure: unknown): Notice | null {
  if (failure instanceof RefusedChange) return failure.notice;
  return isNotice(failure) ? failure : null;
}

function isNotice(value: unknown): value is Notice {
  return typeof value === 'object' && value !== null && 'message' in value && 'tone' in value;
}
