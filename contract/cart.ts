import * as z from 'zod/mini';
import type { PromotionState } from '@/utils/bagPage';
import { mutationAnswer, readEnvelope } from './envelope';
import { taka } from './money';

// The bag: its lines, its summary, coupons, gift cards and membership cards applied to it.

export interface AddToCartRequest {
  /** The product id. */
  id: number;
  variant?: string;
  barcode: string;
  /** Added to the line's quantity; 1 when left out. */
  quantity?: number;
  /** The analytics event id, so the server can de-duplicate the same add_to_cart event. */
  event_id?: string;
  image?: string | null;
  /** The referral query kept in the affiliate cookie. */
  affiliate?: string;
}

/** `POST /v3/carts/add/multiple`: several variants in one call, each named as a single addition names it. */
export interface AddManyToCartRequest extends Pick<AddToCartRequest, 'affiliate'> {
  items: readonly Pick<AddToCartRequest, 'id' | 'barcode' | 'quantity'>[];
}

export interface RemoveFromCartRequest {
  product_id: number;
  barcode: string;
  /** Removes the whole line instead of one unit. */
  remove_all?: boolean;
}

/** `POST /v2/carts/change-quantity`: the barcode names the line. */
export interface CartQuantityChange {
  barcode: string;
  quantity: number;
}

/** The checkout's delivery choices, which the summary prices shipping by. */
export interface ShippingChoice {
  shipping_type: 'home_delivery' | 'pickup';
  /** The district (`/v2/cities` id) of the delivery address. */
  district?: number;
  delivery_method?: 'regular' | 'express';
}

/** `POST /v2/coupon-apply` and `POST /v2/coupon-check`. */
export interface CouponRequest {
  coupon_code: string;
  /** The storefront's own: the bearer token names the bag. */
  user_id?: number;
}

/** `POST /v2/coupon-remove`. */
export interface CouponRemoval {
  /** The storefront's own: the bearer token names the bag. */
  user_id?: number;
}

/** `POST /v2/gift-card/apply`: sends a one-time code to the card's holder. */
export interface GiftCardCodeRequest {
  gift_card_no: string;
}

/** `POST /v2/gift-card/verify`: the code the holder received applies the card to the bag. */
export interface GiftCardVerification extends GiftCardCodeRequest {
  otp: string;
}

/** `POST /v2/membership/purchase_store`. */
export interface MembershipPurchase {
  card_type_id: number;
  /** The `payment_type_key` of an online payment type (`GET /v2/payment-types`). */
  payment_type: string;
}

/** `POST /v2/membership/apply`: sends a one-time code to the card's holder. */
export interface MembershipCodeRequest {
  membership_no: string;
}

/** `POST /v2/membership/verify`: the code the holder received applies the card to the bag. */
export interface MembershipVerification extends MembershipCodeRequest {
  otp: string;
}

/** One line of `POST /v2/carts`: `price` and `original_price` are for one piece, the other amounts for the whole line. */
const serverCartItem = z.object({
  id: z.number(),
  /** The crossed-out unit price. */
  original_price: taka,
  owner_id: z.number(),
  user_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  product_thumbnail_image: z.nullable(z.string()),
  variation: z.nullable(z.string()),
  /** The price of one piece, before any discount. */
  price: taka,
  currency_symbol: z.string(),
  tax: taka,
  shipping_cost: taka,
  quantity: z.number(),
  discount: taka,
  lower_limit: z.number(),
  upper_limit: z.number(),
  stock: z.number(),
  circular_discount: taka,
  flash_discount: taka,
  loyalty_discount: taka,
  slug: z.string(),
  digital: z.number(),
  color: z.optional(z.nullable(z.string())),
  size: z.optional(z.nullable(z.string())),
  is_negative: z.optional(z.number()),
});

const serverCartGroup = z.object({
  name: z.string(),
  owner_id: z.number(),
  cart_items: z.array(serverCartItem),
});

/** `POST /v2/carts`: the bag grouped by seller, a bare list. */
export const cartList = z.array(serverCartGroup);

export const addToCartAnswer = z.object({ ...mutationAnswer.shape, cart_count: z.optional(z.number()) });

