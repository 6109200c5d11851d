import type { Db } from '@/server/db/connection';
import type { Caller } from '@/server/http/auth';
import { type FieldErrors, HttpError, UnauthorizedError, ValidationError } from '@/server/http/errors';
import { lockAccount } from '@/server/modules/account/profileService';
import { deleteAllAdjustments, deleteAllLines } from '@/server/modules/cart/repository';
import { priceBag } from '@/server/modules/cart/service';
import { findGateway } from '@/server/modules/payments/gateway';
import { findPickupPoint } from '@/server/modules/shipping/repository';
import type { ShippingChoice } from '@/server/modules/shipping/service';
import { type OrderAddresses, resolveOrderAddresses } from './deliveryAddress';
import { priceChanged, refuseUnusableBag, takeCouponUse, takeGiftCardAmount, takeStock } from './holdings';
import { claimIdempotencyKey, findIdempotencyKey, saveIdempotentAnswer } from './idempotencyRepository';
import type { OrderRequest } from './orderInput';
import { writeOrder } from './orderWriter';
import { type PlacementAnswer, toPlacementAnswer } from './presenter';
import { findActivePaymentTypes, findSettingValue, type PaymentTypeRow } from './repository';
import { requestHash } from './requestHash';

// Checkout: the payment types on offer and order placement, which turns the caller's bag into an
// order in one transaction (docs/API.md, "Checkout").

const CHECKOUT_MESSAGES = {
  pleaseLogin: 'Please Login',
  keyReused: 'This Idempotency-Key was used for a different request.',
} as const;

/** Cash on delivery, and the online types a payment gateway serves now. */
export async function listPaymentTypes(db: Db): Promise<PaymentTypeRow[]> {
  const types = await findActivePaymentTypes(db);
  return types.filter((type) => type.payment_type === 'cash' || findGateway(type.payment_type_key) !== null);
}

/** Guests may check out only while the `guest_checkout` setting is "1". */
export async function requireCheckoutAllowed(db: Db, caller: Caller): Promise<void> {
  if (caller.userType === 'guest' && (await findSettingValue(db, 'guest_checkout')) !== '1') {
    throw new UnauthorizedError(CHECKOUT_MESSAGES.pleaseLogin);
  }
}

interface CheckedOrder {
  addresses: OrderAddresses;
  shippingChoice: ShippingChoice;
}

/** What the body names must exist: the caller's saved address, the places, the pickup point, an offered payment type. */
async function checkOrderRequest(db: Db, userId: number, request: OrderRequest): Promise<CheckedOrder> {
  const errors: FieldErrors = {};
  const addresses = await resolveOrderAddresses(db, userId, request, errors);
  if (request.pickupPointId !== null && !(await findPickupPoint(db, request.pickupPointId))) {
    errors.pickup_points_id = ['The selected pickup points id is invalid.'];
  }
  const paymentTypes = await listPaymentTypes(db);
  if (!paymentTypes.some((type) => type.payment_type_key === request.paymentType)) errors.payment_type = ['The selected payment type is invalid.'];
  if (!addresses || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    addresses,
    shippingChoice: { shippingType: request.shippingType, districtId: addresses.districtId, deliveryMethod: request.deliveryMethod ?? 'regular' },
  };
}

/** The first answer for the key; the same key with another body is refused. */
async function repeatedAnswer(db: Db, userId: number, key: string, hash: string): Promise<PlacementAnswer> {
  const stored = await findIdempotencyKey(db, userId, key);
  if (stored.request_hash !== hash) throw new HttpError(422, CHECKOUT_MESSAGES.keyReused);
  // The key row is written with its answer in the placement's transaction, so a visible row has one.
  if (stored.response === null) throw new Error('An idempotency key was stored without its answer');
  return JSON.parse(stored.response) as PlacementAnswer;
}

/**
 * Places the caller's bag as an order. Everything happens in one transaction: any refusal leaves
 * bag, stock, coupon and cards as they were. The caller's user row is locked first, so that two
 * placements of one bag run one after the other (the second finds the bag empty).
 */
export async function placeOrder(db: Db, userId: number, request: OrderRequest, idempotencyKey: string | null, now: Date): Promise<PlacementAnswer> {
  const hash = requestHash(request);
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey !== null && !(await claimIdempotencyKey(trx, userId, idempotencyKey, hash, now))) {
      return repeatedAnswer(trx, userId, idempotencyKey, hash);
    }
    await lockAccount(trx, userId, now);
    const { addresses, shippingChoice } = await checkOrderRequest(trx, userId, request);
    const bag = await priceBag(trx, userId, now, shippingChoice);
    await refuseUnusableBag(trx, userId, bag, now);
    if (request.expectedTotal !== null && request.expectedTotal !== bag.totals.amountToPay) throw priceChanged(bag);
    await takeStock(trx, bag, now);
    await takeCouponUse(trx, bag);
    await takeGiftCardAmount(trx, bag, now, () => priceBag(trx, userId, now, shippingChoice));
    const answer = toPlacementAnswer(await writeOrder(trx, { userId, request, addresses, bag }, now));
    await deleteAllLines(trx, userId);
    await deleteAllAdjustments(trx, userId);
    if (idempotencyKey !== null) await saveIdempotentAnswer(trx, userId, idempotencyKey, answer.data.order_id, JSON.stringify(answer));
    return answer;
  });
}
