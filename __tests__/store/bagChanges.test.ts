import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { rememberAffiliateReferral } from '@/store/browserCookies';
import { selectBagSummary } from '@/store/bagSummarySlice';
import { selectBagGrandTotal } from '@/store/selectors';
import { refreshBag, refreshBagTotals } from '@/store/api/bagApi';
import { addToBag, applyCoupon, decrementBagLine, removeBagLine } from '@/store/api/bagChangesApi';
import { SUMMARY_REFRESH_DELAY_MS } from '@/store/listeners';
import { makeStore, type AppStore } from '@/store/store';
import { GUEST_SESSION, resetBrowser } from './support/browser';
import { API, createFakeShop, eventually, newLine, RED_SAREE, WHITE_PANJABI, type FakeShop } from './support/fakeShop';

const server = setupServer();
let shop: FakeShop;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowser();
  shop = createFakeShop();
  server.use(...shop.handlers);
});
// A store's delayed summary request must reach its own test's shop, not the next one's.
afterEach(async () => {
  await settled();
  server.resetHandlers();
});
afterAll(() => server.close());

function guestStore() {
  return makeStore({ auth: GUEST_SESSION });
}

/** Long enough for the summary listener's delay and its request. */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SUMMARY_REFRESH_DELAY_MS + 70));
}

describe('addToBag', () => {
  it('asks the server first, then rebuilds the bag from the server’s answer', async () => {
    const store = guestStore();
    await expect(addToBag(store, { line: newLine(WHITE_PANJABI) })).resolves.toMatchObject({
      message: 'Added to cart',
      tone: 'success',
    });

    // The bag's own requests, in order; the summary's refresh follows the change (store/listeners.ts).
    const bagRequests = shop.requests.filter((request) => request.path !== '/api/v2/cart-summary');
    expect(bagRequests.map((request) => `${request.method} ${request.path}`).slice(0, 2)).toEqual(['POST /api/v2/carts/add', 'POST /api/v2/carts']);
    const [added] = shop.requestsTo('/api/v2/carts/add');
    expect(added.authorization).toBe('Bearer guest-token');
    expect(added.body).toMatchObject({ id: 12, variant: 'White-M', barcode: 'PNJ-WHT-M', quantity: 1 });
    expect(store.getState().bag.lines).toEqual([
      expect.objectContaining({ id: 500, barcode: 'PNJ-WHT-M', quantity: 1, main_price: 1500, main_price_discount: 1350, discount: 150 }),
    ]);
  });

  it('sends the affiliate referral kept in its cookie', async () => {
    rememberAffiliateReferral('?aff_ref=DEMOAFF', 7);
    await addToBag(guestStore(), { line: newLine(RED_SAREE) });
    expect(shop.requestsTo('/api/v2/carts/add')[0].body).toMatchObject({ affiliate: 'aff_ref=DEMOAFF' });
  });

  it('raises a line already in the bag by one piece', async () => {
    const store = guestStore();
    await addToBag(store, { line: newLine(WHITE_PANJABI) });
    await addToBag(store, { line: newLine(WHITE_PANJABI) });
    expect(shop.quantityOf('PNJ-WHT-M')).toBe(2);
    expect(store.getState().bag.lines.map((line) => line.quantity)).toEqual([2]);
  });

  it('sets the quantity of a line already in the bag when one is given', async () => {
    const store = guestStore();
    await addToBag(store, { line: newLine(RED_SAREE) });
    await addToBag(store, { line: newLine(RED_SAREE), quantity: 4 });
    expect(shop.requestsTo('/api/v2/carts/change-quantity').map((request) => request.body)).toEqual([{ barcode: 'SAR-RED', quantity: 4 }]);
    expect(store.getState().bag.lines[0].quantity).toBe(4);
  });

  it('answers "Stock not available" beyond stock, leaving the bag as it was', async () => {
    shop.putInBag(WHITE_PANJABI, 3);
    const store = guestStore();
    await refreshBag(store);
    const before = store.getState().bag;

    await expect(addToBag(store, { line: newLine(WHITE_PANJABI) })).rejects.toHaveProperty('notice', { message: 'Stock not available', tone: 'error' });
    expect(store.getState().bag).toBe(before);
  });

  it('shows the server’s own message when it gives one', async () => {
    server.use(http.post(`${API}/v2/carts/add`, () => HttpResponse.json({ result: false, message: 'This product is not available' }, { status: 422 })));
    await expect(addToBag(guestStore(), { line: newLine(RED_SAREE) })).rejects.toMatchObject({ notice: { message: 'This product is not available' } });
  });

  it('shows the server’s message and changes nothing when it refuses with HTTP 200 and result: false', async () => {
    shop.putInBag(WHITE_PANJABI, 1);
    server.use(http.post(`${API}/v2/carts/add`, () => HttpResponse.json({ result: false, message: 'Stock out' })));
    const store = guestStore();
    await refreshBag(store);
    const before = store.getState().bag;

    await expect(addToBag(store, { line: newLine(WHITE_PANJABI) })).rejects.toHaveProperty('notice', { message: 'Stock out', tone: 'error' });
    expect(store.getState().bag).toBe(before);
    expect(window.dataLayer ?? []).not.toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
  });

  it('reads a refusal’s message list, whichever envelope flag says it failed', async () => {
    server.use(http.post(`${API}/v2/carts/add`, () => HttpResponse.json({ success: false, message: ['Stock out.', 'Only 2 left.'] })));
    await expect(addToBag(guestStore(), { line: newLine(RED_SAREE) })).rejects.toHaveProperty('notice', { message: 'Stock out. Only 2 left.', tone: 'error' });
  });

  it('falls back to "Stock not available" when the request fails without a message', async () => {
    server.use(http.post(`${API}/v2/carts/add`, () => HttpResponse.error()));
    await expect(addToBag(guestStore(), { line: newLine(RED_SAREE) })).rejects.toMatchObject({ notice: { message: 'Stock not available' } });
  });

  it('pushes add_to_cart with the event id the server received', async () => {
    const store = guestStore();
    const outcome = await addToBag(store, { line: newLine(WHITE_PANJABI), quantity: 2 });
    const [added] = shop.requestsTo('/api/v2/carts/add');
    expect(added.body).toMatchObject({ event_id: outcome.eventId, quantity: 2 });
    expect(outcome.eventId).toMatch(/^\d{16}$/);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        event_id: outcome.eventId,
        ecommerce: expect.objectContaining({ currency: 'BDT', value: 2700 }),
      }),
    );
  });
});

