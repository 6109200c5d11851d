import * as membershipService from '@/services/membership';
import { createCardThunks } from './cardThunks';
import { membershipApplied, membershipOtpSent, membershipReset } from './membershipSlice';
import { MESSAGES } from './notices';

// A membership card goes on the bag with a one-time code sent to the card holder (cardThunks.ts).
export const {
  /** Sends a code to the holder of the card: the server's "A verification code was sent…" message. */
  sendCode: sendMembershipCode,
  /** Confirms the card with the code: it then counts in the bag's totals. */
  verifyCode: verifyMembershipCode,
  /** Takes the card off the bag: "Membership card removed", or the server's refusal. */
  remove: removeMembershipCard,
} = createCardThunks({
  typePrefix: 'membership',
  selectNumber: (state) => state.membership.membership_no,
  requestCode: membershipService.requestMembershipCode,
  verifyCode: membershipService.verifyMembershipCode,
  remove: membershipService.removeMembership,
  otpSent: membershipOtpSent,
  applied: (answer) => membershipApplied({ membership_amount: answer.membership_amount, tax: answer.tax }),
  reset: membershipReset,
  messages: { applied: MESSAGES.membershipApplied, removed: MESSAGES.membershipRemoved },
});
