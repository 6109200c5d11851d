import { type CardState, createCardSlice } from './cardSlice';

// A gift card applied to the bag: its number is confirmed with a one-time code sent to the holder.

export type GiftCardState = CardState<'gift_card'>;

export const giftCardSlice = createCardSlice('giftCard', 'gift_card');

export const initialGiftCardState: GiftCardState = giftCardSlice.getInitialState();

export const { otpSent: giftCardOtpSent, applied: giftCardApplied, reset: giftCardReset } = giftCardSlice.actions;

export const selectGiftCard = (state: { giftCard: GiftCardState }) => state.giftCard;
