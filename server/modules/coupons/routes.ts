import { z } from 'zod';
import type * as contract from 'zod/mini';
import type { couponAnswer, CouponRequest } from '@/contract/cart';
import { requireCaller } from '@/server/http/auth';
import { bodyFields, text } from '@/server/http/bodyFields';
import { ok } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { poishaToTaka } from '@/utils/money';
import { applyCoupon, checkCoupon, removeCoupon } from './service';

// `user_id` in these bodies is the storefront's own: the bearer token names the bag.

const applyBody = z.object({
  coupon_code: text('coupon code', 50).min(1, 'The coupon code field is required.'),
} satisfies FieldsOf<Omit<CouponRequest, 'user_id'>>);

export const couponRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/coupon-apply',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(applyBody, bodyFields(request.body));
      const applied = await applyCoupon(context.db, caller.userId, input.coupon_code, context.now());
      const answer: contract.input<typeof couponAnswer> = {
        result: true,
        message: 'Coupon applied',
        discount: poishaToTaka(applied.discount),
        tax: poishaToTaka(applied.tax),
        free_shipping: applied.freeShipping,
      };
      // The family's answer also names the coupon, which the storefront does not read.
      return ok({ ...answer, coupon_code: applied.code });
    },
  },
  {
    method: 'POST',
    path: '/v2/coupon-check',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(applyBody, bodyFields(request.body));
      await checkCoupon(context.db, caller.userId, input.coupon_code, context.now());
      return ok({ result: true, message: 'Coupon applies' });
    },
  },
  {
    method: 'POST',
    path: '/v2/coupon-remove',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      await removeCoupon(context.db, caller.userId);
      return ok({ result: true, message: 'Coupon removed' });
    },
  },
];
