import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { createClock, recordingDelivery } from '../auth/authTestKit';
import { createProduct, createShopper, type Shopper } from '../cart/shopFixtures';
import { createTestApi, setUpTestShop } from '../support/testApi';
import { createMembership, latestCodeSentTo, newHolderPhone, otherCode } from './cardFixtures';

// POST /v2/membership/apply, /verify and /remove: a code to the card holder, then the card on the bag.

const start = new Date();
const clock = createClock(start);
const shop = setUpTestShop(clock.now);

const apply = (shopper: Shopper, membershipNo: unknown) => shop.api.post('/v2/membership/apply', { membership_no: membershipNo }, shopper.headers);
const verify = (shopper: Shopper, membershipNo: string, otp: unknown) =>
  shop.api.post('/v2/membership/verify', { membership_no: membershipNo, otp }, shopper.headers);
const summary = async (shopper: Shopper) => (await shop.api.get('/v2/cart-summary', shopper.headers)).body;

/** A guest whose bag holds one piece of a product with these prices (poisha). */
async function guestWithBag(unitPrice: number, strokedPrice: number) {
  const product = await createProduct(shop.db, { unitPrice, strokedPrice }, start);
  const guest = await createShopper(shop.db, 'guest', start);
  await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0] }, guest.headers);
  return guest;
}

async function expectRefused(response: { status: number; body: any }, field: string, message: string) {
  expect(response.status).toBe(422);
  expect(response.body).toMatchObject({ result: false, message, errors: { [field]: [message] } });
}

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());
afterEach(() => {
  clock.advanceSeconds((start.getTime() - clock.now().getTime()) / 1000);
});

