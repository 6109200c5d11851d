import type { CodeSentAnswer } from './membership';
import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer } from '@/contract/envelope';

// Gift cards applied to the bag with a one-time code sent to the holder (docs/API.md).

export interface GiftCardAppliedAnswer extends MutationAnswer {
  gift_card_no: string;
  gift_card_applied: boolean;
  gift_card_amount: number;
  balance: number;
  tax: number;
}

export async function requestGiftCardCode(giftCardNo: string, options?: RequestOptions): Promise<CodeSentAnswer> {
  const response = await http.post<CodeSentAnswer>('/v2/gift-card/apply', { gift_card_no: giftCardNo }, requestConfig(options));
  return response.data;
}

export async function verifyGiftCardCode(giftCardNo: string, otp: string, options?: RequestOptions): Promise<GiftCardAppliedAnswer> {
  const response = await http.post<GiftCardAppliedAnswer>('/v2/gift-card/verify', { gift_card_no: giftCardNo, otp }, requestConfig(options));
  return response.data;
}

export async function removeGiftCard(options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>('/v2/gift-card/remove', undefined, requestConfig(options));
  return response.data;
}
