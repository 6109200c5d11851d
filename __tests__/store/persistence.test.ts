import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setTokenGetter } from '@/services/http';
import { getBusinessSettings } from '@/services/settings';
import { startBrowserSession } from '@/store/browserSession';
import { guestSessionStarted, signedIn, signedOut, tempIdRemoved } from '@/store/authSlice';
import { itemAdded } from '@/store/bagSlice';
import { couponApplied } from '@/store/couponSlice';
import { giftCardOtpSent } from '@/store/giftCardSlice';
import { membershipOtpSent } from '@/store/membershipSlice';
import { initialSettingsState, settingsLoaded } from '@/store/settingsSlice';
import { makeStore, type AppStore, type PreloadedState } from '@/store/store';
import { productToggled } from '@/store/wishlistSlice';
import { expiryOf, lastWrite, resetBrowser, watchCookieWrites } from './support/browser';
import { CUSTOMER, newLine, WHITE_PANJABI } from './support/fakeShop';

beforeEach(() => resetBrowser());

/** A page load: a new store, connected to what the browser kept. */
async function reload(preloadedState?: PreloadedState): Promise<AppStore> {
  const store = makeStore(preloadedState);
  await startBrowserSession(store).restored;
  return store;
}

async function saved(store: AppStore): Promise<void> {
  const session = startBrowserSession(store);
  await session.restored;
  return session.persistor.flush();
}

afterEach(() => jest.restoreAllMocks());

describe('slices stored whole', () => {
  it('are written under their keys, with no prefix', async () => {
    const store = makeStore();
    const session = startBrowserSession(store);
    await session.restored;
    store.dispatch(itemAdded({ line: newLine(WHITE_PANJABI) }));
    store.dispatch(couponApplied({ coupon: 'WELCOME10', coupon_amount: 100, tax: 0, free_shipping: true }));
    store.dispatch(membershipOtpSent('MEM-1001'));
    store.dispatch(giftCardOtpSent('GIFT-1000-DEMO'));
    store.dispatch(productToggled({ productId: 12, added: true }));
    store.dispatch(settingsLoaded({ business_settings: [{ type: 'site_motto', value: 'Wear the season' }], loadedAt: '2025-03-01T10:00:00.000Z' }));
    await session.persistor.flush();

    const keys = Object.keys(window.localStorage).sort();
    expect(keys).toEqual(expect.arrayContaining(['CART', 'coupon', 'gift_card', 'globalsetting', 'membership', 'wishList']));
    expect(keys.filter((key) => key.startsWith('persist:'))).toEqual([]);
    expect(JSON.parse(JSON.parse(window.localStorage.getItem('CART')!).lines)[0]).toMatchObject({ barcode: 'PNJ-WHT-M', quantity: 1 });
  });

  it('come back into a new store on the next page load', async () => {
    const first = makeStore();
    const session = startBrowserSession(first);
    await session.restored;
    first.dispatch(itemAdded({ line: newLine(WHITE_PANJABI), quantity: 2 }));
    first.dispatch(couponApplied({ coupon: 'FREESHIP', coupon_amount: 0, tax: 0, free_shipping: true }));
    first.dispatch(productToggled({ productId: 12, added: true }));
    first.dispatch(membershipOtpSent('MEM-1001'));
    first.dispatch(giftCardOtpSent('GIFT-1000-DEMO'));
    await session.persistor.flush();
    session.persistor.pause();

    const next = (await reload()).getState();
    expect(next.bag.lines).toEqual(first.getState().bag.lines);
    expect(next.coupon).toMatchObject({ coupon: 'FREESHIP', free_shipping: true, coupon_applied: true });
    expect(next.wishlist.productIds).toEqual([12]);
    expect(next.membership).toMatchObject({ membership_no: 'MEM-1001', otp: true });
    expect(next.giftCard).toMatchObject({ gift_card_no: 'GIFT-1000-DEMO', otp: true });
  });

  it('never store the server’s summary', async () => {
    await saved(makeStore({ bagSummary: { summary: { coupon_applied: false, coupon_code: null, discount: 0, grand_total: 10, grand_total_value: 10, loyality_applied: false, shipping_cost: 0, sub_total: 10, tax: 0 } } }));
    expect(Object.keys(window.localStorage).some((key) => key.toLowerCase().includes('summary'))).toBe(false);
  });

  it('leave the first render as the server rendered it: nothing is read before the session starts', () => {
    window.localStorage.setItem('CART', JSON.stringify({ lines: JSON.stringify([{ barcode: 'X', quantity: 1 }]) }));
    window.localStorage.setItem('token', 'guest-token');
    const state = makeStore().getState();
    expect(state.bag.lines).toEqual([]);
    expect(state.auth.token).toBeNull();
  });
});

