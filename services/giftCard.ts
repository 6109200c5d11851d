import type { CodeSentAnswer, GiftCardAppliedAnswer, GiftCardCodeRequest, GiftCardVerification } from '@/contract/cart';
import type { MutationAnswer } from '@/contract/envelope';
import { http, requestConfig, type RequestOptions } from './http';

// Gift cards applied to the bag with a one-time code sent to the holder (docs/API.md).

export async function requestGiftCardCode(giftCardNo: string, options?: RequestOptions): Promise<CodeSentAnswer> {
  const body: GiftCardCodeRequest = { gift_card_no: giftCardNo };
  const response = await http.post('/v2/gift-card/apply', body, requestConfig(options), 'codeSent');
  return response.data;
}

export async function verifyGiftCardCode(giftCardNo: string, otp: string, options?: RequestOptions): Promise<GiftCardAppliedAnswer> {
  const body: GiftCardVerification = { gift_card_no: giftCardNo, otp };
  const response = await http.post('/v2/gift-card/verify', body, requestConfig(options), 'giftCardApplied');
  return response.data;
}

export async function removeGiftCard(options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/gift-card/remove', undefined, requestConfig(options), 'mutation');
  return response.data;
}
