import * as giftCardService from '@/services/giftCard';
import { createCardThunks } from './cardThunks';
import { giftCardApplied, giftCardOtpSent, giftCardReset } from './giftCardSlice';
import { MESSAGES } from './notices';

// A gift card pays part of the order once a one-time code sent to the card holder confirms it
// (cardThunks.ts).
export const {
  /** Sends a code to the holder of the card: the server's "A verification code was sent…" message. */
  sendCode: sendGiftCardCode,
  /** Confirms the card with the code: it then counts in the bag's totals. */
  verifyCode: verifyGiftCardCode,
  /** Takes the card off the bag: "Gift card removed", or the server's refusal. */
  remove: removeGiftCard,
} = createCardThunks({
  typePrefix: 'giftCard',
  selectNumber: (state) => state.giftCard.gift_card_no,
  requestCode: giftCardService.requestGiftCardCode,
  verifyCode: giftCardService.verifyGiftCardCode,
  remove: giftCardService.removeGiftCard,
  otpSent: giftCardOtpSent,
  applied: (answer) => giftCardApplied({ gift_card_amount: answer.gift_card_amount, tax: answer.tax }),
  reset: giftCardReset,
  messages: { applied: MESSAGES.giftCardApplied, removed: MESSAGES.giftCardRemoved },
});
