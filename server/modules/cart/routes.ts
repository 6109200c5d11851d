import { z } from 'zod';
import type * as contract from 'zod/mini';
import type { AddManyToCartRequest, addToCartAnswer, AddToCartRequest, CartQuantityChange, RemoveFromCartRequest, ShippingChoice } from '@/contract/cart';
import { requireCaller } from '@/server/http/auth';
import { bodyFields, booleanFlag, id, optional, text, wholeNumber } from '@/server/http/bodyFields';
import { oneOf } from '@/server/http/fieldRules';
import { id as queryId, withoutEmptyValues } from '@/server/http/queryParams';
import { ok, okData } from '@/server/http/responses';
import type { RouteDefinition, RouteHandler } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { MAX_LINE_QUANTITY } from '@/utils/bagPricing';
import { toCartGroups, toCartSummary, toPromotionSelection } from './presenter';
import { addToBag, changeLineQuantity, priceBag, removeFromBag, summariseBag } from './service';

// The bag. Prices a client sends (price, main_price, ...) are not read:
// the server prices every line from the database.

const MAX_ITEMS_PER_REQUEST = 50;

const quantity = wholeNumber('quantity', 1, MAX_LINE_QUANTITY);

/** Barcodes are digits, which a client may send as a number. */
const barcode = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
  text('barcode', 100).min(1, 'The barcode field is required.'),
);
const affiliate = optional(text('affiliate', 200));

// `variant`, `event_id` and `image` are the storefront's own: the barcode names the variant.
export const addBody = z.object({
  id: id('id'),
  barcode,
  quantity: quantity.optional(),
  affiliate,
} satisfies FieldsOf<Omit<AddToCartRequest, 'variant' | 'event_id' | 'image'>>);

export const addMultipleBody = z.object({
  items: z
    .array(
      z.object(
        { id: id('id'), barcode, quantity: quantity.optional() } satisfies FieldsOf<AddManyToCartRequest['items'][number]>,
        { error: 'Each item must be an object.' },
      ),
      { error: 'The items field must be a list.' },
    )
    .min(1, 'The items field must have at least 1 item.')
    .max(MAX_ITEMS_PER_REQUEST, `The items field must not have more than ${MAX_ITEMS_PER_REQUEST} items.`),
  affiliate,
} satisfies FieldsOf<AddManyToCartRequest>);

export const changeQuantityBody = z.object({ barcode, quantity } satisfies FieldsOf<CartQuantityChange>);

// The barcode alone names the line; the product id the storefront sends is checked when given.
export const deleteBody = z.object({
  barcode,
  product_id: id('product_id').optional(),
  remove_all: booleanFlag('remove_all').optional(),
} satisfies FieldsOf<RemoveFromCartRequest>);

// The checkout's delivery choice prices shipping; without it the bag ships for nothing yet.
export const summaryFields = z.object({
  shipping_type: oneOf('shipping_type', ['home_delivery', 'pickup']).optional(),
  district: queryId('district').optional(),
  delivery_method: oneOf('delivery_method', ['regular', 'express']).optional(),
} satisfies FieldsOf<ShippingChoice>);

const summaryQuery = summaryFields.transform((query) =>
  query.shipping_type
    ? { shippingType: query.shipping_type, districtId: query.district ?? null, deliveryMethod: query.delivery_method ?? 'regular' }
    : null,
);

/** A write to the bag answers that it happened and how many pieces the bag now holds. */
function bagChanged(message: string, cartCount: number) {
  const answer: contract.input<typeof addToCartAnswer> = { result: true, message, cart_count: cartCount };
  return ok(answer);
}

const listCart: RouteHandler = async (request, context) => {
  const caller = await requireCaller(request, context);
  return ok(toCartGroups(await priceBag(context.db, caller.userId, context.now())));
};

export const cartRoutes: RouteDefinition[] = [
  { method: 'GET', path: '/v2/carts', handler: listCart },
  { method: 'POST', path: '/v2/carts', handler: listCart },
  {
    method: 'POST',
    path: '/v2/carts/add',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(addBody, bodyFields(request.body));
      const cartCount = await addToBag(
        context.db,
        caller.userId,
        [{ productId: input.id, barcode: input.barcode, quantity: input.quantity ?? 1, affiliateRef: input.affiliate ?? null, quantityField: 'quantity' }],
        context.now(),
      );
      return bagChanged('Added to cart', cartCount);
    },
  },
  {
    method: 'POST',
    path: '/v3/carts/add/multiple',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(addMultipleBody, bodyFields(request.body));
      const additions = input.items.map((item, index) => ({
        productId: item.id,
        barcode: item.barcode,
        quantity: item.quantity ?? 1,
        affiliateRef: input.affiliate ?? null,
        quantityField: `items.${index}.quantity`,
      }));
      const cartCount = await addToBag(context.db, caller.userId, additions, context.now());
      return bagChanged('Added to cart', cartCount);
    },
  },
  {
    method: 'POST',
    path: '/v2/carts/change-quantity',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(changeQuantityBody, bodyFields(request.body));
      const cartCount = await changeLineQuantity(context.db, caller.userId, input.barcode, input.quantity, context.now());
      return bagChanged('Cart updated', cartCount);
    },
  },
  {
    method: 'POST',
    path: '/v2/carts/delete',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(deleteBody, bodyFields(request.body));
      const cartCount = await removeFromBag(
        context.db,
        caller.userId,
        { barcode: input.barcode, productId: input.product_id, removeAll: input.remove_all ?? false },
        context.now(),
      );
      return bagChanged('Removed from cart', cartCount);
    },
  },
  {
    method: 'GET',
    path: '/v2/cart-summary',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const shippingChoice = parseWith(summaryQuery, withoutEmptyValues(request.query));
      return ok(toCartSummary(await summariseBag(context.db, caller.userId, context.now(), shippingChoice)));
    },
  },
  {
    method: 'GET',
    path: '/v3/carts/promotion-get-selection',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      return okData(toPromotionSelection(await priceBag(context.db, caller.userId, context.now())));
    },
  },
];
