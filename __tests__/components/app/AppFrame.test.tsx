import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { SHOP_READY_EVENT } from '@/components/app/submissionsHeldUntilReady';
import { ProfileSidebar } from '@/components/profile/ProfileSidebar';
import { getCartSummary } from '@/services/cart';
import { removeCoupon } from '@/services/coupon';
import type { SettingsState } from '@/store/settingsSlice';
import { expiryOf, lastWrite, watchCookieWrites } from '../../store/support/browser';
import { API, CUSTOMER } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { renderApp, serverSettings, SHOP_SETTINGS } from './support/renderApp';

const backend = serveFakeShop();
afterEach(() => jest.restoreAllMocks());

function pageViews(): unknown[] {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view');
}

function storeGuestSession() {
  window.localStorage.setItem('token', 'guest-token');
  window.localStorage.setItem('tempId', 'GUEST-0001');
  window.localStorage.setItem('gci', '41');
}

function signInCustomer(overrides: Partial<typeof CUSTOMER> = {}) {
  Cookies.set('token', 'customer-token', { path: '/' });
  Cookies.set('user_data', JSON.stringify({ ...CUSTOMER, ...overrides }), { path: '/' });
}

describe('the guest session', () => {
  it('starts for a new visitor once the stored session is back', async () => {
    renderApp();
    await waitFor(() => expect(window.localStorage.getItem('tempId')).toBe('GUEST-0001'));
    expect(window.localStorage.getItem('token')).toBe('guest-token');
    expect(backend.shop.requestsTo('/api/v2/auth/signin-guest-user')).toHaveLength(1);
  });

  it('says "Something went wrong" when it fails, and starts at the next route change', async () => {
    backend.server.use(http.post(`${API}/v2/auth/signin-guest-user`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const app = renderApp();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(window.localStorage.getItem('tempId')).toBeNull();

    app.visit('/details/cotton-panjabi');
    await waitFor(() => expect(window.localStorage.getItem('tempId')).toBe('GUEST-0001'));
  });

  it('is not started again at route changes when the visitor has one', async () => {
    storeGuestSession();
    const app = renderApp();
    app.visit('/details/cotton-panjabi');
    app.visit('/');
    await waitFor(() => expect(backend.shop.requestsTo('/api/v2/carts')).not.toHaveLength(0));
    expect(backend.shop.requestsTo('/api/v2/auth/signin-guest-user')).toEqual([]);
  });
});

describe('page views', () => {
  it('are pushed to the data layer for the first page and after every route change', async () => {
    const app = renderApp({ path: '/?utm_source=mail' });
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/?utm_source=mail' }]);

    app.visit('/details/cotton-panjabi');
    app.visit('/category/saree?page=2');
    expect(pageViews()).toEqual([
      { event: 'page_view', page_path: '/?utm_source=mail' },
      { event: 'page_view', page_path: '/details/cotton-panjabi' },
      { event: 'page_view', page_path: '/category/saree?page=2' },
    ]);
    await app.sessionRestored();
  });

  it('load Google Tag Manager only when a container id is configured', async () => {
    const tagManagerScripts = () =>
      Array.from(document.querySelectorAll('script')).filter((script) => script.textContent?.includes('googletagmanager'));
    const configured = process.env.NEXT_PUBLIC_GTM_ID;
    try {
      delete process.env.NEXT_PUBLIC_GTM_ID;
      const first = renderApp();
      await waitFor(() => expect(window.localStorage.getItem('tempId')).toBe('GUEST-0001'));
      expect(tagManagerScripts()).toEqual([]);
      expect(pageViews()).toHaveLength(1);
      first.unmount();

      process.env.NEXT_PUBLIC_GTM_ID = 'GTM-TEST123';
      renderApp();
      await waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
      expect(tagManagerScripts()[0].textContent).toContain('GTM-TEST123');
    } finally {
      process.env.NEXT_PUBLIC_GTM_ID = configured;
    }
  });
});

function SessionCheckPage() {
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => getCartSummary().catch(() => setOutcome('read refused'))}>
        Read the bag summary
      </button>
      <button type="button" onClick={() => removeCoupon().catch(() => setOutcome('write refused'))}>
        Remove the coupon
      </button>
      <p>{outcome}</p>
    </>
  );
}

describe('an expired session', () => {
  const unauthenticated = () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 });

  it('sends the visitor to the login page, with the way back, when a GET answers 401', async () => {
    storeGuestSession();
    backend.server.use(http.get(`${API}/v2/cart-summary`, unauthenticated));
    const app = renderApp({ path: '/orders?page=2', pages: { '/orders': SessionCheckPage } });

    await userEvent.click(screen.getByRole('button', { name: 'Read the bag summary' }));
    await waitFor(() => expect(app.navigations).toEqual(['/login?redirect=%2Forders%3Fpage%3D2']));
    expect(app.currentPath()).toBe('/login?redirect=%2Forders%3Fpage%3D2');
  });

  it('leaves a refused write to the page that made it', async () => {
    storeGuestSession();
    backend.server.use(http.post(`${API}/v2/coupon-remove`, unauthenticated));
    const app = renderApp({ path: '/orders', pages: { '/orders': SessionCheckPage } });

    await userEvent.click(screen.getByRole('button', { name: 'Remove the coupon' }));
    await screen.findByText('write refused');
    expect(app.navigations).toEqual([]);
  });
});

