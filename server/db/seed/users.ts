import type { Db } from '../connection';
import { hashPassword } from '../../security/password';
import { daysBefore } from './support';

export const DEMO_CUSTOMER = {
  name: 'Demo Customer',
  email: 'customer@demo.shop',
  phone: '01711000001',
  password: 'Customer@123',
};

export const DEMO_AFFILIATE = {
  name: 'Demo Affiliate',
  email: 'affiliate@demo.shop',
  phone: '01711000002',
  password: 'Affiliate@123',
  referralCode: 'DEMOAFF',
};

export interface DemoPasswordHashes {
  customer: string;
  affiliate: string;
}

/** Hashing runs on the thread pool, so the seed starts it early and inserts meanwhile. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [customer, affiliate] = await Promise.all([hashPassword(DEMO_CUSTOMER.password), hashPassword(DEMO_AFFILIATE.password)]);
  return { customer, affiliate };
}

export interface DemoUserIds {
  customerId: number;
  affiliateId: number;
}

/** The two demo accounts the README lists; only their passwords are hashed, to keep seeding fast. */
export async function seedUsers(db: Db, passwordHashes: DemoPasswordHashes, now: Date): Promise<DemoUserIds> {
  const createdAt = daysBefore(now, 120);
  const customer = await db
    .insertInto('users')
    .values({
      user_type: 'customer',
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      password_hash: passwordHashes.customer,
      password_update: 1,
      email_verified_at: createdAt,
      phone_verified_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const affiliate = await db
    .insertInto('users')
    .values({
      user_type: 'customer',
      name: DEMO_AFFILIATE.name,
      email: DEMO_AFFILIATE.email,
      phone: DEMO_AFFILIATE.phone,
      password_hash: passwordHashes.affiliate,
      password_update: 1,
      email_verified_at: createdAt,
      phone_verified_at: createdAt,
      referral_code: DEMO_AFFILIATE.referralCode,
      affiliate_status: 1,
      affiliate: 1,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('affiliate_users')
    .values({
      user_id: affiliate.id,
      name: DEMO_AFFILIATE.name,
      phone: DEMO_AFFILIATE.phone,
      promotion_plan: 'Facebook page and YouTube reviews of Bangladeshi fashion',
      status: 'approved',
      payment_method: 'bkash',
      bkash_number: DEMO_AFFILIATE.phone,
      approved_at: daysBefore(now, 100),
      created_at: daysBefore(now, 110),
      updated_at: daysBefore(now, 100),
    })
    .execute();
  return { customerId: customer.id, affiliateId: affiliate.id };
}
