import type { UnknownAction } from '@reduxjs/toolkit';
import { answerMessage, type RequestOptions } from '@/services/http';
import type { MutationAnswer } from '@/contract/envelope';
import { MESSAGES, notice, type Notice } from './notices';
import type { RootState } from './store';
import { createAppAsyncThunk, withToken } from './withTypes';

// A card (membership card, gift card) goes on the bag in two steps: a one-time code is sent to the
// card holder, then the code the shopper types confirms the card. Refusals carry the server's message
// for the field. membershipThunks.ts and giftCardThunks.ts each build their three thunks here.

export interface CardThunksConfig<Applied extends MutationAnswer> {
  /** The slice's name, the first part of every action type: `membership/sendCode`… */
  typePrefix: string;
  /** The number the code was sent for (the slice's `…_no`). */
  selectNumber: (state: RootState) => string | null;
  requestCode: (number: string, options: RequestOptions) => Promise<MutationAnswer>;
  verifyCode: (number: string, otp: string, options: RequestOptions) => Promise<Applied>;
  remove: (options: RequestOptions) => Promise<MutationAnswer>;
  /** The slice's actions; `applied` picks the amount and tax out of the server's answer. */
  otpSent: (number: string) => UnknownAction;
  applied: (answer: Applied) => UnknownAction;
  reset: () => UnknownAction;
  /** The success messages when the server's answer has none. */
  messages: { applied: string; removed: string };
}

function refusal(message: string | undefined): Notice {
  return notice(message || MESSAGES.pleaseTryAgain, 'error');
}

export function createCardThunks<Applied extends MutationAnswer>(card: CardThunksConfig<Applied>) {
  /** Sends a code to the holder of the card: the server's "A verification code was sent…" message. */
  const sendCode = createAppAsyncThunk<Notice, string, { rejectValue: Notice }>(
    `${card.typePrefix}/sendCode`,
    async (cardNo, { dispatch, getState, rejectWithValue }) => {
      const number = cardNo.trim();
      try {
        const answer = await card.requestCode(number, withToken(getState()));
        dispatch(card.otpSent(number));
        return notice(answer.message || MESSAGES.cardCodeSent, 'success');
      } catch (error) {
        return rejectWithValue(refusal(answerMessage(error)));
      }
    },
  );

  /** Confirms the card with the code: it then counts in the bag's totals. */
  const verifyCode = createAppAsyncThunk<Notice, string, { rejectValue: Notice }>(
    `${card.typePrefix}/verifyCode`,
    async (otp, { dispatch, getState, rejectWithValue }) => {
      const state = getState();
      const number = card.selectNumber(state);
      if (!number) return rejectWithValue(refusal(MESSAGES.cardNumberFirst));
      try {
        const answer = await card.verifyCode(number, otp.trim(), withToken(state));
        dispatch(card.applied(answer));
        return notice(answer.message || card.messages.applied, 'success');
      } catch (error) {
        return rejectWithValue(refusal(answerMessage(error)));
      }
    },
  );

  /** Takes the card off the bag: the "… removed" message, or the server's refusal. */
  const remove = createAppAsyncThunk<Notice, void, { rejectValue: Notice }>(
    `${card.typePrefix}/remove`,
    async (_, { dispatch, getState, rejectWithValue }) => {
      try {
        const answer = await card.remove(withToken(getState()));
        dispatch(card.reset());
        return notice(answer.message || card.messages.removed, 'success');
      } catch (error) {
        return rejectWithValue(refusal(answerMessage(error)));
      }
    },
  );

  return { sendCode, verifyCode, remove };
}
