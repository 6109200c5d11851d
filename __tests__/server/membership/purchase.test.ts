import type { Db } from '@/server/db/connection';
import { findMembershipCharge, settleMembershipPurchase } from '@/server/modules/membership/purchaseService';
import { createShopper, type Shopper } from '../cart/shopFixtures';
import { setUpTestShop } from '../support/testApi';
import { createMembership } from './cardFixtures';

// Membership card types, buying a card online, the gateway's outcome, and the customer's cards.

const now = new Date();
const shop = setUpTestShop(() => now);
const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

async function cardTypeId(name: string): Promise<number> {
  const row = await shop.db.selectFrom('membership_card_types').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

const purchase = (shopper: Shopper | null, body: unknown) => shop.api.post('/v2/membership/purchase_store', body, shopper?.headers);

/** A customer's pending purchase of the Gold card by bKash; answers its gateway reference too. */
async function startGoldPurchase(customer: Shopper) {
  const response = await purchase(customer, { card_type_id: await cardTypeId('Gold'), payment_type: 'bkash' });
  const row = await shop.db.selectFrom('membership_purchases').selectAll().where('id', '=', response.body.data.purchase_id).executeTakeFirstOrThrow();
  return { purchaseId: row.id, reference: row.gateway_reference };
}

const settle = (db: Db, reference: string, outcome: 'approved' | 'declined') =>
  db.transaction().execute((trx) => settleMembershipPurchase(trx, reference, outcome, now));

describe('GET /v2/membership/card_list', () => {
  it('lists the card types on sale with the member discount', async () => {
    const response = await shop.api.get('/v2/membership/card_list');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      status: 200,
      data: [
        { id: expect.any(Number), name: 'Silver', image: expect.any(String), price: 800, stroked_price: 1000, member_discount_percent: 20, validity_days: 365 },
        { id: expect.any(Number), name: 'Gold', image: expect.any(String), price: 1600, stroked_price: 2000, member_discount_percent: 20, validity_days: 365 },
        { id: expect.any(Number), name: 'Platinum', image: expect.any(String), price: 4000, stroked_price: 5000, member_discount_percent: 20, validity_days: 730 },
      ],
    });
  });

  it('leaves out card types that are switched off', async () => {
    const hidden = await shop.db
      .insertInto('membership_card_types')
      .values({ name: 'Retired', price: 100, stroked_price: 100, validity_days: 30, status: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = (await shop.api.get('/v2/membership/card_list')).body.data.map((card: { name: string }) => card.name);
    expect(names).not.toContain('Retired');
    const customer = await createShopper(shop.db, 'customer', now);
    const refused = await purchase(customer, { card_type_id: hidden.id, payment_type: 'bkash' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ card_type_id: ['The selected card type id is invalid.'] });
  });
});

describe('POST /v2/membership/purchase_store', () => {
  it('starts a pending purchase paid on the gateway page', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const response = await purchase(customer, { card_type_id: await cardTypeId('Gold'), payment_type: 'bkash' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Please complete the payment',
      data: { purchase_id: expect.any(Number), amount: 1600, payment_url: expect.stringMatching(/^\/payment\/simulated\/[0-9a-f]{32}$/) },
    });
    const row = await shop.db.selectFrom('membership_purchases').selectAll().where('id', '=', response.body.data.purchase_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: customer.userId,
      card_type_id: await cardTypeId('Gold'),
      membership_id: null,
      amount: 160000,
      payment_type: 'bkash',
      payment_status: 'pending',
    });
    expect(response.body.data.payment_url).toBe(`/payment/simulated/${row.gateway_reference}`);
  });

  it('is for signed-in customers only', async () => {
    const guest = await createShopper(shop.db, 'guest', now);
    const body = { card_type_id: await cardTypeId('Gold'), payment_type: 'bkash' };
    for (const caller of [guest, null]) {
      const response = await purchase(caller, body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ result: false });
    }
  });

  it('refuses cash on delivery, unknown payment types and unknown card types', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const gold = await cardTypeId('Gold');
    const cash = await purchase(customer, { card_type_id: gold, payment_type: 'cash_on_delivery' });
    expect(cash.status).toBe(422);
    expect(cash.body).toMatchObject({ result: false, message: 'A membership card is paid online.', errors: { payment_type: ['A membership card is paid online.'] } });
    const unknownPayment = await purchase(customer, { card_type_id: gold, payment_type: 'cheque' });
    expect(unknownPayment.body.errors).toEqual({ payment_type: ['The selected payment type is invalid.'] });
    const unknownCard = await purchase(customer, { card_type_id: 999999, payment_type: 'nagad' });
    expect(unknownCard.status).toBe(422);
    expect(unknownCard.body.errors).toEqual({ card_type_id: ['The selected card type id is invalid.'] });
    const missing = await purchase(customer, { card_type_id: 'gold' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      card_type_id: ['The card type id field must be a whole number.'],
      payment_type: ['The payment type field is required.'],
    });
    const count = await shop.db.selectFrom('membership_purchases').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(0);
  });

  it('refuses online types when no gateway serves them', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const production = jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    try {
      const response = await purchase(customer, { card_type_id: await cardTypeId('Gold'), payment_type: 'bkash' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ payment_type: ['The selected payment type is invalid.'] });
    } finally {
      production.restore();
    }
  });
});

