import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import Head from 'next/head';
import { CUSTOMER } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { renderApp } from './support/renderApp';

serveFakeShop();

function OrdersPage() {
  return <h1>Your orders</h1>;
}
OrdersPage.protected = true;

function HomePage() {
  return <h1>New arrivals</h1>;
}

const pages = { '/': HomePage, '/orders': OrdersPage };

function storeGuestSession() {
  window.localStorage.setItem('token', 'guest-token');
  window.localStorage.setItem('tempId', 'GUEST-0001');
  window.localStorage.setItem('gci', '41');
}

describe('a protected page', () => {
  it('shows a signed-in customer the page once the session is back', async () => {
    Cookies.set('token', 'customer-token', { path: '/' });
    Cookies.set('user_data', JSON.stringify(CUSTOMER), { path: '/' });
    const app = renderApp({ path: '/orders', pages });

    expect(screen.getByText('Checking your account…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'Your orders' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(app.navigations).toEqual([]);
  });

  it('sends a guest home with "You are not authorized to access this page"', async () => {
    storeGuestSession();
    const app = renderApp({ path: '/orders', pages });

    expect(await screen.findByText('You are not authorized to access this page')).toBeInTheDocument();
    expect(app.navigations).toEqual(['/']);
    expect(screen.getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your orders' })).not.toBeInTheDocument();
  });

  it('sends a visitor without any session to the login page, which will bring them back', async () => {
    const app = renderApp({ path: '/orders?status=delivered', pages });

    await waitFor(() => expect(app.navigations).toEqual(['/login?redirect=%2Forders%3Fstatus%3Ddelivered']));
    // The guest session that starts meanwhile does not send the visitor on a second time.
    await waitFor(() => expect(window.localStorage.getItem('gci')).toBe('41'));
    expect(app.navigations).toHaveLength(1);
    expect(screen.queryByText('You are not authorized to access this page')).not.toBeInTheDocument();
  });

  it('is checked again on each visit', async () => {
    storeGuestSession();
    const app = renderApp({ path: '/', pages });
    await app.sessionRestored();

    app.visit('/orders');
    await waitFor(() => expect(app.navigations).toEqual(['/orders', '/']));
    expect(await screen.findByText('You are not authorized to access this page')).toBeInTheDocument();
  });
});

describe('the head of a protected page', () => {
  const MOTTO = 'Rongdhonu | Bangladeshi Fashion & Lifestyle';

  function ProfilePage() {
    return (
      <Head>
        <title>Your profile, Nusrat | {MOTTO}</title>
      </Head>
    );
  }
  ProfilePage.protected = true;
  ProfilePage.title = { text: 'My Profile', dictionary: 'profile' } as const;

  const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

  it('carries the page’s title and noindex before anyone is known to be signed in', async () => {
    Cookies.set('token', 'customer-token', { path: '/' });
    Cookies.set('user_data', JSON.stringify(CUSTOMER), { path: '/' });
    const app = renderApp({ path: '/profile', pages: { '/profile': ProfilePage } });
    expect(screen.getByText('Checking your account…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`My Profile | ${MOTTO}`));
    expect(robots()).toBe('noindex');

    await app.sessionRestored();
    await waitFor(() => expect(document.title).toBe(`Your profile, Nusrat | ${MOTTO}`));
  });

  it('keeps a protected page without a title of its own out of search results, titled by the motto', async () => {
    renderApp({ path: '/orders', pages });
    await waitFor(() => expect(robots()).toBe('noindex'));
    expect(document.title).toBe(MOTTO);
  });
});

describe('a page that is not protected', () => {
  it('is open to guests', async () => {
    storeGuestSession();
    const app = renderApp({ path: '/', pages });
    await app.sessionRestored();
    expect(screen.getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(app.navigations).toEqual([]);
    expect(screen.queryByText('You are not authorized to access this page')).not.toBeInTheDocument();
  });
});
