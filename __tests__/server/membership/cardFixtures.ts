import type { Db } from '@/server/db/connection';
import type { TestApi } from '../support/testApi';
import { daysAfter } from '../cart/shopFixtures';

// Membership and gift cards made for the card suites, each with its own holder phone so that the
// outbox and the per-card code limit of one test never meet another's.

let sequence = 0;
function nextNumber(): number {
  sequence += 1;
  return sequence;
}

export function newHolderPhone(): string {
  return `0195${String(nextNumber()).padStart(7, '0')}`;
}

export interface HolderSpec {
  phone?: string | null;
  email?: string | null;
}

export interface MembershipSpec extends HolderSpec {
  status?: 'active' | 'expired' | 'cancelled';
  /** Days from now; the card started 30 days ago and ends in 300 days unless told otherwise. */
  startsInDays?: number;
  endsInDays?: number;
  userId?: number | null;
  cardTypeName?: string;
}

export interface CardFixture {
  cardNo: string;
  /** Where its codes go. */
  recipient: string | null;
}

function holder(spec: HolderSpec) {
  const phone = spec.phone === undefined ? newHolderPhone() : spec.phone;
  return { holder_phone: phone, holder_email: spec.email ?? null, recipient: phone ?? spec.email ?? null };
}

export async function createMembership(db: Db, spec: MembershipSpec = {}, now: Date = new Date()): Promise<CardFixture> {
  const cardType = await db
    .selectFrom('membership_card_types')
    .select('id')
    .where('name', '=', spec.cardTypeName ?? 'Gold')
    .executeTakeFirstOrThrow();
  const membershipNo = `MEM-T${String(nextNumber()).padStart(5, '0')}`;
  const { recipient, ...contact } = holder(spec);
  await db
    .insertInto('memberships')
    .values({
      card_type_id: cardType.id,
      user_id: spec.userId ?? null,
      membership_no: membershipNo,
      holder_name: 'Card Holder',
      ...contact,
      discount_percent: 20,
      status: spec.status ?? 'active',
      starts_at: daysAfter(now, spec.startsInDays ?? -30),
      expires_at: daysAfter(now, spec.endsInDays ?? 300),
      created_at: daysAfter(now, -30),
    })
    .execute();
  return { cardNo: membershipNo, recipient };
}

export interface GiftCardSpec extends HolderSpec {
  /** In poisha. */
  balance: number;
  endsInDays?: number;
  status?: 'active' | 'blocked';
}

export async function createGiftCard(db: Db, spec: GiftCardSpec, now: Date = new Date()): Promise<CardFixture> {
  const cardNo = `GIFT-T${String(nextNumber()).padStart(5, '0')}`;
  const { recipient, ...contact } = holder(spec);
  await db
    .insertInto('gift_cards')
    .values({
      card_no: cardNo,
      holder_name: 'Card Holder',
      ...contact,
      initial_balance: spec.balance,
      balance: spec.balance,
      expires_at: daysAfter(now, spec.endsInDays ?? 300),
      status: spec.status ?? 'active',
      created_at: daysAfter(now, -10),
    })
    .execute();
  return { cardNo, recipient };
}

/** The code in the newest outbox message to the recipient, read as a developer would. */
export async function latestCodeSentTo(api: TestApi, recipient: string): Promise<string> {
  const response = await api.get(`/v2/dev/outbox/latest?recipient=${encodeURIComponent(recipient)}`);
  if (response.status !== 200 || !response.body.data.code) throw new Error(`no code was sent to ${recipient}`);
  return response.body.data.code;
}

/** Any six digits but these. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
