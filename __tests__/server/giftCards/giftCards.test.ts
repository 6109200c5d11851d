import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { createClock } from '../auth/authTestKit';
import { createProduct, createShopper, type Shopper } from '../cart/shopFixtures';
import { setUpTestShop } from '../support/testApi';
import { createGiftCard, latestCodeSentTo, newHolderPhone, otherCode } from '../membership/cardFixtures';

// POST /v2/gift-card/apply, /verify and /remove: a code to the card holder, then the card pays part
// or all of the bag.

const start = new Date();
const clock = createClock(start);
const shop = setUpTestShop(clock.now);

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());
afterEach(() => {
  clock.advanceSeconds((start.getTime() - clock.now().getTime()) / 1000);
});

const apply = (shopper: Shopper, cardNo: unknown) => shop.api.post('/v2/gift-card/apply', { gift_card_no: cardNo }, shopper.headers);
const verify = (shopper: Shopper, cardNo: string, otp: unknown) => shop.api.post('/v2/gift-card/verify', { gift_card_no: cardNo, otp }, shopper.headers);
const summary = async (shopper: Shopper) => (await shop.api.get('/v2/cart-summary', shopper.headers)).body;

/** A guest whose bag holds one piece at this price (poisha). */
async function guestWithBag(unitPrice: number) {
  const product = await createProduct(shop.db, { unitPrice }, start);
  const guest = await createShopper(shop.db, 'guest', start);
  await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0] }, guest.headers);
  return guest;
}

async function applyWithCode(shopper: Shopper, card: { cardNo: string; recipient: string | null }) {
  expect((await apply(shopper, card.cardNo)).status).toBe(200);
  return verify(shopper, card.cardNo, await latestCodeSentTo(shop.api, card.recipient!));
}

function expectRefused(response: { status: number; body: any }, field: string, message: string) {
  expect(response.status).toBe(422);
  expect(response.body).toMatchObject({ result: false, message, errors: { [field]: [message] } });
}

