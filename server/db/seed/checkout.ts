import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { CouponsTable } from '../types';
import { bannerImagePath, brandImagePath } from '../../modules/media/paths';
import { MEMBER_DISCOUNT_PERCENT } from '../../../utils/checkoutPricing';
import { takaToPoisha } from '../../../utils/money';
import { daysBefore, daysFrom, insertInBatches } from './support';
import { DEMO_CUSTOMER } from './users';

const MEMBERSHIP_CARDS = [
  { name: 'Silver', color: '#8d9096', strokedTaka: 1000, validityDays: 365 },
  { name: 'Gold', color: '#d4a017', strokedTaka: 2000, validityDays: 365 },
  { name: 'Platinum', color: '#1c1c1c', strokedTaka: 5000, validityDays: 730 },
];
/** A membership card sells at 20 percent off its stroked price. */
const MEMBERSHIP_CARD_DISCOUNT_PERCENT = 20;

type CouponSeed = Pick<Insertable<CouponsTable>, 'code' | 'type' | 'value'> & Partial<Insertable<CouponsTable>>;

async function seedCoupons(db: Db, panjabiCategoryId: number, now: Date): Promise<void> {
  // Every row names every column: a multi-row insert on SQLite fills missing ones with NULL.
  const coupon = (fields: CouponSeed): Insertable<CouponsTable> => ({
    min_spend: 0,
    max_discount: null,
    start_at: daysBefore(now, 30),
    end_at: daysFrom(now, 180),
    usage_limit: null,
    per_user_limit: null,
    used_count: 0,
    free_shipping: 0,
    category_id: null,
    status: 1,
    created_at: daysBefore(now, 30),
    ...fields,
  });
  await insertInBatches(db, 'coupons', [
    coupon({ code: 'WELCOME10', type: 'percent', value: 10, min_spend: takaToPoisha(1000), max_discount: takaToPoisha(500), per_user_limit: 1 }),
    coupon({ code: 'FLAT200', type: 'amount', value: takaToPoisha(200), min_spend: takaToPoisha(2000) }),
    coupon({ code: 'FREESHIP', type: 'amount', value: 0, min_spend: takaToPoisha(1500), free_shipping: 1 }),
    coupon({ code: 'PANJABI15', type: 'percent', value: 15, category_id: panjabiCategoryId }),
    coupon({
      code: 'EXPIRED50',
      type: 'amount',
      value: takaToPoisha(50),
      start_at: daysBefore(now, 75),
      end_at: daysBefore(now, 30),
      created_at: daysBefore(now, 75),
    }),
    coupon({ code: 'ONCE100', type: 'amount', value: takaToPoisha(100), usage_limit: 1 }),
  ]);
}

async function seedMemberships(db: Db, customerId: number, now: Date): Promise<void> {
  await insertInBatches(
    db,
    'membership_card_types',
    MEMBERSHIP_CARDS.map((card) => ({
      name: card.name,
      image: bannerImagePath('card', card.color, `${card.name} Membership`),
      stroked_price: takaToPoisha(card.strokedTaka),
      price: takaToPoisha((card.strokedTaka * (100 - MEMBERSHIP_CARD_DISCOUNT_PERCENT)) / 100),
      discount_percent: MEMBERSHIP_CARD_DISCOUNT_PERCENT,
      validity_days: card.validityDays,
      status: 1,
    })),
  );
  const gold = await db.selectFrom('membership_card_types').select('id').where('name', '=', 'Gold').executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({
      card_type_id: gold.id,
      user_id: customerId,
      membership_no: 'MEM-1001',
      holder_name: DEMO_CUSTOMER.name,
      holder_phone: DEMO_CUSTOMER.phone,
      holder_email: DEMO_CUSTOMER.email,
      discount_percent: MEMBER_DISCOUNT_PERCENT,
      status: 'active',
      starts_at: daysBefore(now, 60),
      expires_at: daysFrom(now, 305),
      created_at: daysBefore(now, 60),
    })
    .execute();
}

