import * as giftCardService from '@/services/giftCard';
import { answerMessage } from '@/services/http';
import { giftCardApplied, giftCardOtpSent, giftCardReset } from './giftCardSlice';
import { MESSAGES, notice, type Notice } from './notices';
import { createAppAsyncThunk, withToken } from './withTypes';

// A gift card pays part of the order in two steps: a one-time code is sent to the card holder, then
// the code the shopper types confirms the card. Refusals carry the server's message for the field.

function refusal(message: string | undefined): Notice {
  return notice(message || MESSAGES.pleaseTryAgain, 'error');
}

/** Sends a code to the holder of the card: the server's "A verification code was sent…" message. */
export const sendGiftCardCode = createAppAsyncThunk<Notice, string, { rejectValue: Notice }>(
  'giftCard/sendCode',
  async (giftCardNo, { dispatch, getState, rejectWithValue }) => {
    const number = giftCardNo.trim();
    try {
      const answer = await giftCardService.requestGiftCardCode(number, withToken(getState()));
      if (!answer.result) return rejectWithValue(refusal(answer.message));
      dispatch(giftCardOtpSent(number));
      return notice(answer.message || MESSAGES.cardCodeSent, 'success');
    } catch (error) {
      return rejectWithValue(refusal(answerMessage(error)));
    }
  },
);

/** Confirms the card with the code: it then counts in the bag's totals. */
export const verifyGiftCardCode = createAppAsyncThunk<Notice, string, { rejectValue: Notice }>(
  'giftCard/verifyCode',
  async (otp, { dispatch, getState, rejectWithValue }) => {
    const state = getState();
    const number = state.giftCard.gift_card_no;
    if (!number) return rejectWithValue(refusal(MESSAGES.cardNumberFirst));
    try {
      const answer = await giftCardService.verifyGiftCardCode(number, otp.trim(), withToken(state));
      if (!answer.result) return rejectWithValue(refusal(answer.message));
      dispatch(giftCardApplied({ gift_card_amount: answer.gift_card_amount, tax: answer.tax }));
      return notice(answer.message || MESSAGES.giftCardApplied, 'success');
    } catch (error) {
      return rejectWithValue(refusal(answerMessage(error)));
    }
  },
);

/** Takes the card off the bag: "Gift card removed", or the server's refusal. */
export const removeGiftCard = createAppAsyncThunk<Notice, void, { rejectValue: Notice }>(
  'giftCard/remove',
  async (_, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await giftCardService.removeGiftCard(withToken(getState()));
      if (!answer.result) return rejectWithValue(refusal(answer.message));
      dispatch(giftCardReset());
      return notice(answer.message || MESSAGES.giftCardRemoved, 'success');
    } catch (error) {
      return rejectWithValue(refusal(answerMessage(error)));
    }
  },
);
