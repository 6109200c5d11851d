import type { Db } from '@/server/db/connection';
import { createSignedInUser, insertOrder, type SignedIn } from '../support/fixtures';

// Affiliates, their money and the programme's settings, written straight into the database so
// that each suite builds exactly the state its expectations need. Amounts in poisha.

let sequence = 0;
function nextNumber(): number {
  sequence += 1;
  return sequence;
}

export const ADMIN_TOKEN = 'affiliate-admin-secret-for-tests';
export const adminHeaders = { 'X-Admin-Token': ADMIN_TOKEN };

/** Sets ADMIN_API_TOKEN for every test of the suite and puts the old value back afterwards. */
export function setUpAdminToken(): void {
  const saved = process.env.ADMIN_API_TOKEN;
  beforeEach(() => {
    process.env.ADMIN_API_TOKEN = ADMIN_TOKEN;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.ADMIN_API_TOKEN;
    else process.env.ADMIN_API_TOKEN = saved;
  });
}

export async function setSetting(db: Db, type: string, value: string): Promise<void> {
  await db.updateTable('business_settings').set({ value }).where('type', '=', type).execute();
}

export interface Customer extends SignedIn {
  token: string;
  email: string;
}

export async function createCustomer(db: Db, now: Date = new Date()): Promise<Customer> {
  const number = nextNumber();
  const email = `affiliate-test-${number}-${Date.now()}@test.shop`;
  const signedIn = await createSignedInUser(db, { user_type: 'customer', name: `Affiliate Tester ${number}`, email }, now);
  return { ...signedIn, email };
}

export interface AffiliateSpec {
  status?: 'pending' | 'approved' | 'rejected';
  paymentMethod?: 'bkash' | 'nagad' | 'bank' | null;
  bkashNumber?: string | null;
}

export interface TestAffiliate extends Customer {
  affiliateId: number;
  code: string;
}

/** A customer with an application in the given state (approved unless told otherwise), a referral code and bKash settings. */
export async function createAffiliate(db: Db, spec: AffiliateSpec = {}, now: Date = new Date()): Promise<TestAffiliate> {
  const customer = await createCustomer(db, now);
  const status = spec.status ?? 'approved';
  const code = `TEST${String(nextNumber()).padStart(4, '0')}`;
  const approved = status === 'approved';
  await db
    .updateTable('users')
    .set({ referral_code: code, affiliate_status: approved ? 1 : 0, affiliate: approved ? 1 : 0 })
    .where('id', '=', customer.userId)
    .execute();
  const time = now.toISOString();
  const row = await db
    .insertInto('affiliate_users')
    .values({
      user_id: customer.userId,
      name: 'Test Affiliate',
      phone: '01811000000',
      promotion_plan: 'Reels',
      status,
      payment_method: spec.paymentMethod === undefined ? 'bkash' : spec.paymentMethod,
      bkash_number: spec.bkashNumber === undefined ? '01811000000' : spec.bkashNumber,
      approved_at: approved ? time : null,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...customer, affiliateId: row.id, code };
}

export interface EarningSpec {
  amount: number;
  status: 'pending' | 'approved' | 'cancelled' | 'paid';
  /** When it was recorded (the order placed); also its last change unless `updatedAt` is given. */
  createdAt?: Date;
  updatedAt?: Date;
}

/** An earning on an order of its own (placed by a customer of its own). */
export async function insertEarning(db: Db, affiliate: TestAffiliate, spec: EarningSpec): Promise<number> {
  const createdAt = spec.createdAt ?? new Date();
  const buyer = await createCustomer(db, createdAt);
  const orderId = await insertOrder(db, { userId: buyer.userId, code: `AFF-TEST-${nextNumber()}-${Date.now()}`, total: spec.amount * 10, now: createdAt });
  const row = await db
    .insertInto('affiliate_earnings')
    .values({
      affiliate_user_id: affiliate.affiliateId,
      order_id: orderId,
      order_item_id: null,
      product_id: null,
      rate: 10,
      amount: spec.amount,
      status: spec.status,
      created_at: createdAt.toISOString(),
      updated_at: (spec.updatedAt ?? createdAt).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertClick(db: Db, affiliate: TestAffiliate, visitorKey: string, visitDay: string, createdAt: Date): Promise<void> {
  await db
    .insertInto('affiliate_clicks')
    .values({ affiliate_user_id: affiliate.affiliateId, visitor_key: visitorKey, visit_day: visitDay, landing_url: '/', product_id: null, created_at: createdAt.toISOString() })
    .execute();
}

export async function earningsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('affiliate_earnings')
    .select(['affiliate_user_id', 'product_id', 'rate', 'amount', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function withdrawRequestsOf(db: Db, affiliate: TestAffiliate) {
  return db
    .selectFrom('affiliate_withdraw_requests')
    .selectAll()
    .where('affiliate_user_id', '=', affiliate.affiliateId)
    .orderBy('id')
    .execute();
}
