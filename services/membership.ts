import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer } from '@/contract/envelope';
import type { ReadResponse } from './types';

// Membership cards: buying one, and applying one to the bag with a one-time code (docs/API.md).

export interface MembershipCardType {
  id: number;
  name: string;
  image: string | null;
  price: number;
  stroked_price: number;
  /** A member pays this percent less than the stroked price. */
  member_discount_percent: number;
  validity_days: number;
}

export interface OwnMembership {
  membership_no: string;
  card_name: string;
  status: string;
  expires_at: string;
  /** The online purchase that issued the card; null for a card issued otherwise. */
  purchase_id: number | null;
}

export interface MembershipPurchaseAnswer extends MutationAnswer {
  data: { purchase_id: number; amount: number; payment_url: string | null };
}

export interface CodeSentAnswer extends MutationAnswer {
  otp: boolean;
}

export interface MembershipAppliedAnswer extends MutationAnswer {
  membership_no: string;
  membership_applied: boolean;
  membership_amount: number;
  tax: number;
}

export async function listMembershipCards(options?: RequestOptions): Promise<MembershipCardType[]> {
  const response = await http.get<ReadResponse<MembershipCardType[]>>('/v2/membership/card_list', requestConfig(options));
  return response.data.data;
}

export async function listOwnMemberships(options?: RequestOptions): Promise<OwnMembership[]> {
  const response = await http.get<ReadResponse<OwnMembership[]>>('/v2/membership/mine', requestConfig(options));
  return response.data.data;
}

export async function purchaseMembership(cardTypeId: number, paymentType: string, options?: RequestOptions): Promise<MembershipPurchaseAnswer> {
  const response = await http.post<MembershipPurchaseAnswer>(
    '/v2/membership/purchase_store',
    { card_type_id: cardTypeId, payment_type: paymentType },
    requestConfig(options),
  );
  return response.data;
}

/** Sends a one-time code to the card holder. */
export async function requestMembershipCode(membershipNo: string, options?: RequestOptions): Promise<CodeSentAnswer> {
  const response = await http.post<CodeSentAnswer>('/v2/membership/apply', { membership_no: membershipNo }, requestConfig(options));
  return response.data;
}

export async function verifyMembershipCode(membershipNo: string, otp: string, options?: RequestOptions): Promise<MembershipAppliedAnswer> {
  const response = await http.post<MembershipAppliedAnswer>('/v2/membership/verify', { membership_no: membershipNo, otp }, requestConfig(options));
  return response.data;
}

export async function removeMembership(options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>('/v2/membership/remove', undefined, requestConfig(options));
  return response.data;
}