describe('gift card on the bag', () => {
  it('pays part of the bag with the whole balance', async () => {
    const guest = await guestWithBag(150000);
    const card = await createGiftCard(shop.db, { balance: 50000 }, start);
    const sent = await apply(guest, card.cardNo);
    expect(sent.body).toEqual({ result: true, message: `A verification code was sent to the card holder (…${card.recipient!.slice(-2)})`, otp: true });
    const applied = await verify(guest, card.cardNo, await latestCodeSentTo(shop.api, card.recipient!));
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({
      result: true,
      message: 'Gift card applied',
      gift_card_no: card.cardNo,
      gift_card_applied: true,
      gift_card_amount: 500,
      balance: 500,
      tax: 0,
    });
    expect(await summary(guest)).toMatchObject({
      gift_card_applied: true,
      gift_card_no: card.cardNo,
      gift_card_amount: 500,
      grand_total: 1500,
      amount_to_pay: 1000,
    });
  });

  it('pays the whole bag and keeps the rest of the balance', async () => {
    const guest = await guestWithBag(30000);
    const card = await createGiftCard(shop.db, { balance: 100000 }, start);
    expect((await applyWithCode(guest, card)).body).toMatchObject({ gift_card_amount: 300, balance: 1000 });
    expect(await summary(guest)).toMatchObject({ gift_card_amount: 300, grand_total: 300, amount_to_pay: 0 });
    const stored = await shop.db.selectFrom('gift_cards').select('balance').where('card_no', '=', card.cardNo).executeTakeFirstOrThrow();
    expect(stored.balance).toBe(100000);
  });

  it('applies the seeded demo card sent to its holder', async () => {
    const guest = await guestWithBag(120000);
    await apply(guest, 'gift-1000-demo');
    const applied = await verify(guest, 'GIFT-1000-DEMO', await latestCodeSentTo(shop.api, DEMO_CUSTOMER.phone));
    expect(applied.body).toMatchObject({ gift_card_no: 'GIFT-1000-DEMO', gift_card_amount: 1000, balance: 1000 });
    expect((await summary(guest)).amount_to_pay).toBe(200);
  });

  it('refuses cards without balance, expired, blocked or unknown', async () => {
    const guest = await createShopper(shop.db, 'guest', start);
    expectRefused(await apply(guest, 'GIFT-0-USED'), 'gift_card_no', 'This gift card has no balance left');
    expectRefused(await apply(guest, 'GIFT-EXPIRED'), 'gift_card_no', 'This gift card has expired');
    expectRefused(await apply(guest, 'GIFT-NOPE'), 'gift_card_no', 'Gift card not found');
    const blocked = await createGiftCard(shop.db, { balance: 1000, status: 'blocked' }, start);
    expectRefused(await apply(guest, blocked.cardNo), 'gift_card_no', 'Gift card not found');
    expectRefused(await verify(guest, 'GIFT-0-USED', '123456'), 'gift_card_no', 'This gift card has no balance left');
    expectRefused(await apply(guest, ''), 'gift_card_no', 'The gift card no field is required.');
  });

  it('refuses a code sent for another card', async () => {
    const guest = await guestWithBag(100000);
    const phone = newHolderPhone();
    const sentFor = await createGiftCard(shop.db, { balance: 10000, phone }, start);
    const other = await createGiftCard(shop.db, { balance: 10000, phone }, start);
    await apply(guest, sentFor.cardNo);
    const code = await latestCodeSentTo(shop.api, phone);
    expectRefused(await verify(guest, other.cardNo, code), 'otp', 'The code is wrong or has expired');
    expect((await summary(guest)).gift_card_applied).toBe(false);
    expect((await verify(guest, sentFor.cardNo, code)).status).toBe(200);
  });

  it('refuses wrong codes, then the right one after five tries', async () => {
    const guest = await guestWithBag(100000);
    const card = await createGiftCard(shop.db, { balance: 10000 }, start);
    await apply(guest, card.cardNo);
    const code = await latestCodeSentTo(shop.api, card.recipient!);
    for (let attempt = 1; attempt <= 5; attempt += 1) expectRefused(await verify(guest, card.cardNo, otherCode(code)), 'otp', 'The code is wrong or has expired');
    expectRefused(await verify(guest, card.cardNo, code), 'otp', 'The code is wrong or has expired');
  });

  it('refuses an expired code and limits codes per card', async () => {
    const guest = await guestWithBag(100000);
    const card = await createGiftCard(shop.db, { balance: 10000 }, start);
    await apply(guest, card.cardNo);
    const code = await latestCodeSentTo(shop.api, card.recipient!);
    clock.advanceSeconds(15 * 60 + 1);
    expectRefused(await verify(guest, card.cardNo, code), 'otp', 'The code is wrong or has expired');
    for (let request = 2; request <= 5; request += 1) expect((await apply(guest, card.cardNo)).status).toBe(200);
    expectRefused(await apply(guest, card.cardNo), 'gift_card_no', 'Too many codes requested. Try again in 45 minutes.');
  });

  it('lets the card be applied to another bag too', async () => {
    const first = await guestWithBag(20000);
    const second = await guestWithBag(30000);
    const card = await createGiftCard(shop.db, { balance: 40000 }, start);
    expect((await applyWithCode(first, card)).body.gift_card_amount).toBe(200);
    expect((await applyWithCode(second, card)).body.gift_card_amount).toBe(300);
    expect((await summary(first)).gift_card_amount).toBe(200);
  });
});

describe('POST /v2/gift-card/remove', () => {
  it('takes the card off the bag', async () => {
    const guest = await guestWithBag(100000);
    const card = await createGiftCard(shop.db, { balance: 10000 }, start);
    await applyWithCode(guest, card);
    const removed = await shop.api.post('/v2/gift-card/remove', {}, guest.headers);
    expect(removed.body).toEqual({ result: true, message: 'Gift card removed' });
    expect(await summary(guest)).toMatchObject({ gift_card_applied: false, gift_card_amount: 0, amount_to_pay: 1000 });
    const again = await shop.api.post('/v2/gift-card/remove', {}, guest.headers);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ result: false, message: 'No gift card applied' });
  });
});