describe('the signed-in customer', () => {
  const AFFILIATE_SETTINGS = { ...SHOP_SETTINGS, affiliate_system: '1' };
  const affiliateMenu = () => screen.queryByRole('group', { name: 'Affiliate' });
  const userRequests = () => backend.shop.requestsTo('/api/v2/auth/user');
  const focusWindow = () => act(() => void window.dispatchEvent(new Event('focus')));

  let now = Date.parse('2030-01-01T10:00:00Z');
  beforeEach(() => {
    now = Date.parse('2030-01-01T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  it('is fetched once when a page loads, and on focus at most once a minute: an approved affiliate then sees the menu', async () => {
    signInCustomer();
    const app = renderApp({ path: '/profile', pages: { '/profile': ProfileSidebar }, settings: AFFILIATE_SETTINGS });
    await waitFor(() => expect(userRequests()).toHaveLength(1));
    expect(userRequests()[0].authorization).toBe('Bearer customer-token');
    expect(affiliateMenu()).not.toBeInTheDocument();

    backend.shop.updateCustomer({ affiliate_status: 1 });
    app.visit('/orders');
    app.visit('/profile');
    now += 30_000;
    focusWindow();
    expect(userRequests()).toHaveLength(1);
    expect(affiliateMenu()).not.toBeInTheDocument();

    now += 30_000;
    focusWindow();
    expect(await screen.findByRole('group', { name: 'Affiliate' })).toBeInTheDocument();
    expect(userRequests()).toHaveLength(2);
    expect(JSON.parse(Cookies.get('user_data')!)).toMatchObject({ id: CUSTOMER.id, affiliate_status: 1 });
  });

  it('keeps the stored copy, without a word, when the fetch fails', async () => {
    signInCustomer({ name: 'Rahim' });
    let failures = 0;
    backend.server.use(
      http.get(`${API}/v2/auth/user`, () => {
        failures += 1;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const app = renderApp({ path: '/profile', pages: { '/profile': ProfileSidebar } });
    await waitFor(() => expect(failures).toBe(1));
    expect(app.navigations).toEqual([]);
    expect(await screen.findByText('Rahim')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('is sent to log in, with the way back, when the server no longer knows the session', async () => {
    signInCustomer();
    backend.server.use(http.get(`${API}/v2/auth/user`, () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 })));
    const app = renderApp({ path: '/profile', pages: { '/profile': ProfileSidebar } });
    await waitFor(() => expect(app.navigations).toEqual(['/login?redirect=%2Fprofile']));
  });

  it('is not asked for on a guest session', async () => {
    storeGuestSession();
    renderApp();
    await waitFor(() => expect(backend.shop.requestsTo('/api/v2/carts')).not.toHaveLength(0));
    focusWindow();
    expect(userRequests()).toEqual([]);
  });
});

function PasswordPage() {
  return <h1>Change your password</h1>;
}
PasswordPage.protected = true;

function HomePage() {
  return <h1>New arrivals</h1>;
}

describe('a customer who must update the password', () => {
  it('sees only the request to update it in the main area, with a link to the password page', async () => {
    signInCustomer({ password_update: 0 });
    backend.shop.updateCustomer({ password_update: 0 });
    renderApp({ pages: { '/': HomePage } });

    const main = screen.getByRole('main');
    const heading = await within(main).findByRole('heading', { name: 'Please update your password first' });
    expect(heading).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Update password' })).toHaveAttribute('href', '/password');
    expect(within(main).queryByRole('heading', { name: 'New arrivals' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('can open the password page itself', async () => {
    signInCustomer({ password_update: 0 });
    backend.shop.updateCustomer({ password_update: 0 });
    const app = renderApp({ pages: { '/': HomePage, '/password': PasswordPage } });
    await screen.findByRole('heading', { name: 'Please update your password first' });

    app.visit('/password');
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Please update your password first' })).not.toBeInTheDocument();
  });

  it('is not asked when the password was set', async () => {
    signInCustomer({ password_update: 1 });
    renderApp({ pages: { '/': HomePage } });
    await waitFor(() => expect(backend.shop.requestsTo('/api/v2/wishlists')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.queryByText('Please update your password first')).not.toBeInTheDocument();
  });
});

describe('the layout around every page', () => {
  it('puts the page in the main area between the header and the footer', async () => {
    const app = renderApp({ pages: { '/': HomePage } });
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await app.sessionRestored();
  });

  it('shows the floating bag button on every page but checkout', async () => {
    const app = renderApp();
    expect(screen.getByRole('button', { name: /Open your bag/ })).toBeInTheDocument();

    app.visit('/checkout');
    expect(screen.queryByRole('button', { name: /Open your bag/ })).not.toBeInTheDocument();

    app.visit('/cart');
    expect(screen.getByRole('button', { name: /Open your bag/ })).toBeInTheDocument();
    await app.sessionRestored();
  });

  it('covers the server-rendered page with the header logo until the session is back', async () => {
    const app = renderApp({ pages: { '/': HomePage } });
    const preloaderLogo = app.container.querySelector(`[aria-hidden="true"] > img[src="${SHOP_SETTINGS.header_logo}"]`);

    expect(preloaderLogo).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    await app.sessionRestored();
    expect(preloaderLogo).not.toBeInTheDocument();
  });

  it('tells a form held before the app was ready that it may go, once the session is back (submissionsHeldUntilReady)', async () => {
    const announced = jest.fn();
    document.addEventListener(SHOP_READY_EVENT, announced);
    const app = renderApp();
    expect(announced).not.toHaveBeenCalled();

    await app.sessionRestored();
    await waitFor(() => expect(announced).toHaveBeenCalledTimes(1));
    app.visit('/details/cotton-panjabi');
    expect(announced).toHaveBeenCalledTimes(1);
    document.removeEventListener(SHOP_READY_EVENT, announced);
  });

  it('does not render the page again when the session comes back after hydration', async () => {
    const rendered = jest.fn();
    function CountedPage() {
      rendered();
      return <h1>Counted page</h1>;
    }
    const app = renderApp({ pages: { '/': CountedPage } });
    expect(rendered).toHaveBeenCalledTimes(1);
    await app.sessionRestored();
    expect(rendered).toHaveBeenCalledTimes(1);
  });
});

describe('the layout settings', () => {
  it('come from the server and are not fetched again at route changes', async () => {
    const snapshotRequests: string[] = [];
    backend.server.use(
      http.get(`${API}/generate-static-data`, ({ request }) => {
        snapshotRequests.push(request.url);
        return HttpResponse.json({ result: true, data: { business_settings: [], megamenu: [], pages: [] } });
      }),
    );
    const app = renderApp();
    expect(screen.getByRole('img', { name: 'Rongdhonu home' })).toHaveAttribute('src', SHOP_SETTINGS.header_logo);

    app.visit('/details/cotton-panjabi');
    await waitFor(() => expect(window.localStorage.getItem('tempId')).toBe('GUEST-0001'));
    expect(snapshotRequests).toEqual([]);
    expect(screen.getByRole('img', { name: 'Rongdhonu home' })).toBeInTheDocument();
  });

  it('are fetched once by a page the server rendered without them', async () => {
    const snapshotRequests: string[] = [];
    backend.server.use(
      http.get(`${API}/generate-static-data`, ({ request }) => {
        snapshotRequests.push(request.url);
        const business_settings = Object.entries(SHOP_SETTINGS).map(([type, value]) => ({ type, value }));
        return HttpResponse.json({ result: true, data: { business_settings, megamenu: [], pages: [] } });
      }),
    );
    renderApp({ settings: null });
    expect(screen.queryByRole('img', { name: 'Rongdhonu home' })).not.toBeInTheDocument();

    expect(await screen.findByRole('img', { name: 'Rongdhonu home' })).toBeInTheDocument();
    expect(snapshotRequests).toHaveLength(1);
  });
});

/** A settings snapshot as redux-persist keeps it under `globalsetting`: each key serialised on its own. */
function storeSettingsSnapshot(settings: SettingsState) {
  const entries = Object.entries({ ...settings, _persist: { version: -1, rehydrated: true } }).map(([key, value]) => [
    key,
    JSON.stringify(value),
  ]);
  window.localStorage.setItem('globalsetting', JSON.stringify(Object.fromEntries(entries)));
}

describe('the cached settings', () => {
  const storedSnapshot = { ...serverSettings({ ...SHOP_SETTINGS, site_motto: 'An old motto' }), loadedAt: '2099-01-01T00:00:00.000Z' };

  it('are dropped once every 30 days (the cache_cleared cookie)', async () => {
    const writes = watchCookieWrites();
    storeSettingsSnapshot(storedSnapshot);
    const app = renderApp();
    await app.sessionRestored();

    expect(document.title).toBe(SHOP_SETTINGS.site_motto);
    const days = ((expiryOf(lastWrite(writes, 'cache_cleared')) ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('are kept between two clearings, a newer copy winning over the server’s', async () => {
    Cookies.set('cache_cleared', new Date().toISOString(), { path: '/' });
    storeSettingsSnapshot(storedSnapshot);
    const app = renderApp();
    await app.sessionRestored();

    expect(document.title).toBe('An old motto');
  });
});
