import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { DeliveryMethod, PaymentType, PickupPoint } from '@/contract/checkout';
import type { CartSummary } from '@/contract/cart';
import { API, DHANMONDI_ADDRESS, RED_SAREE, WHITE_PANJABI, type FakeShop } from '../../../store/support/fakeShop';

// The endpoints the checkout calls (docs/API.md), answered at the network edge beside the
// fake shop's bag: checkout options, places, the summary with a shipping choice, cards and placement.

export const PAYMENT_TYPES: PaymentType[] = [
  { payment_type: 'cash', payment_type_key: 'cash_on_delivery', image: '/media/brand/cash.svg', name: 'Cash on Delivery', title: 'Pay in cash when your order arrives' },
  { payment_type: 'online', payment_type_key: 'bkash', image: '/media/brand/bkash.svg', name: 'bKash', title: 'Pay with your bKash account' },
];

export const DELIVERY_METHODS: DeliveryMethod[] = [
  { key: 'regular', name: 'Regular Delivery', price: 0, estimated_days: '3-5 days' },
  { key: 'express', name: 'Express Delivery', price: 100, estimated_days: '1 day' },
];

export const PICKUP_POINTS: PickupPoint[] = [
  { id: 1, name: 'Gulshan Pickup Point', address: 'Plot 12, Gulshan Avenue, Dhaka 1212', phone: '01711000101', city: 'Dhaka' },
  { id: 2, name: 'Chattogram GEC Pickup Point', address: 'CDA Avenue, GEC Circle, Chattogram 4000', phone: '01711000106', city: 'Chattogram' },
];

/** District ids: Dhaka (and the saved Dhanmondi address's district) is inside Dhaka, Chattogram outside. */
export const DHAKA_DISTRICT = 18;
export const CHATTOGRAM_DISTRICT = 40;
const INSIDE_DHAKA_DISTRICTS = [DHAKA_DISTRICT, DHANMONDI_ADDRESS.city_id];
const INSIDE_DHAKA_RATE = 60;
const OUTSIDE_DHAKA_RATE = 120;
const EXPRESS_PRICE = 100;
const COUPON_AMOUNT = 100;
const MEMBERSHIP_DISCOUNT = 270;
const GIFT_CARD_BALANCE = 1000;

export const MEMBERSHIP_NO = 'MEM-1001';
export const MEMBERSHIP_CODE = '123456';
export const GIFT_CARD_NO = 'GIFT-1000-DEMO';
export const EMPTY_GIFT_CARD_NO = 'GIFT-0-USED';
export const GIFT_CARD_CODE = '654321';

