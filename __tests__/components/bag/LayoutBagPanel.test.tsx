import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutBagPanel } from '@/components/bag/LayoutBagPanel';
import type { PreloadedState } from '@/store/store';
import { initialAuthState } from '@/store/authSlice';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { WHITE_PANJABI } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { cartLine, SAREE_LINE } from '../common/support/fixtures';
import { renderWidget, settingsWith } from '../common/support/renderWidget';

const backend = serveFakeShop();

function renderPanel(preloadedState: PreloadedState, onClose = jest.fn()) {
  return { onClose, ...renderWidget(<LayoutBagPanel open onClose={onClose} />, { preloadedState }) };
}

async function openedCart() {
  return screen.findByRole('dialog', { name: 'Shopping Cart' });
}

describe('LayoutBagPanel (variant 2)', () => {
  it('renders nothing until it is opened', () => {
    renderWidget(<LayoutBagPanel open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a dialog titled "Shopping Cart" showing each item’s name, size, colour, price and quantity', async () => {
    renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 2 })] } });
    const dialog = await openedCart();
    const [line] = within(dialog).getAllByRole('listitem');
    expect(within(line).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(within(line).getByText('Size: M')).toBeInTheDocument();
    expect(within(line).getByText('Colour: White')).toBeInTheDocument();
    expect(within(line).getByText('৳1,350.00')).toBeInTheDocument();
    expect(within(line).getByRole('group', { name: 'Quantity of Cotton Panjabi' })).toHaveTextContent('2');
  });

  it('shows the total with 2 decimals', async () => {
    renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 2 }), SAREE_LINE] } });
    const dialog = await openedCart();
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('৳6,900.00');
  });

  it('shows a total of ৳0.00 for an empty bag', async () => {
    renderPanel({ auth: GUEST_SESSION });
    const dialog = await openedCart();
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('৳0.00');
  });

  it('links "View cart" to /cart', async () => {
    renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine()] } });
    expect(within(await openedCart()).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  describe('Proceed to checkout', () => {
    it('goes to /checkout for anyone when the guest checkout setting is on', async () => {
      renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine()] }, settings: settingsWith({ settings: { guest_checkout: '1' } }) });
      expect(within(await openedCart()).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    });

    it('goes to /checkout for a signed-in customer when guest checkout is off', async () => {
      renderPanel({ auth: CUSTOMER_SESSION, bag: { lines: [cartLine()] }, settings: settingsWith({ settings: { guest_checkout: '0' } }) });
      expect(within(await openedCart()).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    });

    it('goes to /login for an anonymous visitor when guest checkout is off', async () => {
      renderPanel({ auth: initialAuthState, bag: { lines: [cartLine()] }, settings: settingsWith({ settings: { guest_checkout: '0' } }) });
      expect(within(await openedCart()).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/login');
    });
  });

  it('says "Quantity can not be less than 1" on minus at 1, and keeps the line', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 1 })] } });
    await openedCart();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Cotton Panjabi' }));
    expect(await screen.findByText('Quantity can not be less than 1')).toBeInTheDocument();
    expect(store.getState().bag.lines[0].quantity).toBe(1);
    expect(backend.shop.requests).toEqual([]);
  });

  it('takes one piece off with minus above 1', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 2);
    const user = userEvent.setup();
    const { store } = renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 2 })] } });
    await openedCart();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Cotton Panjabi' }));
    await waitFor(() => expect(store.getState().bag.lines[0].quantity).toBe(1));
    expect(backend.shop.requestsTo('/api/v2/carts/delete')[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-M', remove_all: false });
    expect(screen.getByRole('group', { name: 'Quantity of Cotton Panjabi' })).toHaveTextContent('1');
  });

  it('adds one piece with plus and toasts "Added to cart"', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 2);
    const user = userEvent.setup();
    const { store } = renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 2 })] } });
    await openedCart();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(store.getState().bag.lines[0].quantity).toBe(3);
    expect(backend.shop.quantityOf('PNJ-WHT-M')).toBe(3);
  });

  it('toasts the server’s refusal when plus goes beyond the stock', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 3);
    const user = userEvent.setup();
    const { store } = renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 3 })] } });
    await openedCart();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Panjabi' }));
    expect(await screen.findByText('Stock not available')).toBeInTheDocument();
    expect(store.getState().bag.lines[0].quantity).toBe(3);
  });

  it('removes the line with the remove control', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 2);
    const user = userEvent.setup();
    const { store } = renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 2 })] } });
    await openedCart();
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Panjabi' }));
    await waitFor(() => expect(store.getState().bag.lines).toEqual([]));
    expect(backend.shop.requestsTo('/api/v2/carts/delete')[0].body).toMatchObject({ remove_all: true });
  });

  it('has a free-shipping progress bar towards 1000 taka that is hidden', async () => {
    renderPanel({ auth: GUEST_SESSION, bag: { lines: [cartLine({ quantity: 1, main_price_discount: 600 })] } });
    await openedCart();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar.closest('[hidden]')).not.toBeNull();
    expect(bar).not.toBeVisible();
    expect(screen.getByText('Spend ৳400.00 more for free shipping')).not.toBeVisible();
  });

  it('moves focus into the panel and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel({ auth: GUEST_SESSION });
    const dialog = await openedCart();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
