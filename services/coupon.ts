import type { CouponAnswer, CouponRemoval, CouponRequest } from '@/contract/cart';
import type { MutationAnswer } from '@/contract/envelope';
import { http, requestConfig, type RequestOptions } from './http';

/** `POST /v2/coupon-apply`; a coupon that does not apply rejects with a 422 saying why. */
export async function applyCoupon(couponCode: string, userId?: number, options?: RequestOptions): Promise<CouponAnswer> {
  const body: CouponRequest = { coupon_code: couponCode, user_id: userId };
  const response = await http.post('/v2/coupon-apply', body, requestConfig(options), 'coupon');
  return response.data;
}

/** `POST /v2/coupon-check`: whether a coupon fits the bag now, without applying it; a 422 says why not. */
export async function checkCoupon(couponCode: string, options?: RequestOptions): Promise<MutationAnswer> {
  const body: CouponRequest = { coupon_code: couponCode };
  const response = await http.post('/v2/coupon-check', body, requestConfig(options), 'mutation');
  return response.data;
}

/** `POST /v2/coupon-remove`. */
export async function removeCoupon(userId?: number, options?: RequestOptions): Promise<MutationAnswer> {
  const body: CouponRemoval = { user_id: userId };
  const response = await http.post('/v2/coupon-remove', body, requestConfig(options), 'mutation');
  return response.data;
}