describe('decrementBagLine and removeBagLine', () => {
  beforeEach(() => shop.putInBag(WHITE_PANJABI, 2));

  it('takes one piece off, then removes the line at 1', async () => {
    const store = guestStore();
    await refreshBag(store);
    await decrementBagLine(store, { barcode: 'PNJ-WHT-M', product_id: 12 });
    expect(store.getState().bag.lines[0].quantity).toBe(1);
    await decrementBagLine(store, { barcode: 'PNJ-WHT-M', product_id: 12 });
    expect(store.getState().bag.lines).toEqual([]);
    expect(shop.requestsTo('/api/v2/carts/delete').map((request) => request.body)).toEqual([
      { product_id: 12, barcode: 'PNJ-WHT-M', remove_all: false },
      { product_id: 12, barcode: 'PNJ-WHT-M', remove_all: false },
    ]);
  });

  it('removes the whole line at once', async () => {
    const store = guestStore();
    await refreshBag(store);
    const outcome = await removeBagLine(store, { barcode: 'PNJ-WHT-M', product_id: 12 });
    expect(outcome.message).toBe('Removed from cart');
    expect(store.getState().bag.lines).toEqual([]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'remove_from_cart', event_id: outcome.eventId }));
  });

  it('answers "Try Again" when the server refuses, leaving the bag as it was', async () => {
    server.use(http.post(`${API}/v2/carts/delete`, () => new HttpResponse(null, { status: 500 })));
    const store = guestStore();
    await refreshBag(store);
    await expect(decrementBagLine(store, { barcode: 'PNJ-WHT-M', product_id: 12 })).rejects.toHaveProperty('notice', { message: 'Try Again', tone: 'error' });
    expect(store.getState().bag.lines[0].quantity).toBe(2);
  });

  it('leaves the bag as it was when the server refuses with HTTP 200 and status: false', async () => {
    server.use(http.post(`${API}/v2/carts/delete`, () => HttpResponse.json({ status: false, message: 'Cart item not found' })));
    const store = guestStore();
    await refreshBag(store);
    const before = store.getState().bag;
    await expect(removeBagLine(store, { barcode: 'PNJ-WHT-M', product_id: 12 })).rejects.toHaveProperty('notice', { message: 'Try Again', tone: 'error' });
    expect(store.getState().bag).toBe(before);
  });
});

