import { z } from 'zod';
import type * as contract from 'zod/mini';
import type { codeSentAnswer, giftCardAppliedAnswer, GiftCardCodeRequest, GiftCardVerification } from '@/contract/cart';
import { requireCaller } from '@/server/http/auth';
import { bodyFields } from '@/server/http/bodyFields';
import { ok } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { cardNumber, oneTimeCode } from '@/server/modules/cardCodes/fields';
import { poishaToTaka } from '@/utils/money';
import { applyGiftCard, removeGiftCard, requestGiftCardCode } from './service';

// Gift cards applied to the bag with a one-time code sent to the card's holder.

const applyFields = { gift_card_no: cardNumber('gift card no') } satisfies FieldsOf<GiftCardCodeRequest>;
const applyBody = z.object(applyFields);
const verifyBody = z.object({ ...applyFields, otp: oneTimeCode } satisfies FieldsOf<GiftCardVerification>);

export const giftCardRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/gift-card/apply',
    handler: async (request, context) => {
      await requireCaller(request, context);
      const input = parseWith(applyBody, bodyFields(request.body));
      const answer: contract.input<typeof codeSentAnswer> = {
        result: true,
        message: await requestGiftCardCode(context.db, input.gift_card_no, context.now(), context.messageDelivery),
        otp: true,
      };
      return ok(answer);
    },
  },
  {
    method: 'POST',
    path: '/v2/gift-card/verify',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(verifyBody, bodyFields(request.body));
      const applied = await applyGiftCard(context.db, caller.userId, input.gift_card_no, input.otp, context.now());
      const answer: contract.input<typeof giftCardAppliedAnswer> = {
        result: true,
        message: 'Gift card applied',
        gift_card_no: applied.cardNo,
        gift_card_applied: true,
        gift_card_amount: poishaToTaka(applied.amount),
        balance: poishaToTaka(applied.balance),
        tax: poishaToTaka(applied.tax),
      };
      return ok(answer);
    },
  },
  {
    method: 'POST',
    path: '/v2/gift-card/remove',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      await removeGiftCard(context.db, caller.userId);
      return ok({ result: true, message: 'Gift card removed' });
    },
  },
];
