import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { ProductOptions } from '@/components/product/ProductOptions';
import { useVariantSelection } from '@/components/product/useVariantSelection';
import type { ProductDetail } from '@/contract/catalog';
import { couponApplied } from '@/store/couponSlice';
import type { PreloadedState } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION, resetBrowser, signInCookies } from '../../store/support/browser';
import { createFakeShop, type FakeShop } from '../../store/support/fakeShop';
import { renderWidget } from '../common/support/renderWidget';
import { catalogHandlers, panjabi, panjabiInShop, PANJABI_VARIANTS } from './support/productFixtures';

const server = setupServer();
let shop: FakeShop;

const SHARE_URL = 'https://shop.example/details/cotton-panjabi';

function useShop(serverStock: Partial<Record<keyof typeof PANJABI_VARIANTS, number>> = {}) {
  shop = createFakeShop(
    Object.entries(PANJABI_VARIANTS).map(([key, variant]) => panjabiInShop(variant, serverStock[key as keyof typeof PANJABI_VARIANTS])),
  );
  server.use(...shop.handlers, ...catalogHandlers());
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowser();
  useShop();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Options({ product }: { product: ProductDetail }) {
  const chosen = useVariantSelection(product);
  return <ProductOptions product={product} chosen={chosen} shareUrl={SHARE_URL} />;
}

function renderOptions(product: ProductDetail = panjabi(), preloadedState: PreloadedState = { auth: GUEST_SESSION }) {
  return { user: userEvent.setup(), ...renderWidget(<Options product={product} />, { preloadedState }) };
}

const sizeButton = (name: string | RegExp) => screen.getByRole('button', { name });
const colourButton = (name: string) => screen.getByRole('button', { name });
const addButton = () => screen.queryByRole('button', { name: 'Add to cart' });
const stepper = () => screen.queryByRole('group', { name: 'Quantity of Cotton Panjabi' });
const orderNow = () => screen.getByRole('button', { name: 'Order Now' });

function dataLayerEvents(name: string) {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name) as Record<string, any>[];
}

