import type { CodeSentAnswer, GiftCardAppliedAnswer } from '@/contract/cart';
import type { MutationAnswer } from '@/contract/envelope';
import { http, requestConfig, type RequestOptions } from './http';

// Gift cards applied to the bag with a one-time code sent to the holder (docs/API.md).

export async function requestGiftCardCode(giftCardNo: string, options?: RequestOptions): Promise<CodeSentAnswer> {
  const response = await http.post('/v2/gift-card/apply', { gift_card_no: giftCardNo }, requestConfig(options), 'codeSent');
  return response.data;
}

export async function verifyGiftCardCode(giftCardNo: string, otp: string, options?: RequestOptions): Promise<GiftCardAppliedAnswer> {
  const response = await http.post('/v2/gift-card/verify', { gift_card_no: giftCardNo, otp }, requestConfig(options), 'giftCardApplied');
  return response.data;
}

export async function removeGiftCard(options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/gift-card/remove', undefined, requestConfig(options), 'mutation');
  return response.data;
}
