import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FloatingBagButton } from '@/components/bag/FloatingBagButton';
import type { PreloadedState } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION, signInCookies } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { cartLine, listedProduct, SAREE_LINE } from '../common/support/fixtures';
import { renderWidget } from '../common/support/renderWidget';

const backend = serveFakeShop();

const BAG = { lines: [cartLine({ quantity: 2 }), SAREE_LINE] };

function renderButton(preloadedState: PreloadedState) {
  return renderWidget(<FloatingBagButton />, { preloadedState });
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /open your bag/i }));
  const panel = await screen.findByRole('dialog', { name: 'Your bag, wishlist and account' });
  return { user, panel };
}

describe('FloatingBagButton', () => {
  it('shows the bag’s line count and total', () => {
    renderButton({ auth: GUEST_SESSION, bag: BAG });
    const button = screen.getByRole('button', { name: /open your bag/i });
    expect(button).toHaveTextContent('2 items');
    expect(button).toHaveTextContent('৳6,900.00');
  });

  it('shows 0 items and ৳0.00 for an empty bag', () => {
    renderButton({ auth: GUEST_SESSION });
    expect(screen.getByRole('button', { name: /open your bag/i })).toHaveTextContent('0 items৳0.00');
  });

  it('pushes view_cart with the total, BDT and every item when clicked', async () => {
    renderButton({ auth: GUEST_SESSION, bag: BAG });
    await openPanel();
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_cart',
        ecommerce: {
          currency: 'BDT',
          value: 6900,
          items: [
            { item_id: 12, item_name: 'Cotton Panjabi', item_variant: 'White-M', price: 1350, quantity: 2 },
            { item_id: 30, item_name: 'Jamdani Saree', item_variant: 'Red', price: 4200, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('shows a toast for one second when clicked', async () => {
    renderButton({ auth: GUEST_SESSION, bag: BAG });
    await openPanel();
    const toast = (await screen.findByText('Your bag')).closest<HTMLElement>('.Toastify__toast')!;
    expect(within(toast).getByRole('progressbar', { name: 'notification timer' })).toHaveStyle({ animationDuration: '1000ms' });
  });

  it('opens a side panel on its Cart tab with the bag', async () => {
    renderButton({ auth: GUEST_SESSION, bag: BAG });
    const { panel } = await openPanel();
    expect(within(panel).getByRole('tab', { name: 'Cart' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'false');
    expect(within(panel).getByRole('heading', { name: 'Shopping Bag (2 items)' })).toBeInTheDocument();
    expect(within(panel).getByRole('tabpanel', { name: 'Cart' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderButton({ auth: GUEST_SESSION });
    const { user, panel } = await openPanel();
    within(panel).getByRole('tab', { name: 'Cart' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(panel).getByRole('tab', { name: 'Account' })).toHaveFocus();
    expect(within(panel).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderButton({ auth: GUEST_SESSION });
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /open your bag/i })).toHaveFocus();
  });

  describe('Wishlist tab', () => {
    it('lists the signed-in customer’s wishlist products with links', async () => {
      signInCookies();
      backend.server.use(
        http.get(`${API}/v2/wishlists`, () =>
          HttpResponse.json({
            success: true,
            status: 200,
            data: [
              { id: 1, product: listedProduct() },
              { id: 2, product: listedProduct({ id: 30, name: 'Jamdani Saree', slug: 'jamdani-saree', main_price: 4200 }) },
            ],
          }),
        ),
      );
      const { store } = renderButton({ auth: CUSTOMER_SESSION });
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('tab', { name: 'Wishlist' }));

      expect(await within(panel).findByRole('link', { name: 'Jamdani Saree' })).toHaveAttribute('href', '/details/jamdani-saree');
      expect(within(panel).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
      expect(within(panel).getByText('৳4,200.00')).toBeInTheDocument();
      expect(store.getState().wishlist.productIds).toEqual([12, 30]);
    });

    it('takes a product off the list', async () => {
      signInCookies();
      backend.shop.putOnWishlist(12);
      renderButton({ auth: CUSTOMER_SESSION });
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('tab', { name: 'Wishlist' }));
      await user.click(await within(panel).findByRole('button', { name: 'Remove Cotton Panjabi from wishlist' }));

      expect(await screen.findByText('Removed From List')).toBeInTheDocument();
      expect(within(panel).getByText('Your wishlist is empty')).toBeInTheDocument();
    });

    it('says the wishlist is empty', async () => {
      signInCookies();
      renderButton({ auth: CUSTOMER_SESSION });
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('tab', { name: 'Wishlist' }));
      expect(await within(panel).findByText('Your wishlist is empty')).toBeInTheDocument();
    });

    it('asks a visitor who is not signed in to sign in, fetching nothing', async () => {
      renderButton({ auth: GUEST_SESSION });
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('tab', { name: 'Wishlist' }));
      expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(backend.shop.requests).toEqual([]);
    });
  });

  describe('Account tab', () => {
    it('greets a signed-in customer and links to the profile, orders and wishlist', async () => {
      renderButton({ auth: CUSTOMER_SESSION });
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('tab', { name: 'Account' }));
      expect(within(panel).getByText('Hello, Rahim Uddin')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
      expect(within(panel).getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
      expect(within(panel).getByRole('link', { name: 'My wishlist' })).toHaveAttribute('href', '/wishlist');
    });

    it('logs out with "logout successfully", goes home and closes the panel', async () => {
      signInCookies();
      const { store, router } = renderButton({ auth: CUSTOMER_SESSION });
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('tab', { name: 'Account' }));
      await user.click(within(panel).getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText('logout successfully')).toBeInTheDocument();
      expect(backend.shop.requestsTo('/api/v2/auth/logout')).toHaveLength(1);
      expect(store.getState().auth.user).toBeNull();
      expect(router.push).toHaveBeenCalledWith('/');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('offers a sign-in link to a visitor', async () => {
      renderButton({ auth: GUEST_SESSION });
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('tab', { name: 'Account' }));
      expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    });
  });
});
