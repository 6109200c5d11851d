import { accountDeleted, signedOut } from '@/store/authSlice';
import { cleared, itemAdded } from '@/store/bagSlice';
import { initialMembershipState, membershipApplied, membershipOtpSent, membershipReset, membershipSlice } from '@/store/membershipSlice';
import { newLine, WHITE_PANJABI } from './support/fakeShop';

const reduce = membershipSlice.reducer;

describe('membership transitions', () => {
  const codeSent = reduce(initialMembershipState, membershipOtpSent('MEM-1001'));
  const applied = reduce(codeSent, membershipApplied({ membership_amount: 300, tax: 0 }));

  it('membership/otpSent keeps the card number and marks the code as sent', () => {
    expect(codeSent).toEqual({ ...initialMembershipState, membership_no: 'MEM-1001', otp: true });
  });

  it('membership/applied keeps the amount and tax', () => {
    expect(applied).toEqual({ membership_no: 'MEM-1001', membership_applied: true, membership_amount: 300, otp: false, tax: 0 });
  });

  it('keeps its action types, which name what happened', () => {
    expect([membershipOtpSent('X').type, membershipApplied({ membership_amount: 1, tax: 0 }).type, membershipReset().type]).toEqual(['membership/otpSent', 'membership/applied', 'membership/reset']);
  });

  it('membership/reset, clearing the bag and ending the session remove the card', () => {
    for (const action of [membershipReset(), cleared(), signedOut(), accountDeleted()]) expect(reduce(applied, action)).toEqual(initialMembershipState);
  });

  it('survives quantity changes', () => {
    expect(reduce(applied, itemAdded({ line: newLine(WHITE_PANJABI) }))).toBe(applied);
  });
});