/** `GET /v2/cart-summary` (the API's own spelling of `loyality_applied`). */
export const cartSummary = z.object({
  coupon_applied: z.union([z.boolean(), z.number()]),
  coupon_code: z.nullable(z.string()),
  discount: taka,
  grand_total: taka,
  grand_total_value: taka,
  loyality_applied: z.union([z.boolean(), z.number()]),
  shipping_cost: taka,
  sub_total: taka,
  tax: taka,
  // The fields below come with the embedded API's summary; another backend may leave them out.
  /** The lines at their regular (crossed-out) prices, before any discount. */
  regular_sub_total: z.optional(taka),
  membership_applied: z.optional(z.boolean()),
  membership_no: z.optional(z.nullable(z.string())),
  membership_discount: z.optional(taka),
  gift_card_applied: z.optional(z.boolean()),
  gift_card_no: z.optional(z.nullable(z.string())),
  gift_card_amount: z.optional(taka),
  /** What the payment method collects: the grand total less the gift card. */
  amount_to_pay: z.optional(taka),
  free_shipping: z.optional(z.boolean()),
  shipping_zone: z.optional(z.nullable(z.enum(['inside_dhaka', 'outside_dhaka']))),
  /** Units in the bag. */
  item_count: z.optional(z.number()),
  /** Free delivery from this bag amount in taka; null when the shop does not offer it. */
  free_shipping_limit: z.optional(z.nullable(taka)),
  /** What the bag still lacks for free delivery, in taka; 0 once reached. */
  free_shipping_remaining: z.optional(z.nullable(taka)),
  /** The bag has reached free delivery (only an express surcharge is charged). */
  free_shipping_applied: z.optional(z.boolean()),
});

/** The "buy X, save Y percent" promotion, how far the bag is from it and what it takes off. */
const promotionSelection = z.object({
  title: z.nullable(z.string()),
  /** Pieces the bag must hold; 0 when the promotion is off. */
  buy_quantity: z.number(),
  discount_percent: z.number(),
  quantity_in_bag: z.number(),
  quantity_needed: z.number(),
  eligible: z.boolean(),
  /** What the promotion takes off the bag now, in taka. */
  discount: taka,
}) satisfies z.ZodMiniType<PromotionState>;

export const promotionSelectionAnswer = readEnvelope(promotionSelection);

export const couponAnswer = z.object({
  ...mutationAnswer.shape,
  discount: taka,
  tax: taka,
  free_shipping: z.union([z.boolean(), z.number()]),
});

/** A one-time code went to the card's holder. */
export const codeSentAnswer = z.object({ ...mutationAnswer.shape, otp: z.boolean() });

export const giftCardAppliedAnswer = z.object({
  ...mutationAnswer.shape,
  gift_card_no: z.string(),
  gift_card_applied: z.boolean(),
  gift_card_amount: taka,
  balance: taka,
  tax: taka,
});

const membershipCardType = z.object({
  id: z.number(),
  name: z.string(),
  image: z.nullable(z.string()),
  price: taka,
  stroked_price: taka,
  /** A member pays this percent less than the stroked price. */
  member_discount_percent: z.number(),
  validity_days: z.number(),
});

const ownMembership = z.object({
  membership_no: z.string(),
  card_name: z.string(),
  status: z.string(),
  expires_at: z.string(),
  /** The online purchase that issued the card; null for a card issued otherwise. */
  purchase_id: z.nullable(z.number()),
});

export const membershipCardTypes = readEnvelope(z.array(membershipCardType));
export const ownMemberships = readEnvelope(z.array(ownMembership));

export const membershipPurchaseAnswer = z.object({
  ...mutationAnswer.shape,
  data: z.object({ purchase_id: z.number(), amount: taka, payment_url: z.nullable(z.string()) }),
});

export const membershipAppliedAnswer = z.object({
  ...mutationAnswer.shape,
  membership_no: z.string(),
  membership_applied: z.boolean(),
  membership_amount: taka,
  tax: taka,
});

export type ServerCartItem = z.output<typeof serverCartItem>;
export type ServerCartGroup = z.output<typeof serverCartGroup>;
export type AddToCartAnswer = z.output<typeof addToCartAnswer>;
export type CartSummary = z.output<typeof cartSummary>;
export type PromotionSelection = z.output<typeof promotionSelection>;
export type CouponAnswer = z.output<typeof couponAnswer>;
export type CodeSentAnswer = z.output<typeof codeSentAnswer>;
export type GiftCardAppliedAnswer = z.output<typeof giftCardAppliedAnswer>;
export type MembershipCardType = z.output<typeof membershipCardType>;
export type OwnMembership = z.output<typeof ownMembership>;
export type MembershipPurchaseAnswer = z.output<typeof membershipPurchaseAnswer>;
export type MembershipAppliedAnswer = z.output<typeof membershipAppliedAnswer>;