describe('settling a membership purchase', () => {
  it('creates the card once when the payment is approved', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const { purchaseId, reference } = await startGoldPurchase(customer);
    const first = await settle(shop.db, reference, 'approved');
    expect(first).toEqual({ status: 'paid', returnPath: `/membership?purchase=${purchaseId}`, amount: 160000 });
    const again = await settle(shop.db, reference, 'approved');
    expect(again).toEqual(first);
    expect(await settle(shop.db, reference, 'declined')).toEqual(first);

    const memberships = await shop.db.selectFrom('memberships').selectAll().where('user_id', '=', customer.userId).execute();
    expect(memberships).toHaveLength(1);
    const user = await shop.db.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', customer.userId).executeTakeFirstOrThrow();
    const [membership] = memberships;
    expect(membership).toMatchObject({
      card_type_id: await cardTypeId('Gold'),
      holder_name: user.name,
      holder_phone: user.phone,
      holder_email: user.email,
      discount_percent: 20,
      status: 'active',
      starts_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 365 * DAY).toISOString(),
    });
    expect(membership.membership_no).toMatch(/^MEM-\d{6}$/);
    const row = await shop.db.selectFrom('membership_purchases').selectAll().where('id', '=', purchaseId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_status: 'paid', membership_id: membership.id });
    const messages = await shop.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', user.email!).execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', subject: 'Your Gold membership card' });
    expect(messages[0].body).toContain(membership.membership_no);
  });

  it('creates one card when two approvals arrive at once', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const { reference } = await startGoldPurchase(customer);
    const outcomes = await Promise.all([settle(shop.db, reference, 'approved'), settle(shop.db, reference, 'approved')]);
    expect(outcomes.map((outcome) => outcome?.status)).toEqual(['paid', 'paid']);
    const memberships = await shop.db.selectFrom('memberships').select('id').where('user_id', '=', customer.userId).execute();
    expect(memberships).toHaveLength(1);
  });

  it('fails the purchase when the payment is declined', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const { purchaseId, reference } = await startGoldPurchase(customer);
    expect(await settle(shop.db, reference, 'declined')).toEqual({ status: 'failed', returnPath: `/membership?purchase=${purchaseId}`, amount: 160000 });
    expect(await settle(shop.db, reference, 'approved')).toMatchObject({ status: 'failed' });
    const row = await shop.db.selectFrom('membership_purchases').selectAll().where('id', '=', purchaseId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_status: 'failed', membership_id: null });
    const memberships = await shop.db.selectFrom('memberships').select('id').where('user_id', '=', customer.userId).execute();
    expect(memberships).toEqual([]);
  });

  it('answers null for an unknown reference', async () => {
    expect(await settle(shop.db, 'f'.repeat(32), 'approved')).toBeNull();
    expect(await findMembershipCharge(shop.db, 'f'.repeat(32))).toBeUndefined();
  });

  it('describes the charge for the gateway page', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const { purchaseId, reference } = await startGoldPurchase(customer);
    const charge = { method: 'bkash', amount: 160000, description: 'Gold membership card', returnPath: `/membership?purchase=${purchaseId}` };
    expect(await findMembershipCharge(shop.db, reference)).toEqual({ ...charge, status: 'pending' });
    await settle(shop.db, reference, 'approved');
    expect(await findMembershipCharge(shop.db, reference)).toEqual({ ...charge, status: 'paid' });
  });
});

describe('GET /v2/membership/mine', () => {
  it("lists the caller's cards only, newest first", async () => {
    const buyer = await createShopper(shop.db, 'customer', now);
    const other = await createShopper(shop.db, 'customer', now);
    await createMembership(shop.db, { userId: other.userId }, now);
    const lapsed = await createMembership(shop.db, { userId: buyer.userId, endsInDays: -2, cardTypeName: 'Silver' }, now);
    const purchase = await startGoldPurchase(buyer);
    await settle(shop.db, purchase.reference, 'approved');
    const bought = await shop.db.selectFrom('memberships').select('membership_no').where('user_id', '=', buyer.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();

    const response = await shop.api.get('/v2/membership/mine', buyer.headers);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      status: 200,
      data: [
        {
          membership_no: bought.membership_no,
          card_name: 'Gold',
          status: 'active',
          expires_at: new Date(now.getTime() + 365 * DAY).toISOString(),
          purchase_id: purchase.purchaseId,
        },
        { membership_no: lapsed.cardNo, card_name: 'Silver', status: 'expired', expires_at: expect.any(String), purchase_id: null },
      ],
    });
    const others = (await shop.api.get('/v2/membership/mine', other.headers)).body.data;
    expect(others).toHaveLength(1);
    expect(others[0].membership_no).not.toBe(bought.membership_no);
  });

  it('is for signed-in customers only', async () => {
    const guest = await createShopper(shop.db, 'guest', now);
    expect((await shop.api.get('/v2/membership/mine', guest.headers)).status).toBe(401);
    expect((await shop.api.get('/v2/membership/mine')).status).toBe(401);
  });
});