describe('the settings snapshot', () => {
  const stored = { business_settings: [{ type: 'site_motto', value: 'Old motto' }], loadedAt: '2025-03-01T10:00:00.000Z' };
  const fresh = { business_settings: [{ type: 'site_motto', value: 'New motto' }], loadedAt: '2025-03-02T10:00:00.000Z' };

  async function storeSettings(): Promise<void> {
    Cookies.set('cache_cleared', 'yes', { path: '/' });
    const store = makeStore();
    const session = startBrowserSession(store);
    await session.restored;
    store.dispatch(settingsLoaded(stored));
    await session.persistor.flush();
    session.persistor.pause();
  }

  it('comes back from storage when the page rendered none', async () => {
    await storeSettings();
    expect((await reload()).getState().settings.business_settings).toEqual(stored.business_settings);
  });

  it('gives way to newer settings the server rendered the page with', async () => {
    await storeSettings();
    const store = await reload({ settings: { ...initialSettingsState, ...fresh } });
    expect(store.getState().settings.business_settings).toEqual(fresh.business_settings);
  });

  it('is dropped once every 30 days, when the cache_cleared cookie has expired', async () => {
    await storeSettings();
    Cookies.remove('cache_cleared', { path: '/' });
    const writes = watchCookieWrites();
    const before = Date.now();
    const store = await reload();
    expect(store.getState().settings.business_settings).toEqual([]);
    const expires = expiryOf(lastWrite(writes, 'cache_cleared'));
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 30 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
  });
});

describe('the session’s separate entries', () => {
  it('are token, tempId and gci for a guest', () => {
    const store = makeStore();
    store.dispatch(guestSessionStarted({ access_token: 'guest-token', temp_guest_user_no: 'GUEST-0001', guest_user_id: 41 }));
    expect(window.localStorage.getItem('token')).toBe('guest-token');
    expect(window.localStorage.getItem('tempId')).toBe('GUEST-0001');
    expect(window.localStorage.getItem('gci')).toBe('41');
    expect(window.localStorage.getItem('user_data')).toBeNull();
  });

  it('bring a guest session back on the next page load', async () => {
    makeStore().dispatch(guestSessionStarted({ access_token: 'guest-token', temp_guest_user_no: 'GUEST-0001', guest_user_id: 41 }));
    expect((await reload()).getState().auth).toMatchObject({ token: 'guest-token', tempId: 'GUEST-0001', guest_user_id: 41, user: null });
  });

  it('add user_data for a customer, and removeTemp deletes tempId', () => {
    const store = makeStore();
    store.dispatch(guestSessionStarted({ access_token: 'guest-token', temp_guest_user_no: 'GUEST-0001', guest_user_id: 41 }));
    store.dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: false }));
    store.dispatch(tempIdRemoved());
    expect(window.localStorage.getItem('token')).toBe('customer-token');
    expect(JSON.parse(window.localStorage.getItem('user_data')!)).toEqual(CUSTOMER);
    expect(window.localStorage.getItem('tempId')).toBeNull();
  });

  it('bring a signed-in customer back while the sign-in cookies live', async () => {
    makeStore().dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: true }));
    expect((await reload()).getState().auth).toMatchObject({ token: 'customer-token', user: CUSTOMER });
  });

  it('start over as a new visitor once the sign-in cookies have expired', async () => {
    makeStore().dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: false }));
    Cookies.remove('token', { path: '/' });
    Cookies.remove('user_data', { path: '/' });
    const store = await reload();
    expect(store.getState().auth).toMatchObject({ token: null, user: null, guest_user_id: null });
    expect(window.localStorage.getItem('user_data')).toBeNull();
  });

  it('are removed on sign-out', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: false }));
    store.dispatch(signedOut());
    for (const key of ['token', 'user_data', 'tempId', 'gci']) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('register the store’s token for service calls made outside thunks', async () => {
    const seen: (string | null)[] = [];
    const server = setupServer(
      http.get('http://localhost/api/v2/business-settings', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ success: true, status: 200, data: [] });
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const store = await reload();
      store.dispatch(guestSessionStarted({ access_token: 'guest-token', temp_guest_user_no: 'GUEST-0001', guest_user_id: 41 }));
      await getBusinessSettings();
    } finally {
      server.close();
      setTokenGetter(() => undefined);
    }
    expect(seen).toEqual(['Bearer guest-token']);
  });
});

describe('the sign-in cookies', () => {
  it('are token and user_data on path /, living 86400 seconds when remembered', () => {
    const writes = watchCookieWrites();
    const before = Date.now();
    makeStore().dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: true }));
    for (const name of ['token', 'user_data']) {
      const cookie = lastWrite(writes, name);
      expect(cookie).toContain('path=/');
      const expires = expiryOf(cookie);
      expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 86_400_000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 86_400_000);
    }
    expect(Cookies.get('token')).toBe('customer-token');
    expect(JSON.parse(Cookies.get('user_data')!)).toEqual(CUSTOMER);
  });

  it('are session cookies, with no max age, when not remembered', () => {
    const writes = watchCookieWrites();
    makeStore().dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: false }));
    expect(lastWrite(writes, 'token')).toBe('token=customer-token; path=/; sameSite=lax');
    expect(expiryOf(lastWrite(writes, 'user_data'))).toBeUndefined();
    expect(lastWrite(writes, 'user_data')).not.toMatch(/max-age/i);
  });

  it('are deleted on sign-out', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: true }));
    store.dispatch(signedOut());
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user_data')).toBeUndefined();
  });
});