describe('ProductOptions', () => {
  describe('choices', () => {
    it('preselects the first colour and the first size, with that variant’s price and stock', () => {
      renderOptions();
      expect(colourButton('White')).toHaveAttribute('aria-pressed', 'true');
      expect(colourButton('Maroon')).toHaveAttribute('aria-pressed', 'false');
      expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('৳1,350.00')).toBeInTheDocument();
      expect(screen.getByText('৳1,500.00').closest('del')).not.toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('In Stock');
    });

    it('shows the colour’s sizes in size order, hides sizes it lacks and marks sold-out ones', () => {
      renderOptions();
      const sizes = within(screen.getByRole('group', { name: /^Size/ }))
        .getAllByRole('button')
        .filter((button) => button.textContent !== 'View size chart');
      expect(sizes.map((button) => button.textContent)).toEqual(['S', 'M', 'L']);
      expect(sizeButton('L, out of stock')).toHaveAttribute('aria-disabled', 'true');
      expect(sizeButton('M')).not.toHaveAttribute('aria-disabled');
      expect(screen.queryByRole('button', { name: /^XL/ })).not.toBeInTheDocument();
    });

    it('marks no size when the product may be sold at zero stock', () => {
      renderOptions(panjabi({ is_negative: 1 }));
      expect(sizeButton('L')).not.toHaveAttribute('aria-disabled');
    });

    it('switches the sizes with the colour', async () => {
      const { user } = renderOptions();
      await user.click(colourButton('Maroon'));
      expect(sizeButton('S, out of stock')).toHaveAttribute('aria-disabled', 'true');
      expect(sizeButton('XL')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'M' })).not.toBeInTheDocument();
    });
  });

  describe('add to cart', () => {
    it('asks for a size when the new colour does not come in the chosen one', async () => {
      const { user } = renderOptions();
      await user.click(colourButton('Maroon'));
      await user.click(addButton()!);
      expect(await screen.findByText('Please select Size')).toBeInTheDocument();
      expect(shop.requestsTo('/api/v2/carts/add')).toEqual([]);
    });

    it('clears a size that is sold out in the new colour, still marks it, and asks for a size', async () => {
      const { user } = renderOptions();
      await user.click(sizeButton('S'));
      await user.click(colourButton('Maroon'));
      expect(sizeButton('S, out of stock')).toHaveAttribute('aria-pressed', 'false');
      expect(sizeButton('S, out of stock')).toHaveAttribute('aria-disabled', 'true');
      expect(sizeButton('XL')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await user.click(addButton()!);
      expect(await screen.findByText('Please select Size')).toBeInTheDocument();
      expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
      expect(shop.requestsTo('/api/v2/carts/add')).toEqual([]);
    });

    it('keeps a size at stock 0 in the new colour when the product may be sold at zero stock', async () => {
      const { user } = renderOptions(panjabi({ is_negative: 1 }));
      await user.click(sizeButton('S'));
      await user.click(colourButton('Maroon'));
      expect(sizeButton('S')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Available to order');
    });

    it('asks for colour and size when no colour is chosen', async () => {
      const product = panjabi();
      product.choice_options[0] = { ...product.choice_options[0], options: [], alias_name: [], color_codes: [] };
      const { user } = renderOptions(product);
      await user.click(addButton()!);
      expect(await screen.findByText('Please select Color & Size')).toBeInTheDocument();
    });

    it('says "Out of Stock" for a sold-out size and disables Order Now', async () => {
      const { user } = renderOptions();
      await user.click(sizeButton('L, out of stock'));
      expect(screen.getByRole('status')).toHaveTextContent('Out of Stock');
      expect(orderNow()).toBeDisabled();
      await user.click(addButton()!);
      expect(await screen.findByText('Out of Stock', { selector: '.Toastify *' })).toBeInTheDocument();
      expect(shop.requestsTo('/api/v2/carts/add')).toEqual([]);
    });

    it('adds the variant, toasts "Added to cart" and shows the stepper instead of the button', async () => {
      const { user, store } = renderOptions();
      await user.click(addButton()!);
      expect(await screen.findByText('Added to cart')).toBeInTheDocument();
      expect(stepper()).toHaveTextContent('1');
      expect(addButton()).not.toBeInTheDocument();
      expect(shop.quantityOf('PNJ-WHT-M')).toBe(1);
      expect(store.getState().bag.lines.map((line) => line.barcode)).toEqual(['PNJ-WHT-M']);
      expect(shop.requestsTo('/api/v2/carts/add')[0].body).toMatchObject({ id: 12, variant: 'White-M', barcode: 'PNJ-WHT-M', quantity: 1 });
    });

    it('pushes one add_to_cart event with the event id, value, BDT and the hashed shopper', async () => {
      signInCookies();
      const { user } = renderOptions(panjabi(), { auth: CUSTOMER_SESSION });
      await user.click(addButton()!);
      await screen.findByText('Added to cart');
      const events = dataLayerEvents('add_to_cart');
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event.event_id).toMatch(/^\d{13}\d{3}$/);
      expect(shop.requestsTo('/api/v2/carts/add')[0].body).toMatchObject({ event_id: event.event_id });
      expect(event.ecommerce).toMatchObject({ currency: 'BDT', value: 1350 });
      // SHA-256 of customer@demo.shop.
      expect(event.user_data.email).toBe('c5d21147cbc9b06c6bf8d7c7c90964e6432d6e93f10eb72ee40c72e381325f7d');
      expect(event.user_data.phone).toMatch(/^[0-9a-f]{64}$/);
      expect(event.user_data.name).toMatch(/^[0-9a-f]{64}$/);
    });

    it('toasts the server’s refusal', async () => {
      useShop({ whiteM: 0 });
      const { user } = renderOptions();
      await user.click(addButton()!);
      expect(await screen.findByText('Stock not available')).toBeInTheDocument();
      expect(addButton()).toBeInTheDocument();
    });
  });

  describe('quantity stepper', () => {
    async function addedOnce() {
      const rendered = renderOptions();
      await rendered.user.click(addButton()!);
      await screen.findByText('Added to cart');
      return rendered;
    }

    it('warns "Coupon Removed" when plus takes the applied coupon off', async () => {
      const { user, store } = await addedOnce();
      store.dispatch(couponApplied({ coupon: 'WELCOME10', coupon_amount: 100, tax: 0, free_shipping: false }));
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      const notice = await screen.findByText('Coupon Removed');
      expect(notice.closest('.Toastify__toast')).toHaveClass('Toastify__toast--warning');
      expect(store.getState().coupon.coupon_applied).toBe(false);
      expect(shop.requestsTo('/api/v2/coupon-check').map((request) => request.body)).toEqual([{ coupon_code: 'WELCOME10' }]);
    });

    it('adds one piece with plus', async () => {
      const { user, store } = await addedOnce();
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      await waitFor(() => expect(stepper()).toHaveTextContent('2'));
      expect(shop.quantityOf('PNJ-WHT-M')).toBe(2);
      expect(store.getState().bag.lines[0].quantity).toBe(2);
    });

    it('says "Out of Stock" on plus at the variant’s stock, without asking the server', async () => {
      const { user } = await addedOnce();
      const plus = screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' });
      await user.click(plus);
      await waitFor(() => expect(stepper()).toHaveTextContent('2'));
      // The count changes before the bag is rebuilt from the server; the stepper stays disabled until then.
      await waitFor(() => expect(plus).toBeEnabled());
      await user.click(plus);
      await waitFor(() => expect(stepper()).toHaveTextContent('3'));
      await waitFor(() => expect(plus).toBeEnabled());
      const addsBefore = shop.requestsTo('/api/v2/carts/add').length;
      await user.click(plus);
      expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
      expect(shop.requestsTo('/api/v2/carts/add')).toHaveLength(addsBefore);
      expect(stepper()).toHaveTextContent('3');
    });

    it('says "Product not available in stock" when the server refuses plus', async () => {
      useShop({ whiteM: 1 });
      const { user } = await addedOnce();
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      expect(await screen.findByText('Product not available in stock')).toBeInTheDocument();
      expect(stepper()).toHaveTextContent('1');
    });

    it('takes one piece off with minus above 1', async () => {
      const { user } = await addedOnce();
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
      await waitFor(() => expect(stepper()).toHaveTextContent('2'));
      // The count changes before the bag is rebuilt from the server; the stepper stays disabled until then.
      const minus = screen.getByRole('button', { name: 'Decrease quantity of Cotton Panjabi' });
      await waitFor(() => expect(minus).toBeEnabled());
      await user.click(minus);
      await waitFor(() => expect(stepper()).toHaveTextContent('1'));
      expect(shop.requestsTo('/api/v2/carts/delete')[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-M', remove_all: false });
    });

    it('removes the line with minus at 1 and brings back the add button', async () => {
      const { user, store } = await addedOnce();
      await user.click(screen.getByRole('button', { name: 'Decrease quantity of Cotton Panjabi' }));
      expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
      expect(stepper()).not.toBeInTheDocument();
      expect(store.getState().bag.lines).toEqual([]);
      expect(shop.requestsTo('/api/v2/carts/delete')[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-M', remove_all: true });
      const removals = dataLayerEvents('remove_from_cart');
      expect(removals).toHaveLength(1);
      expect(removals[0].ecommerce).toMatchObject({ currency: 'BDT', value: 1350 });
    });
  });

  describe('Order Now', () => {
    it('adds the variant and goes to /checkout', async () => {
      const { user, router } = renderOptions();
      await user.click(orderNow());
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/checkout'));
      expect(shop.quantityOf('PNJ-WHT-M')).toBe(1);
    });

    it('stays on the page when the variant could not be added', async () => {
      useShop({ whiteM: 0 });
      const { user, router } = renderOptions();
      await user.click(orderNow());
      expect(await screen.findByText('Stock not available')).toBeInTheDocument();
      expect(router.push).not.toHaveBeenCalled();
    });

    it('is enabled for a sold-out size when negative stock is allowed', async () => {
      const { user } = renderOptions(panjabi({ is_negative: 1 }));
      await user.click(sizeButton('L'));
      expect(orderNow()).toBeEnabled();
    });
  });

  describe('wishlist and sharing', () => {
    it('asks a signed-out visitor to log in first', async () => {
      const { user } = renderOptions();
      await user.click(screen.getByRole('button', { name: 'Wishlist' }));
      expect(await screen.findByText('Please Login First')).toBeInTheDocument();
    });

    it('adds and removes the product for a signed-in customer', async () => {
      signInCookies();
      const { user } = renderOptions(panjabi(), { auth: CUSTOMER_SESSION });
      const heart = screen.getByRole('button', { name: 'Wishlist' });
      await user.click(heart);
      expect(await screen.findByText('Added To List')).toBeInTheDocument();
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      await user.click(heart);
      expect(await screen.findByText('Removed From List')).toBeInTheDocument();
      expect(heart).toHaveAttribute('aria-pressed', 'false');
    });

    it('links to the Facebook, X and WhatsApp share screens', () => {
      renderOptions();
      const link = encodeURIComponent(SHARE_URL);
      expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${link}`);
      expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(`url=${link}`);
      expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(link);
    });

    it('copies the link for Instagram and says so', async () => {
      const { user } = renderOptions();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Copy link for Instagram' }));
      expect(await screen.findByText('Link copied')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    });
  });

  describe('size chart', () => {
    it('opens the size guide page in a modal', async () => {
      const { user } = renderOptions();
      await user.click(screen.getByRole('button', { name: 'View size chart' }));
      const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
      expect(await within(dialog).findByRole('heading', { name: 'Size Guide' })).toBeInTheDocument();
      expect(within(dialog).getByRole('table')).toBeInTheDocument();
    });

    it('shows a chart image when the link is an image', async () => {
      const { user } = renderOptions(panjabi({ size_chart_link: '/media/charts/panjabi.png' }));
      await user.click(screen.getByRole('button', { name: 'View size chart' }));
      const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
      expect(within(dialog).getByRole('img', { name: 'Size chart for Cotton Panjabi' })).toHaveAttribute('src', '/media/charts/panjabi.png');
    });

    it('falls back to the standard table for the product’s sizes', async () => {
      const { user } = renderOptions(panjabi({ size_chart_link: null }));
      await user.click(screen.getByRole('button', { name: 'View size chart' }));
      const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
      const rows = within(dialog).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['S', 'M', 'L', 'XL']);
    });
  });
});
