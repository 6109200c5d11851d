import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProfileLayout } from '@/components/profile/ProfileLayout';
import { AFFILIATE_LINKS, ProfileSidebar } from '@/components/profile/ProfileSidebar';
import type { AuthState } from '@/store/authSlice';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API, CUSTOMER } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget, settingsWith } from '../common/support/renderWidget';

const backend = serveFakeShop();

const AFFILIATE_SESSION: AuthState = { ...CUSTOMER_SESSION, user: { ...CUSTOMER, affiliate_status: 1 } };
const AFFILIATE_SYSTEM_ON = settingsWith({ settings: { affiliate_system: '1' } });

function renderSidebar({ pathname = '/orders', auth = CUSTOMER_SESSION, settings = settingsWith({}) } = {}) {
  const user = userEvent.setup();
  const rendered = renderWidget(<ProfileSidebar />, { preloadedState: { auth, settings }, router: createTestRouter(pathname) });
  return { user, ...rendered, menu: screen.getByRole('navigation', { name: 'My account' }) };
}

async function confirmDialog() {
  return screen.findByRole('dialog', { name: 'Account Delete' });
}

describe('ProfileSidebar', () => {
  it('greets the customer by name and links to every profile page', () => {
    const { menu } = renderSidebar();
    expect(within(menu).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(menu).toHaveTextContent('Hello, Rahim Uddin');
    const links = within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My Profile', '/profile'],
      ['My Orders', '/orders'],
      ['Wishlist', '/wishlist'],
      ['Address Book', '/address-book'],
      ['My Reviews', '/reviews'],
      ['Subscribe', '/subscribe'],
      ['Password', '/password'],
    ]);
  });

  it('highlights the page shown, also on an order of My Orders', () => {
    const { menu, unmount } = renderSidebar({ pathname: '/address-book' });
    expect(within(menu).getByRole('link', { name: 'Address Book' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My Orders' })).not.toHaveAttribute('aria-current');
    unmount();

    const detail = renderSidebar({ pathname: '/orders/[id]' });
    expect(within(detail.menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(detail.menu).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('keeps the link to the full bag in the page, hidden', () => {
    const { menu } = renderSidebar();
    const cart = menu.querySelector('a[href="/cart"]');
    expect(cart).toHaveTextContent('Shopping Bag');
    expect(cart).toHaveAttribute('hidden');
    expect(cart).not.toBeVisible();
  });

  it('keeps the link to the back-in-stock requests in the page, hidden', () => {
    const { menu } = renderSidebar();
    const requestStock = menu.querySelector('a[href="/request-stock"]');
    expect(requestStock).toHaveTextContent('Request Stock');
    expect(requestStock).toHaveAttribute('hidden');
    expect(requestStock).not.toBeVisible();
  });

  it('shows the affiliate group to a flagged affiliate when the affiliate system is on', () => {
    const { menu } = renderSidebar({ pathname: '/affiliate/Urls', auth: AFFILIATE_SESSION, settings: AFFILIATE_SYSTEM_ON });
    const group = within(menu).getByRole('group', { name: 'Affiliate' });
    expect(within(group).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      AFFILIATE_LINKS.map(({ label, href }) => [label, href]),
    );
    expect(within(group).getByRole('link', { name: 'URLs Generator' })).toHaveAttribute('aria-current', 'page');
    expect(within(group).getByRole('link', { name: 'Payment History' })).toHaveAttribute('href', '/affiliate/payouts');
  });

  it('hides the affiliate group from a customer who is not an affiliate, and when the system is off', () => {
    const { unmount } = renderSidebar({ settings: AFFILIATE_SYSTEM_ON });
    expect(screen.queryByRole('group', { name: 'Affiliate' })).not.toBeInTheDocument();
    unmount();

    renderSidebar({ auth: { ...CUSTOMER_SESSION, user: { ...CUSTOMER, affiliate: 1 } } });
    expect(screen.queryByRole('group', { name: 'Affiliate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('deletes the account once confirmed, toasts it and goes home', async () => {
    const { user, menu, router, store } = renderSidebar();
    await user.click(within(menu).getByRole('button', { name: 'Account Delete' }));

    const dialog = await confirmDialog();
    expect(within(dialog).getByText('Are you sure you want to delete your account?')).toBeInTheDocument();
    expect(backend.shop.requestsTo('/api/v2/customer/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Account deleted successfully')).toBeInTheDocument();
    expect(backend.shop.requestsTo('/api/v2/customer/delete')[0].authorization).toBe('Bearer customer-token');
    expect(router.push).toHaveBeenCalledWith('/');
    expect(store.getState().auth).toMatchObject({ token: null, user: null, logout: false });
  });

  it('does nothing when the deletion is cancelled', async () => {
    const { user, menu, router, store } = renderSidebar();
    await user.click(within(menu).getByRole('button', { name: 'Account Delete' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.shop.requestsTo('/api/v2/customer/delete')).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();
    expect(store.getState().auth.user).toEqual(CUSTOMER);
  });

  it('shows nothing and stays when the deletion fails', async () => {
    backend.server.use(http.get(`${API}/v2/customer/delete`, () => HttpResponse.json({ result: false, message: 'Not deleted', data: { status: false } })));
    const { user, menu, router, store } = renderSidebar();
    await user.click(within(menu).getByRole('button', { name: 'Account Delete' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Not deleted')).not.toBeInTheDocument();
    expect(screen.queryByText('Account deleted successfully')).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(store.getState().auth.user).toEqual(CUSTOMER);
  });

  it('logs out with "logout successfully" and goes home', async () => {
    const { user, menu, router, store } = renderSidebar();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('logout successfully')).toBeInTheDocument();
    expect(backend.shop.requestsTo('/api/v2/auth/logout')).toHaveLength(1);
    expect(router.push).toHaveBeenCalledWith('/');
    expect(store.getState().auth).toMatchObject({ user: null, logout: true });
  });
});

describe('ProfileLayout', () => {
  it('puts a breadcrumb above the sidebar and the page', () => {
    renderWidget(
      <ProfileLayout crumbs={[{ label: 'My Orders', href: '/orders' }]} current="Order RD2611220A1B2C">
        <h1>The page</h1>
      </ProfileLayout>,
      { preloadedState: { auth: CUSTOMER_SESSION }, router: createTestRouter('/orders/[id]') },
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'My Orders', 'Order RD2611220A1B2C']);
    expect(within(breadcrumb).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(breadcrumb).getByText('Order RD2611220A1B2C')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
