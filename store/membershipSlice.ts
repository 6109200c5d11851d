import { type CardState, createCardSlice } from './cardSlice';

// A membership card applied to the bag: its number is confirmed with a one-time code first.

export type MembershipState = CardState<'membership'>;

export const membershipSlice = createCardSlice('membership', 'membership');

export const initialMembershipState: MembershipState = membershipSlice.getInitialState();

export const { otpSent: membershipOtpSent, applied: membershipApplied, reset: membershipReset } = membershipSlice.actions;

export const selectMembership = (state: { membership: MembershipState }) => state.membership;
