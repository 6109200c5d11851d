import { accountDeleted, signedOut } from '@/store/authSlice';
import { cleared } from '@/store/bagSlice';
import { giftCardApplied, giftCardOtpSent, giftCardReset, giftCardSlice, initialGiftCardState } from '@/store/giftCardSlice';

const reduce = giftCardSlice.reducer;

describe('gift card transitions', () => {
  const codeSent = reduce(initialGiftCardState, giftCardOtpSent('GIFT-1000-DEMO'));
  const applied = reduce(codeSent, giftCardApplied({ gift_card_amount: 1000, tax: 0 }));

  it('giftCard/otpSent keeps the card number and marks the code as sent', () => {
    expect(codeSent).toEqual({ ...initialGiftCardState, gift_card_no: 'GIFT-1000-DEMO', otp: true });
  });

  it('giftCard/applied keeps the amount and tax', () => {
    expect(applied).toEqual({ gift_card_no: 'GIFT-1000-DEMO', gift_card_applied: true, gift_card_amount: 1000, otp: false, tax: 0 });
  });

  it('keeps its action types, which name what happened', () => {
    expect([giftCardOtpSent('X').type, giftCardApplied({ gift_card_amount: 1, tax: 0 }).type, giftCardReset().type]).toEqual(['giftCard/otpSent', 'giftCard/applied', 'giftCard/reset']);
  });

  it('giftCard/reset, clearing the bag and ending the session remove the card', () => {
    for (const action of [giftCardReset(), cleared(), signedOut(), accountDeleted()]) expect(reduce(applied, action)).toEqual(initialGiftCardState);
  });
});
