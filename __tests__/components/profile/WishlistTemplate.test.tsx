import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { WISHLIST_LOAD_FAILED_MESSAGE, WishlistTemplate } from '@/components/profile/WishlistTemplate';
import WishlistPage from '@/pages/wishlist';
import { signedOut } from '@/store/authSlice';
import { CUSTOMER_SESSION, signInCookies } from '../../store/support/browser';
import { API, RED_SAREE } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { PANJABI_IN_SIZES, serveFakeAccount, SINGLE_VARIANT_SAREE, singleVariantDetail, SOLD_OUT_KURTI } from './support/fakeAccount';

const backend = serveFakeShop();
const fake = serveFakeAccount(backend);

// The wishlist toggle needs the user_data cookie a sign-in leaves.
beforeEach(() => signInCookies());

async function renderWishlist() {
  const user = userEvent.setup();
  const rendered = renderWidget(<WishlistTemplate />, { preloadedState: { auth: CUSTOMER_SESSION }, router: createTestRouter('/wishlist') });
  await waitFor(() => expect(screen.queryByText('Loading your wishlist…')).not.toBeInTheDocument());
  return { user, ...rendered };
}

function itemOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('li')!;
}

describe('/wishlist', () => {
  it('is a customers-only page in the profile area', async () => {
    expect(WishlistPage.protected).toBe(true);
    await renderWishlist();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the listed products as cards, newest first, and keeps their ids in the store', async () => {
    fake.account.listOnWishlist([SINGLE_VARIANT_SAREE, PANJABI_IN_SIZES]);
    const { store } = await renderWishlist();

    expect(screen.getByText('2 items')).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Jamdani Saree', 'Cotton Panjabi']);
    expect(within(itemOf('Cotton Panjabi')).getByText('৳1,350.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jamdani Saree' })).toHaveAttribute('href', '/details/jamdani-saree');
    expect(store.getState().wishlist.productIds).toEqual([30, 12]);
    expect(fake.account.requestsTo('GET', '/v2/wishlists')[0].authorization).toBe('Bearer customer-token');
  });

  it('removes a product: "Removed From List", and the empty list links to the shop', async () => {
    fake.account.listOnWishlist([PANJABI_IN_SIZES]);
    const { user, store } = await renderWishlist();
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Panjabi from wishlist' }));

    expect(await screen.findByText('Removed From List')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cotton Panjabi' })).not.toBeInTheDocument();
    expect(fake.account.wishlist).toEqual([]);
    expect(store.getState().wishlist.productIds).toEqual([]);
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('reads the list again after a removal, showing what was listed elsewhere meanwhile', async () => {
    fake.account.listOnWishlist([PANJABI_IN_SIZES]);
    const { user } = await renderWishlist();
    // Another tab listed the saree since this page loaded.
    fake.account.listOnWishlist([SINGLE_VARIANT_SAREE, PANJABI_IN_SIZES]);
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Panjabi from wishlist' }));

    expect(await screen.findByRole('link', { name: 'Jamdani Saree' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cotton Panjabi' })).not.toBeInTheDocument();
    expect(fake.account.requestsTo('GET', '/v2/wishlists')).toHaveLength(2);
  });

  it('reads the list no further when a removal fails, and keeps the product', async () => {
    fake.account.listOnWishlist([PANJABI_IN_SIZES]);
    backend.server.use(http.post(`${API}/v2/wishlists`, () => new HttpResponse(null, { status: 500 })));
    const { user, store } = await renderWishlist();
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Panjabi from wishlist' }));

    expect(await screen.findByText('Try Again')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cotton Panjabi' })).toBeInTheDocument();
    expect(store.getState().wishlist.productIds).toEqual([12]);
    expect(fake.account.requestsTo('GET', '/v2/wishlists')).toHaveLength(1);
  });

  it('moves a one-variant product to the bag: its in-stock variant goes in and it leaves the list', async () => {
    fake.account.listOnWishlist([SINGLE_VARIANT_SAREE, PANJABI_IN_SIZES], [singleVariantDetail(SINGLE_VARIANT_SAREE, 10, RED_SAREE.barcode)]);
    const { user, store } = await renderWishlist();
    await user.click(screen.getByRole('button', { name: 'Move to bag: Jamdani Saree' }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(backend.shop.quantityOf(RED_SAREE.barcode)).toBe(1);
    expect(backend.shop.requestsTo('/api/v2/carts/add')[0].body).toMatchObject({ id: 30, barcode: RED_SAREE.barcode, quantity: 1 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Jamdani Saree' })).not.toBeInTheDocument());
    expect(fake.account.wishlist).toEqual([12]);
    expect(store.getState().bag.lines.map((line) => line.barcode)).toEqual([RED_SAREE.barcode]);
    // Leaving the list is part of the move: only the bag's message shows.
    expect(screen.queryByText('Removed From List')).not.toBeInTheDocument();
  });

  it('says "Coupon Removed" when the move takes an applied coupon off the bag', async () => {
    fake.account.listOnWishlist([SINGLE_VARIANT_SAREE], [singleVariantDetail(SINGLE_VARIANT_SAREE, 10, RED_SAREE.barcode)]);
    const user = userEvent.setup();
    const { store } = renderWidget(<WishlistTemplate />, {
      preloadedState: { auth: CUSTOMER_SESSION, coupon: { coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100, tax: 0, free_shipping: false } },
      router: createTestRouter('/wishlist'),
    });
    await user.click(await screen.findByRole('button', { name: 'Move to bag: Jamdani Saree' }));

    expect(await screen.findByText('Coupon Removed')).toBeInTheDocument();
    expect(store.getState().coupon.coupon_applied).toBe(false);
    expect(backend.shop.quantityOf(RED_SAREE.barcode)).toBe(1);
  });

  it('sends a product with colours and sizes to its page to choose them', async () => {
    fake.account.listOnWishlist([PANJABI_IN_SIZES]);
    await renderWishlist();
    const choose = within(itemOf('Cotton Panjabi')).getByRole('link', { name: 'Select colour & size: Cotton Panjabi' });
    expect(choose).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(screen.queryByRole('button', { name: /Move to bag/ })).not.toBeInTheDocument();
    expect(screen.getByText(/open their page, so you can choose yours/)).toBeInTheDocument();
  });

  it('offers nothing to add for a sold-out product', async () => {
    fake.account.listOnWishlist([SOLD_OUT_KURTI]);
    await renderWishlist();
    expect(within(itemOf('Printed Kurti')).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(itemOf('Printed Kurti')).getByRole('button', { name: 'Remove Printed Kurti from wishlist' })).toBeEnabled();
  });

  it('says "Out of Stock" when the variant sold out since the list loaded, and keeps the product listed', async () => {
    fake.account.listOnWishlist([SINGLE_VARIANT_SAREE], [singleVariantDetail(SINGLE_VARIANT_SAREE, 0, RED_SAREE.barcode)]);
    const { user } = await renderWishlist();
    await user.click(screen.getByRole('button', { name: 'Move to bag: Jamdani Saree' }));

    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(backend.shop.requestsTo('/api/v2/carts/add')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Jamdani Saree' })).toBeInTheDocument();
  });

  it('keeps the product listed when the bag refuses it, with the bag\'s message', async () => {
    fake.account.listOnWishlist([SINGLE_VARIANT_SAREE], [singleVariantDetail(SINGLE_VARIANT_SAREE, 10, RED_SAREE.barcode)]);
    backend.shop.putInBag(RED_SAREE, RED_SAREE.stock);
    const { user } = await renderWishlist();
    await user.click(screen.getByRole('button', { name: 'Move to bag: Jamdani Saree' }));

    expect(await screen.findByText('Stock not available')).toBeInTheDocument();
    expect(fake.account.wishlist).toEqual([30]);
    expect(screen.getByRole('link', { name: 'Jamdani Saree' })).toBeInTheDocument();
  });

  it('offers to try again when the wishlist could not be loaded', async () => {
    fake.account.listOnWishlist([PANJABI_IN_SIZES]);
    let failing = true;
    backend.server.use(
      http.get(`${API}/v2/wishlists`, () => (failing ? HttpResponse.json({ result: false, message: 'Something went wrong' }, { status: 500 }) : undefined)),
    );
    const { user } = await renderWishlist();
    expect(screen.getByRole('alert')).toHaveTextContent(WISHLIST_LOAD_FAILED_MESSAGE);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Cotton Panjabi' })).toBeInTheDocument();
  });

  it('clears silently when the customer logs out', async () => {
    fake.account.listOnWishlist([PANJABI_IN_SIZES]);
    const { store } = await renderWishlist();
    act(() => {
      store.dispatch(signedOut());
    });

    expect(store.getState().wishlist.productIds).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Cotton Panjabi' })).not.toBeInTheDocument();
    expect(screen.queryByText('Removed From List')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
