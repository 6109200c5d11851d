import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ProductCard } from '@/components/product/ProductCard';
import { GUEST_SESSION, resetBrowser } from '../../store/support/browser';
import { API, createFakeShop, type FakeShop } from '../../store/support/fakeShop';
import type { ProductListItem } from '@/contract/catalog';
import { listedProduct } from '../common/support/fixtures';
import { renderWidget } from '../common/support/renderWidget';
import { catalogHandlers, panjabiInShop, PANJABI_VARIANTS } from './support/productFixtures';

const server = setupServer();
let shop: FakeShop;

const CARD = listedProduct({ rating_count: 2, sales: 3, current_stock: 10 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowser();
  shop = createFakeShop(Object.values(PANJABI_VARIANTS).map((variant) => panjabiInShop(variant)));
  server.use(...shop.handlers, ...catalogHandlers());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openQuickView(product: ProductListItem = CARD) {
  const user = userEvent.setup();
  const rendered = renderWidget(<ProductCard product={product} />, { preloadedState: { auth: GUEST_SESSION } });
  await user.click(screen.getByRole('button', { name: `Quick view: ${product.name}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, ...rendered };
}

describe('Quick view', () => {
  it('opens a modal with the product fetched by slug: its first photo, name, price and options', async () => {
    const { dialog } = await openQuickView();
    expect(dialog).toHaveAccessibleName('Cotton Panjabi');
    expect(await within(dialog).findByRole('img', { name: 'Cotton Panjabi' })).toHaveAttribute('src', '/media/products/panjabi/white/front.svg');
    expect(within(dialog).getByText('৳1,350.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute('href', '/details/cotton-panjabi');
  });

  it('shows the chosen colour’s first photo', async () => {
    const { user, dialog } = await openQuickView();
    await user.click(await within(dialog).findByRole('button', { name: 'Maroon' }));
    expect(within(dialog).getByRole('img', { name: 'Cotton Panjabi' })).toHaveAttribute('src', '/media/products/panjabi/maroon/front.svg');
  });

  it('adds the chosen variant to the bag from the modal', async () => {
    const { user, dialog, store } = await openQuickView();
    await user.click(await within(dialog).findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Quantity of Cotton Panjabi' })).toHaveTextContent('1');
    expect(store.getState().bag.lines.map((line) => line.barcode)).toEqual(['PNJ-WHT-M']);
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openQuickView();
    await within(dialog).findByRole('button', { name: 'Add to cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links to the product page when the product cannot be loaded', async () => {
    server.use(http.get(`${API}/v2/productsBySlug/:slug`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { dialog } = await openQuickView();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This product could not be loaded');
    expect(within(dialog).getByRole('link', { name: 'Open its page' })).toHaveAttribute('href', '/details/cotton-panjabi');
  });

  it('is left out when a listing asks for cards without it', () => {
    renderWidget(<ProductCard product={CARD} quickView={false} />);
    expect(screen.queryByRole('button', { name: /Quick view/ })).not.toBeInTheDocument();
  });
});