describe('refreshBag', () => {
  it('does nothing without a session token', async () => {
    const store = makeStore();
    await expect(refreshBag(store)).resolves.toBe(false);
    expect(shop.requests).toEqual([]);
  });
});

describe('the server’s summary', () => {
  it('is fetched once after a bag change and gives the total to show', async () => {
    const store = guestStore();
    await addToBag(store, { line: newLine(WHITE_PANJABI) });
    await eventually(() => selectBagSummary(store.getState()) !== null);
    await settled();
    expect(shop.requestsTo('/api/v2/cart-summary')).toHaveLength(1);
    expect(selectBagGrandTotal(store.getState())).toBe(1350);
  });

  it('is fetched once after a bag change on a slow network, when the bag is rebuilt', async () => {
    server.use(
      http.post(`${API}/v2/carts`, async () => {
        await delay(SUMMARY_REFRESH_DELAY_MS * 4);
      }),
    );
    const store = guestStore();
    await addToBag(store, { line: newLine(WHITE_PANJABI) });
    await eventually(() => selectBagSummary(store.getState()) !== null);
    await settled();
    expect(shop.requestsTo('/api/v2/cart-summary')).toHaveLength(1);
  });

  it('is fetched after a bag change whose rebuild failed', async () => {
    server.use(http.post(`${API}/v2/carts`, () => new HttpResponse(null, { status: 500 })));
    const store = guestStore();
    await addToBag(store, { line: newLine(WHITE_PANJABI) });
    await eventually(() => selectBagSummary(store.getState()) !== null);
    expect(selectBagGrandTotal(store.getState())).toBe(1350);
  });

  it('is fetched again when a coupon is applied', async () => {
    const store = guestStore();
    await addToBag(store, { line: newLine(RED_SAREE) });
    await eventually(() => selectBagSummary(store.getState()) !== null);
    await settled();
    expect(shop.requestsTo('/api/v2/cart-summary')).toHaveLength(1);
    await applyCoupon(store, 'WELCOME10');
    await eventually(() => selectBagGrandTotal(store.getState()) === 4100);
    expect(shop.requestsTo('/api/v2/cart-summary')).toHaveLength(2);
  });

  it('is not fetched for an empty bag, whose total is 0', async () => {
    shop.putInBag(RED_SAREE, 1);
    const store = guestStore();
    await refreshBag(store);
    await eventually(() => selectBagSummary(store.getState()) !== null);
    await removeBagLine(store, { barcode: 'SAR-RED', product_id: 30 });
    await settled();
    expect(shop.requestsTo('/api/v2/cart-summary')).toHaveLength(1);
    expect(selectBagGrandTotal(store.getState())).toBe(0);
  });

  it('keeps the local totals when the summary fails, silently', async () => {
    server.use(http.get(`${API}/v2/cart-summary`, () => new HttpResponse(null, { status: 500 })));
    const store = guestStore();
    await addToBag(store, { line: newLine(WHITE_PANJABI) });
    await settled();
    expect(selectBagGrandTotal(store.getState())).toBe(1350);
  });
});

describe('the coupon when a quantity changes', () => {
  it('is reset by an addition', async () => {
    const store = guestStore();
    await addToBag(store, { line: newLine(RED_SAREE) });
    await applyCoupon(store, 'WELCOME10');
    expect(store.getState().coupon).toMatchObject({ coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100 });

    await addToBag(store, { line: newLine(RED_SAREE) });
    expect(store.getState().coupon).toMatchObject({ coupon: null, coupon_applied: false, coupon_amount: 0, free_shipping: false });
  });

  it('is reset by a removal', async () => {
    shop.putInBag(RED_SAREE, 2);
    const store = guestStore();
    await refreshBag(store);
    await applyCoupon(store, 'WELCOME10');
    await decrementBagLine(store, { barcode: 'SAR-RED', product_id: 30 });
    expect(store.getState().coupon.coupon_applied).toBe(false);
  });
});

/** A promise held until `release` is called. */
function gate() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** The fake shop's own answer to a request, taken now. */
async function shopAnswer(request: Request): Promise<Response> {
  for (const handler of shop.handlers) {
    if (await handler.test({ request })) {
      const result = await handler.run({ request: request.clone(), requestId: 'held' });
      if (result?.response) return result.response;
    }
  }
  throw new Error(`The fake shop has no answer for ${request.url}`);
}