async function seedGiftCards(db: Db, now: Date): Promise<void> {
  const holder = { holder_name: DEMO_CUSTOMER.name, holder_phone: DEMO_CUSTOMER.phone, holder_email: DEMO_CUSTOMER.email };
  await insertInBatches(db, 'gift_cards', [
    { ...holder, card_no: 'GIFT-1000-DEMO', initial_balance: takaToPoisha(1000), balance: takaToPoisha(1000), expires_at: daysFrom(now, 365), created_at: daysBefore(now, 10) },
    { ...holder, card_no: 'GIFT-0-USED', initial_balance: takaToPoisha(500), balance: 0, expires_at: daysFrom(now, 200), created_at: daysBefore(now, 90) },
    { ...holder, card_no: 'GIFT-EXPIRED', initial_balance: takaToPoisha(500), balance: takaToPoisha(500), expires_at: daysBefore(now, 10), created_at: daysBefore(now, 400) },
  ]);
}

async function seedPaymentTypes(db: Db): Promise<void> {
  await insertInBatches(db, 'payment_types', [
    { payment_type_key: 'cash_on_delivery', payment_type: 'cash', name: 'Cash on Delivery', title: 'Pay in cash when your order arrives', image: brandImagePath('cash-on-delivery'), position: 1, status: 1 },
    { payment_type_key: 'bkash', payment_type: 'online', name: 'bKash', title: 'Pay with your bKash account', image: brandImagePath('bkash'), position: 2, status: 1 },
    { payment_type_key: 'nagad', payment_type: 'online', name: 'Nagad', title: 'Pay with your Nagad account', image: brandImagePath('nagad'), position: 3, status: 1 },
    { payment_type_key: 'sslcommerz', payment_type: 'online', name: 'SSLCommerz', title: 'Cards, mobile banking and internet banking', image: brandImagePath('sslcommerz'), position: 4, status: 1 },
  ]);
}

async function seedDelivery(db: Db): Promise<void> {
  const rates: [number, number][] = [
    [1, 60],
    [3, 80],
    [6, 120],
  ];
  const outsideRates: [number, number][] = [
    [1, 120],
    [3, 150],
    [6, 200],
  ];
  await insertInBatches(db, 'shipping_rates', [
    ...rates.map(([quantity, taka]) => ({ zone: 'inside_dhaka' as const, min_quantity: quantity, price: takaToPoisha(taka) })),
    ...outsideRates.map(([quantity, taka]) => ({ zone: 'outside_dhaka' as const, min_quantity: quantity, price: takaToPoisha(taka) })),
  ]);
  await insertInBatches(db, 'delivery_methods', [
    { key: 'regular', name: 'Regular Delivery', price: 0, estimated_days: '3-5 days', status: 1 },
    { key: 'express', name: 'Express Delivery', price: takaToPoisha(100), estimated_days: '1 day', status: 1 },
  ]);
  await insertInBatches(db, 'pickup_points', [
    { name: 'Gulshan Pickup Point', address: 'Plot 12, Gulshan Avenue, Gulshan 1, Dhaka 1212', phone: '01711000101', city: 'Dhaka', status: 1 },
    { name: 'Dhanmondi Pickup Point', address: 'House 27, Road 7A, Dhanmondi, Dhaka 1209', phone: '01711000102', city: 'Dhaka', status: 1 },
    { name: 'Uttara Pickup Point', address: 'House 5, Sector 7, Uttara, Dhaka 1230', phone: '01711000103', city: 'Dhaka', status: 1 },
    { name: 'Chattogram GEC Pickup Point', address: 'CDA Avenue, GEC Circle, Chattogram 4000', phone: '01711000106', city: 'Chattogram', status: 1 },
  ]);
}

/** Coupons, membership and gift cards, payment types and delivery prices for checkout. */
export async function seedCheckout(db: Db, context: { panjabiCategoryId: number; customerId: number; now: Date }): Promise<void> {
  await seedCoupons(db, context.panjabiCategoryId, context.now);
  await seedMemberships(db, context.customerId, context.now);
  await seedGiftCards(db, context.now);
  await seedPaymentTypes(db);
  await seedDelivery(db);
}
