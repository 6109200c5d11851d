import type { Locale } from './locale';
import { formatTaka } from './money';
import type { TextWriter } from './translate';

// The server writes a few coupon and card messages with a value inside; they are translated as
// dictionary texts with a placeholder, and every other message as it is.

const CODE_SENT = /^A verification code was sent to the card holder \((….+)\)$/;
const MINIMUM_SPEND = /^Minimum spend for this coupon is ৳([\d,]+(?:\.\d+)?)$/;

/** A server message in the page's language, an amount inside it in the language's digits. */
export function translateServerMessage(message: string, t: TextWriter, locale: Locale): string {
  const codeSent = CODE_SENT.exec(message);
  if (codeSent) return t('A verification code was sent to the card holder ({ending})', { ending: codeSent[1] });
  const minimumSpend = MINIMUM_SPEND.exec(message);
  if (minimumSpend) {
    const amount = formatTaka(Number(minimumSpend[1].replace(/,/g, '')), locale);
    return t('Minimum spend for this coupon is {amount}', { amount });
  }
  return t(message);
}