describe('membership card on the bag', () => {
  it('sends a code to the holder, then applies the card: 20% off the stroked price', async () => {
    const guest = await guestWithBag(150000, 150000);
    const product = await createProduct(shop.db, { unitPrice: 70000, strokedPrice: 100000 }, start);
    await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0] }, guest.headers);
    const card = await createMembership(shop.db, {}, start);

    const sent = await apply(guest, card.cardNo.toLowerCase());
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ result: true, message: `A verification code was sent to the card holder (…${card.recipient!.slice(-2)})`, otp: true });
    expect(JSON.stringify(sent.body)).not.toContain(card.recipient!.slice(0, 9));
    expect((await summary(guest)).membership_applied).toBe(false);

    const code = await latestCodeSentTo(shop.api, card.recipient!);
    const applied = await verify(guest, card.cardNo, code);
    expect(applied.status).toBe(200);
    // 1500 sells above the member price 1200: 300 off; 700 is already below the member price 800.
    expect(applied.body).toEqual({
      result: true,
      message: 'Membership card applied',
      membership_no: card.cardNo,
      membership_applied: true,
      membership_amount: 300,
      tax: 0,
    });
    expect(await summary(guest)).toMatchObject({
      membership_applied: true,
      loyality_applied: true,
      membership_no: card.cardNo,
      membership_discount: 300,
      sub_total: 1900,
      grand_total: 1900,
      amount_to_pay: 1900,
    });
  });

  it('sends the code through the configured delivery, to the e-mail when the holder has no phone', async () => {
    const recording = recordingDelivery();
    const api = createTestApi(shop.db, clock.now, { messageDelivery: recording.delivery });
    const guest = await createShopper(shop.db, 'guest', start);
    const card = await createMembership(shop.db, { phone: null, email: 'holder.only@mail.test' }, start);
    const sent = await api.post('/v2/membership/apply', { membership_no: card.cardNo }, guest.headers);
    expect(sent.body.message).toBe('A verification code was sent to the card holder (…st)');
    expect(recording.messages).toEqual([expect.objectContaining({ channel: 'email', recipient: 'holder.only@mail.test' })]);
    const outbox = await shop.db.selectFrom('outbox_messages').select('status').where('recipient', '=', 'holder.only@mail.test').executeTakeFirstOrThrow();
    expect(outbox.status).toBe('sent');
    expect((await verify(guest, card.cardNo, recording.latestCodeFor('holder.only@mail.test'))).status).toBe(200);
  });

  it('keeps only a hash of the code', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    const card = await createMembership(shop.db, {}, start);
    await apply(guest, card.cardNo);
    const code = await latestCodeSentTo(shop.api, card.recipient!);
    const stored = await shop.db
      .selectFrom('verification_codes')
      .select(['purpose', 'identifier', 'code_hash', 'expires_at'])
      .where('identifier', '=', card.cardNo)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ purpose: 'membership', identifier: card.cardNo });
    expect(stored.code_hash).not.toContain(code);
    expect(new Date(stored.expires_at).getTime() - start.getTime()).toBe(15 * 60 * 1000);
  });

  it('refuses a wrong code, and the sixth try even with the right one', async () => {
    const guest = await guestWithBag(100000, 100000);
    const card = await createMembership(shop.db, {}, start);
    await apply(guest, card.cardNo);
    const code = await latestCodeSentTo(shop.api, card.recipient!);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectRefused(await verify(guest, card.cardNo, otherCode(code)), 'otp', 'The code is wrong or has expired');
    }
    await expectRefused(await verify(guest, card.cardNo, code), 'otp', 'The code is wrong or has expired');
    expect((await summary(guest)).membership_applied).toBe(false);
  });

  it('uses a code once', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    const card = await createMembership(shop.db, {}, start);
    await apply(guest, card.cardNo);
    const code = await latestCodeSentTo(shop.api, card.recipient!);
    expect((await verify(guest, card.cardNo, code)).status).toBe(200);
    await expectRefused(await verify(guest, card.cardNo, code), 'otp', 'The code is wrong or has expired');
  });

  it('refuses an expired code', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    const card = await createMembership(shop.db, {}, start);
    await apply(guest, card.cardNo);
    const code = await latestCodeSentTo(shop.api, card.recipient!);
    clock.advanceSeconds(15 * 60);
    await expectRefused(await verify(guest, card.cardNo, code), 'otp', 'The code is wrong or has expired');
  });

  it('replaces an earlier code with a new one', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    const card = await createMembership(shop.db, {}, start);
    await apply(guest, card.cardNo);
    const first = await latestCodeSentTo(shop.api, card.recipient!);
    await apply(guest, card.cardNo);
    const second = await latestCodeSentTo(shop.api, card.recipient!);
    if (first !== second) await expectRefused(await verify(guest, card.cardNo, first), 'otp', 'The code is wrong or has expired');
    expect((await verify(guest, card.cardNo, second)).status).toBe(200);
  });

  it('refuses a code sent for another card', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    const phone = newHolderPhone();
    const first = await createMembership(shop.db, { phone }, start);
    const second = await createMembership(shop.db, { phone }, start);
    await apply(guest, first.cardNo);
    const code = await latestCodeSentTo(shop.api, phone);
    await apply(guest, second.cardNo);
    const secondCode = await latestCodeSentTo(shop.api, phone);
    // The first card's code opens only the first card.
    if (code !== secondCode) await expectRefused(await verify(guest, second.cardNo, code), 'otp', 'The code is wrong or has expired');
    const third = await createMembership(shop.db, {}, start);
    await expectRefused(await verify(guest, third.cardNo, code), 'otp', 'The code is wrong or has expired');
    expect((await verify(guest, first.cardNo, code)).status).toBe(200);
  });

  it('sends at most 5 codes per card per hour', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    const card = await createMembership(shop.db, {}, start);
    for (let request = 1; request <= 5; request += 1) expect((await apply(guest, card.cardNo)).status).toBe(200);
    await expectRefused(await apply(guest, card.cardNo), 'membership_no', 'Too many codes requested. Try again in 60 minutes.');
    const other = await createShopper(shop.db, 'guest', start);
    await expectRefused(await apply(other, card.cardNo), 'membership_no', 'Too many codes requested. Try again in 60 minutes.');
    clock.advanceSeconds(60 * 60);
    expect((await apply(guest, card.cardNo)).status).toBe(200);
  });

  it('refuses unknown, expired and inactive cards', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    await expectRefused(await apply(guest, 'MEM-000000'), 'membership_no', 'Membership card not found');
    const expired = await createMembership(shop.db, { endsInDays: -1 }, start);
    await expectRefused(await apply(guest, expired.cardNo), 'membership_no', 'This membership card has expired');
    const cancelled = await createMembership(shop.db, { status: 'cancelled' }, start);
    await expectRefused(await apply(guest, cancelled.cardNo), 'membership_no', 'This membership card is not active');
    const notStarted = await createMembership(shop.db, { startsInDays: 2 }, start);
    await expectRefused(await apply(guest, notStarted.cardNo), 'membership_no', 'This membership card is not active');
    await expectRefused(await verify(guest, expired.cardNo, '123456'), 'membership_no', 'This membership card has expired');
  });

  it('validates the fields and needs a bag', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    await expectRefused(await apply(guest, ''), 'membership_no', 'The membership no field is required.');
    const card = await createMembership(shop.db, {}, start);
    await expectRefused(await verify(guest, card.cardNo, '12ab'), 'otp', 'The otp field must be 6 digits.');
    await expectRefused(await verify(guest, card.cardNo, undefined), 'otp', 'The otp field is required.');
    expect((await shop.api.post('/v2/membership/apply', { membership_no: card.cardNo })).status).toBe(401);
  });

  it('lets the card be applied to more than one bag', async () => {
    const first = await guestWithBag(100000, 100000);
    const second = await guestWithBag(100000, 100000);
    const card = await createMembership(shop.db, {}, start);
    for (const guest of [first, second]) {
      await apply(guest, card.cardNo);
      expect((await verify(guest, card.cardNo, await latestCodeSentTo(shop.api, card.recipient!))).body.membership_amount).toBe(200);
    }
    expect((await summary(first)).membership_discount).toBe(200);
  });

  it('applies the seeded demo card to its holder', async () => {
    const guest = await guestWithBag(100000, 100000);
    await apply(guest, 'MEM-1001');
    const applied = await verify(guest, 'MEM-1001', await latestCodeSentTo(shop.api, DEMO_CUSTOMER.phone));
    expect(applied.body).toMatchObject({ membership_no: 'MEM-1001', membership_amount: 200 });
  });
});

describe('POST /v2/membership/remove', () => {
  it('takes the card off the bag', async () => {
    const guest = await guestWithBag(100000, 100000);
    const card = await createMembership(shop.db, {}, start);
    await apply(guest, card.cardNo);
    await verify(guest, card.cardNo, await latestCodeSentTo(shop.api, card.recipient!));
    const removed = await shop.api.post('/v2/membership/remove', {}, guest.headers);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ result: true, message: 'Membership card removed' });
    expect(await summary(guest)).toMatchObject({ membership_applied: false, membership_discount: 0, sub_total: 1000 });
  });

  it('says when no card is applied', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    const removed = await shop.api.post('/v2/membership/remove', {}, guest.headers);
    expect(removed.status).toBe(422);
    expect(removed.body).toMatchObject({ result: false, message: 'No membership card applied' });
  });
});
