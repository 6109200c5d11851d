import { answerMessage } from '@/services/http';
import * as membershipService from '@/services/membership';
import { membershipApplied, membershipOtpSent, membershipReset } from './membershipSlice';
import { MESSAGES, notice, type Notice } from './notices';
import { createAppAsyncThunk, withToken } from './withTypes';

// A membership card goes on the bag in two steps: a one-time code is sent to the card holder, then
// the code the shopper types confirms the card. Refusals carry the server's message for the field.

function refusal(message: string | undefined): Notice {
  return notice(message || MESSAGES.pleaseTryAgain, 'error');
}

/** Sends a code to the holder of the card: the server's "A verification code was sent…" message. */
export const sendMembershipCode = createAppAsyncThunk<Notice, string, { rejectValue: Notice }>(
  'membership/sendCode',
  async (membershipNo, { dispatch, getState, rejectWithValue }) => {
    const number = membershipNo.trim();
    try {
      const answer = await membershipService.requestMembershipCode(number, withToken(getState()));
      if (!answer.result) return rejectWithValue(refusal(answer.message));
      dispatch(membershipOtpSent(number));
      return notice(answer.message || MESSAGES.cardCodeSent, 'success');
    } catch (error) {
      return rejectWithValue(refusal(answerMessage(error)));
    }
  },
);

/** Confirms the card with the code: it then counts in the bag's totals. */
export const verifyMembershipCode = createAppAsyncThunk<Notice, string, { rejectValue: Notice }>(
  'membership/verifyCode',
  async (otp, { dispatch, getState, rejectWithValue }) => {
    const state = getState();
    const number = state.membership.membership_no;
    if (!number) return rejectWithValue(refusal(MESSAGES.cardNumberFirst));
    try {
      const answer = await membershipService.verifyMembershipCode(number, otp.trim(), withToken(state));
      if (!answer.result) return rejectWithValue(refusal(answer.message));
      dispatch(membershipApplied({ membership_amount: answer.membership_amount, tax: answer.tax }));
      return notice(answer.message || MESSAGES.membershipApplied, 'success');
    } catch (error) {
      return rejectWithValue(refusal(answerMessage(error)));
    }
  },
);

/** Takes the card off the bag: "Membership card removed", or the server's refusal. */
export const removeMembershipCard = createAppAsyncThunk<Notice, void, { rejectValue: Notice }>(
  'membership/remove',
  async (_, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await membershipService.removeMembership(withToken(getState()));
      if (!answer.result) return rejectWithValue(refusal(answer.message));
      dispatch(membershipReset());
      return notice(answer.message || MESSAGES.membershipRemoved, 'success');
    } catch (error) {
      return rejectWithValue(refusal(answerMessage(error)));
    }
  },
);