describe('two quick changes', () => {
  it('end with the server’s bag when the first addition is answered after the second', async () => {
    const { released, release } = gate();
    server.use(
      http.post(`${API}/v2/carts/add`, async ({ request }) => {
        const body = (await request.clone().json()) as { barcode: string };
        if (body.barcode !== WHITE_PANJABI.barcode) return undefined;
        await released;
        return shopAnswer(request);
      }),
    );
    const store = guestStore();
    const first = addToBag(store, { line: newLine(WHITE_PANJABI) });
    const second = addToBag(store, { line: newLine(RED_SAREE) });
    await expect(second).resolves.toMatchObject({ message: 'Added to cart' });
    release();
    await expect(first).resolves.toMatchObject({ message: 'Added to cart' });

    // In the server's order: the saree went in first.
    expect(store.getState().bag.lines.map((line) => [line.barcode, line.quantity])).toEqual([
      ['SAR-RED', 1],
      ['PNJ-WHT-M', 1],
    ]);
    expect((await first).eventId).not.toBe((await second).eventId);
    await eventually(() => selectBagGrandTotal(store.getState()) === 1350 + 4200);
  });

  it('end with the server’s bag when the first change’s rebuild is answered after the second’s', async () => {
    shop.putInBag(WHITE_PANJABI, 2);
    const store = guestStore();
    await refreshBag(store);
    // The first rebuild is answered late, with the bag as it was when asked: before the second change.
    const { released, release } = gate();
    let staleAnswerTaken = false;
    let rebuilds = 0;
    server.use(
      http.post(`${API}/v2/carts`, async ({ request }) => {
        rebuilds += 1;
        if (rebuilds > 1) return undefined;
        const answer = await shopAnswer(request);
        staleAnswerTaken = true;
        await released;
        return answer;
      }),
    );
    const first = decrementBagLine(store, { barcode: 'PNJ-WHT-M', product_id: 12 });
    await eventually(() => staleAnswerTaken);
    await addToBag(store, { line: newLine(RED_SAREE) });
    release();
    await first;

    expect(store.getState().bag.lines.map((line) => [line.barcode, line.quantity])).toEqual([
      ['PNJ-WHT-M', 1],
      ['SAR-RED', 1],
    ]);
  });
});

describe('a read asked before a change', () => {
  /** Answers the first request to `path` with the fake shop's answer taken at once but sent only on release. */
  function holdFirstAnswer(method: 'get' | 'post', path: string) {
    const { released, release } = gate();
    const held = { taken: false, release };
    let seen = 0;
    server.use(
      http[method](`${API}${path}`, async ({ request }) => {
        seen += 1;
        if (seen > 1) return undefined;
        const answer = await shopAnswer(request);
        held.taken = true;
        await released;
        return answer;
      }),
    );
    return held;
  }

  it('does not undo the change’s bag when it answers after the change', async () => {
    const store = guestStore();
    const held = holdFirstAnswer('post', '/v2/carts');
    const earlierRead = refreshBag(store);
    await eventually(() => held.taken);
    await addToBag(store, { line: newLine(RED_SAREE) });
    held.release();
    await earlierRead;

    expect(store.getState().bag.lines.map((line) => [line.barcode, line.quantity])).toEqual([['SAR-RED', 1]]);
  });

  it('of the totals is called off by a read after the change, whose totals stay', async () => {
    shop.putInBag(RED_SAREE, 1);
    const store = guestStore();
    await refreshBag(store);
    await eventually(() => selectBagSummary(store.getState()) !== null);
    await settled();
    const held = holdFirstAnswer('get', '/v2/cart-summary');
    const earlierRead = refreshBagTotals(store);
    await eventually(() => held.taken);
    shop.putInBag(RED_SAREE, 2);
    await refreshBagTotals(store);
    held.release();
    await earlierRead;

    expect(selectBagSummary(store.getState())?.grand_total).toBe(8400);
  });
});

describe('a store’s changes', () => {
  it('are its own: a change in one store leaves another store’s bag alone', async () => {
    const stores: AppStore[] = [guestStore(), guestStore()];
    await addToBag(stores[0], { line: newLine(RED_SAREE) });
    expect(stores[0].getState().bag.lines).toHaveLength(1);
    expect(stores[1].getState().bag.lines).toEqual([]);
  });
});
