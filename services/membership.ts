import type { CodeSentAnswer, MembershipAppliedAnswer, MembershipCardType, MembershipPurchaseAnswer, OwnMembership } from '@/contract/cart';
import type { MutationAnswer } from '@/contract/envelope';
import { http, requestConfig, type RequestOptions } from './http';

// Membership cards: buying one, and applying one to the bag with a one-time code (docs/API.md).

export async function listMembershipCards(options?: RequestOptions): Promise<MembershipCardType[]> {
  const response = await http.get('/v2/membership/card_list', requestConfig(options), 'membershipCardTypes');
  return response.data.data;
}

export async function listOwnMemberships(options?: RequestOptions): Promise<OwnMembership[]> {
  const response = await http.get('/v2/membership/mine', requestConfig(options), 'ownMemberships');
  return response.data.data;
}

export async function purchaseMembership(cardTypeId: number, paymentType: string, options?: RequestOptions): Promise<MembershipPurchaseAnswer> {
  const response = await http.post(
    '/v2/membership/purchase_store',
    { card_type_id: cardTypeId, payment_type: paymentType },
    requestConfig(options),
    'membershipPurchase',
  );
  return response.data;
}

/** Sends a one-time code to the card holder. */
export async function requestMembershipCode(membershipNo: string, options?: RequestOptions): Promise<CodeSentAnswer> {
  const response = await http.post('/v2/membership/apply', { membership_no: membershipNo }, requestConfig(options), 'codeSent');
  return response.data;
}

export async function verifyMembershipCode(membershipNo: string, otp: string, options?: RequestOptions): Promise<MembershipAppliedAnswer> {
  const response = await http.post('/v2/membership/verify', { membership_no: membershipNo, otp }, requestConfig(options), 'membershipApplied');
  return response.data;
}

export async function removeMembership(options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/membership/remove', undefined, requestConfig(options), 'mutation');
  return response.data;
}
