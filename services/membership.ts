import type {
  CodeSentAnswer,
  MembershipAppliedAnswer,
  MembershipCardType,
  MembershipCodeRequest,
  MembershipPurchase,
  MembershipPurchaseAnswer,
  MembershipVerification,
  OwnMembership,
} from '@/contract/cart';
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
  const body: MembershipPurchase = { card_type_id: cardTypeId, payment_type: paymentType };
  const response = await http.post('/v2/membership/purchase_store', body, requestConfig(options), 'membershipPurchase');
  return response.data;
}

/** Sends a one-time code to the card holder. */
export async function requestMembershipCode(membershipNo: string, options?: RequestOptions): Promise<CodeSentAnswer> {
  const body: MembershipCodeRequest = { membership_no: membershipNo };
  const response = await http.post('/v2/membership/apply', body, requestConfig(options), 'codeSent');
  return response.data;
}

export async function verifyMembershipCode(membershipNo: string, otp: string, options?: RequestOptions): Promise<MembershipAppliedAnswer> {
  const body: MembershipVerification = { membership_no: membershipNo, otp };
  const response = await http.post('/v2/membership/verify', body, requestConfig(options), 'membershipApplied');
  return response.data;
}

export async function removeMembership(options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/membership/remove', undefined, requestConfig(options), 'mutation');
  return response.data;
}