export interface PlacementRequest {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

const validationError = (field: string, message: string) =>
  HttpResponse.json({ result: false, message, errors: { [field]: [message] } }, { status: 422 });

export function createFakeCheckout(shop: FakeShop) {
  const summaryQueries: URLSearchParams[] = [];
  const placements: PlacementRequest[] = [];
  let priceRise = 0;
  const cards = { membership: null as string | null, membershipApplied: false, giftCard: null as string | null, giftCardApplied: false };
  let placeOrderAnswer: HttpResponseResolver = () =>
    HttpResponse.json({
      result: true,
      message: 'Your order has been placed',
      data: { order_id: 77, combined_order_id: 70, code: 'RD2611220A1B2C', grand_total: 2760, amount_to_pay: 2760, payment_type: 'cash_on_delivery', payment_status: 'unpaid', payment_url: null },
    });

  function subTotal(): number {
    return [WHITE_PANJABI, RED_SAREE].reduce((total, variant) => total + (variant.price - variant.discount) * shop.quantityOf(variant.barcode), 0);
  }

  /** The fake's variants are crossed out at their price before discount. */
  function regularSubTotal(): number {
    return [WHITE_PANJABI, RED_SAREE].reduce((total, variant) => total + variant.price * shop.quantityOf(variant.barcode), 0);
  }

  function shipping(query: URLSearchParams): { zone: CartSummary['shipping_zone']; cost: number } {
    if (query.get('shipping_type') !== 'home_delivery') return { zone: null, cost: 0 };
    const district = Number(query.get('district'));
    // Without a district the zone is unknown and the outside-Dhaka rate applies, as on the server.
    const zone = district ? (INSIDE_DHAKA_DISTRICTS.includes(district) ? 'inside_dhaka' : 'outside_dhaka') : null;
    const rate = zone === 'inside_dhaka' ? INSIDE_DHAKA_RATE : OUTSIDE_DHAKA_RATE;
    return { zone, cost: rate + (query.get('delivery_method') === 'express' ? EXPRESS_PRICE : 0) };
  }

  /** The summary the server would answer for a query, cards and coupon included. */
  function summaryFor(query: URLSearchParams): CartSummary {
    const membershipDiscount = cards.membershipApplied ? MEMBERSHIP_DISCOUNT : 0;
    const couponDiscount = shop.couponCode() ? COUPON_AMOUNT : 0;
    const { zone, cost } = shipping(query);
    const sub = subTotal() + priceRise - membershipDiscount;
    const grandTotal = sub + cost - couponDiscount;
    const giftCardAmount = cards.giftCardApplied ? Math.min(GIFT_CARD_BALANCE, grandTotal) : 0;
    return {
      coupon_applied: couponDiscount > 0,
      coupon_code: shop.couponCode(),
      discount: couponDiscount,
      grand_total: grandTotal,
      grand_total_value: grandTotal,
      loyality_applied: cards.membershipApplied,
      shipping_cost: cost,
      sub_total: sub,
      tax: 0,
      regular_sub_total: regularSubTotal() + priceRise,
      membership_applied: cards.membershipApplied,
      membership_no: cards.membershipApplied ? cards.membership : null,
      membership_discount: membershipDiscount,
      gift_card_applied: cards.giftCardApplied,
      gift_card_no: cards.giftCardApplied ? cards.giftCard : null,
      gift_card_amount: giftCardAmount,
      amount_to_pay: grandTotal - giftCardAmount,
      free_shipping: false,
      shipping_zone: zone,
      item_count: shop.quantityOf(WHITE_PANJABI.barcode) + shop.quantityOf(RED_SAREE.barcode),
    };
  }

  const read = <T>(data: T) => HttpResponse.json({ success: true, status: 200, data });

  const handlers = [
    http.get(`${API}/v2/payment-types`, () => HttpResponse.json(PAYMENT_TYPES)),
    http.get(`${API}/v2/shippingChargeExpressAndRegular`, () => read(DELIVERY_METHODS)),
    http.get(`${API}/v2/pickup-list`, () => read(PICKUP_POINTS)),
    http.get(`${API}/v2/user/shipping/address`, () => read([DHANMONDI_ADDRESS])),
    http.get(`${API}/v2/countries`, () => read([{ id: 1, name: 'Bangladesh' }])),
    http.get(`${API}/v2/states-by-country/1`, () => read([{ id: 2, name: 'Chattogram' }, { id: 3, name: 'Dhaka' }])),
    http.get(`${API}/v2/cities-by-state/3`, () => read([{ id: DHAKA_DISTRICT, name: 'Dhaka', is_inside_dhaka: 1 }])),
    http.get(`${API}/v2/cities-by-state/2`, () => read([{ id: CHATTOGRAM_DISTRICT, name: 'Chattogram', is_inside_dhaka: 0 }])),
    http.get(`${API}/v2/areas-by-city/${DHAKA_DISTRICT}`, () => read([{ id: 10, name: 'Dhanmondi' }, { id: 11, name: 'Gulshan' }])),
    http.get(`${API}/v2/areas-by-city/${CHATTOGRAM_DISTRICT}`, () => read([{ id: 20, name: 'Kotwali' }])),
    http.get(`${API}/v2/cart-summary`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      summaryQueries.push(query);
      return HttpResponse.json(summaryFor(query));
    }),
    http.post(`${API}/v2/membership/apply`, async ({ request }) => {
      const { membership_no } = (await request.json()) as { membership_no: string };
      if (membership_no !== MEMBERSHIP_NO) return validationError('membership_no', 'Membership card not found');
      cards.membership = membership_no;
      return HttpResponse.json({ result: true, message: 'A verification code was sent to the card holder (…01)', otp: true });
    }),
    http.post(`${API}/v2/membership/verify`, async ({ request }) => {
      const { membership_no, otp } = (await request.json()) as { membership_no: string; otp: string };
      if (membership_no !== cards.membership || otp !== MEMBERSHIP_CODE) return validationError('otp', 'The code is wrong or has expired');
      cards.membershipApplied = true;
      return HttpResponse.json({ result: true, message: 'Membership card applied', membership_no, membership_applied: true, membership_amount: MEMBERSHIP_DISCOUNT, tax: 0 });
    }),
    http.post(`${API}/v2/membership/remove`, () => {
      if (!cards.membershipApplied) return HttpResponse.json({ result: false, message: 'No membership card applied' }, { status: 422 });
      cards.membershipApplied = false;
      return HttpResponse.json({ result: true, message: 'Membership card removed' });
    }),
    http.post(`${API}/v2/gift-card/apply`, async ({ request }) => {
      const { gift_card_no } = (await request.json()) as { gift_card_no: string };
      if (gift_card_no === EMPTY_GIFT_CARD_NO) return validationError('gift_card_no', 'This gift card has no balance left');
      if (gift_card_no !== GIFT_CARD_NO) return validationError('gift_card_no', 'Gift card not found');
      cards.giftCard = gift_card_no;
      return HttpResponse.json({ result: true, message: 'A verification code was sent to the card holder (…01)', otp: true });
    }),
    http.post(`${API}/v2/gift-card/verify`, async ({ request }) => {
      const { gift_card_no, otp } = (await request.json()) as { gift_card_no: string; otp: string };
      if (gift_card_no !== cards.giftCard || otp !== GIFT_CARD_CODE) return validationError('otp', 'The code is wrong or has expired');
      cards.giftCardApplied = true;
      const grandTotal = summaryFor(new URLSearchParams()).grand_total;
      const amount = Math.min(GIFT_CARD_BALANCE, grandTotal);
      return HttpResponse.json({ result: true, message: 'Gift card applied', gift_card_no, gift_card_applied: true, gift_card_amount: amount, balance: GIFT_CARD_BALANCE, tax: 0 });
    }),
    http.post(`${API}/v2/gift-card/remove`, () => {
      cards.giftCardApplied = false;
      return HttpResponse.json({ result: true, message: 'Gift card removed' });
    }),
    http.post(`${API}/v2/order/store`, async (info) => {
      placements.push({ body: (await info.request.clone().json()) as Record<string, unknown>, idempotencyKey: info.request.headers.get('Idempotency-Key') });
      return placeOrderAnswer(info);
    }),
  ];

  return {
    handlers,
    summaryQueries,
    placements,
    /** The summary the server would answer now for a shipping query. */
    summaryFor: (query: Record<string, string> = {}) => summaryFor(new URLSearchParams(query)),
    /** A membership card confirmed for this bag earlier (another tab, an earlier visit). */
    applyMembershipElsewhere() {
      cards.membership = MEMBERSHIP_NO;
      cards.membershipApplied = true;
    },
    /** The catalog's prices go up by this much from now on. */
    raisePrices(amount: number) {
      priceRise = amount;
    },
    /** Answers the next placements with this resolver instead of the default success. */
    answerPlacementsWith(resolver: HttpResponseResolver) {
      placeOrderAnswer = resolver;
    },
  };
}

export type FakeCheckout = ReturnType<typeof createFakeCheckout>;
