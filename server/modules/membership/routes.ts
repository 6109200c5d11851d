import { z } from 'zod';
import type * as contract from 'zod/mini';
import type {
  codeSentAnswer,
  membershipAppliedAnswer,
  MembershipCodeRequest,
  MembershipPurchase,
  membershipPurchaseAnswer,
  MembershipVerification,
} from '@/contract/cart';
import { requireCaller, requireCustomer } from '@/server/http/auth';
import { bodyFields, referenceId, required, text } from '@/server/http/bodyFields';
import { ok, okData } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { cardNumber, oneTimeCode } from '@/server/modules/cardCodes/fields';
import { poishaToTaka } from '@/utils/money';
import { toCardType } from './presenter';
import { startMembershipPurchase } from './purchaseService';
import { applyMembership, listCardTypes, listOwnMemberships, removeMembership, requestMembershipCode } from './service';

// Membership cards: the card types on sale, buying one online, the customer's cards, and applying
// a card to the bag with a one-time code sent to its holder.

const purchaseBody = z.object({
  card_type_id: required(referenceId('card type id')),
  payment_type: required(text('payment type', 50)),
} satisfies FieldsOf<MembershipPurchase>);

const applyFields = { membership_no: cardNumber('membership no') } satisfies FieldsOf<MembershipCodeRequest>;
const applyBody = z.object(applyFields);
const verifyBody = z.object({ ...applyFields, otp: oneTimeCode } satisfies FieldsOf<MembershipVerification>);

export const membershipRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/membership/card_list',
    handler: async (_request, context) => okData((await listCardTypes(context.db)).map(toCardType)),
  },
  {
    method: 'POST',
    path: '/v2/membership/purchase_store',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      const input = parseWith(purchaseBody, bodyFields(request.body));
      const purchase = await startMembershipPurchase(
        context.db,
        caller.userId,
        { cardTypeId: input.card_type_id, paymentType: input.payment_type },
        context.now(),
      );
      const answer: contract.input<typeof membershipPurchaseAnswer> = {
        result: true,
        message: 'Please complete the payment',
        data: { purchase_id: purchase.purchaseId, amount: poishaToTaka(purchase.amount), payment_url: purchase.paymentUrl },
      };
      return ok(answer);
    },
  },
  {
    method: 'GET',
    path: '/v2/membership/mine',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      return okData(await listOwnMemberships(context.db, caller.userId, context.now()));
    },
  },
  {
    method: 'POST',
    path: '/v2/membership/apply',
    handler: async (request, context) => {
      await requireCaller(request, context);
      const input = parseWith(applyBody, bodyFields(request.body));
      const answer: contract.input<typeof codeSentAnswer> = {
        result: true,
        message: await requestMembershipCode(context.db, input.membership_no, context.now(), context.messageDelivery),
        otp: true,
      };
      return ok(answer);
    },
  },
  {
    method: 'POST',
    path: '/v2/membership/verify',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(verifyBody, bodyFields(request.body));
      const applied = await applyMembership(context.db, caller.userId, input.membership_no, input.otp, context.now());
      const answer: contract.input<typeof membershipAppliedAnswer> = {
        result: true,
        message: 'Membership card applied',
        membership_no: applied.membershipNo,
        membership_applied: true,
        membership_amount: poishaToTaka(applied.membershipDiscount),
        tax: poishaToTaka(applied.tax),
      };
      return ok(answer);
    },
  },
  {
    method: 'POST',
    path: '/v2/membership/remove',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      await removeMembership(context.db, caller.userId);
      return ok({ result: true, message: 'Membership card removed' });
    },
  },
];
