import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BagPanel } from '@/components/bag/BagPanel';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { RED_SAREE, WHITE_PANJABI } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { cartLine, SAREE_LINE } from '../common/support/fixtures';
import { renderWidget, settingsWith } from '../common/support/renderWidget';

const backend = serveFakeShop();

const PANJABI_LINE = cartLine({ color: 'White' });

describe('BagPanel (variant 1)', () => {
  it('says "Add Something to Cart" when the bag is empty, with no checkout', () => {
    renderWidget(<BagPanel />, { preloadedState: { auth: GUEST_SESSION } });
    expect(screen.getByRole('heading', { name: 'Shopping Bag (0 items)' })).toBeInTheDocument();
    expect(screen.getByText('Add Something to Cart')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('titles the bag with its item count and shows a card per line', () => {
    renderWidget(<BagPanel />, { preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE, SAREE_LINE] } } });
    expect(screen.getByRole('heading', { name: 'Shopping Bag (2 items)' })).toBeInTheDocument();

    const [panjabi, saree] = screen.getAllByRole('listitem');
    expect(within(panjabi).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(panjabi.querySelector('img')).toHaveAttribute('src', '/media/products/panjabi/white/front.svg');
    expect(within(panjabi).getByText('৳1,350.00')).toBeInTheDocument();
    expect(within(panjabi).getByRole('deletion')).toHaveTextContent('Regular price ৳1,500.00');
    expect(within(saree).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(panjabi).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(panjabi).getByText('Colour: White')).toBeInTheDocument();
    expect(within(saree).getByRole('link', { name: 'Jamdani Saree' })).toHaveAttribute('href', '/details/jamdani-saree');
    expect(saree.querySelector('img')).toHaveAttribute('src', '/media/brand/placeholder.svg');
    expect(within(saree).getByText('Qty: 1')).toBeInTheDocument();
  });

  it('shows the subtotal at regular prices, the discount taken off once and the total, with 2 decimals', () => {
    renderWidget(<BagPanel />, { preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE, SAREE_LINE] } } });
    // Two panjabis at 1,500 sold at 1,350, and a saree at 4,200.
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('৳7,200.00');
    expect(screen.getByText('Product discount').nextSibling).toHaveTextContent('−৳300.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('৳6,900.00');
  });

  it('with a membership card, counts the membership discount once between the subtotal and the total', () => {
    const summary = {
      coupon_applied: false,
      coupon_code: null,
      discount: 0,
      grand_total: 5760,
      grand_total_value: 5760,
      loyality_applied: true,
      shipping_cost: 0,
      regular_sub_total: 7200,
      sub_total: 5760,
      tax: 0,
      membership_applied: true,
      membership_no: 'MEM-1001',
      membership_discount: 1140,
    };
    renderWidget(<BagPanel />, {
      preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE, SAREE_LINE] }, bagSummary: { summary } },
    });
    // 7,200 − 300 − 1,140 = 5,760.
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('৳7,200.00');
    expect(screen.getByText('Product discount').nextSibling).toHaveTextContent('−৳300.00');
    expect(screen.getByText('Membership discount (MEM-1001)').nextSibling).toHaveTextContent('−৳1,140.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('৳5,760.00');
  });

  it('links "View shopping bag" to /cart', () => {
    renderWidget(<BagPanel />, { preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE] } } });
    expect(screen.getByRole('link', { name: 'View shopping bag' })).toHaveAttribute('href', '/cart');
  });

  it('sends a signed-in customer to /checkout', () => {
    renderWidget(<BagPanel />, { preloadedState: { auth: CUSTOMER_SESSION, bag: { lines: [PANJABI_LINE] } } });
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('sends a visitor who is not signed in to /login, even with guest checkout on', () => {
    renderWidget(<BagPanel />, {
      preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE] }, settings: settingsWith({ settings: { guest_checkout: '1' } }) },
    });
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/login');
  });

  it('removes a whole line through the server and toasts its message', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 2);
    backend.shop.putInBag(RED_SAREE, 1);
    const user = userEvent.setup();
    const { store } = renderWidget(<BagPanel />, { preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE, SAREE_LINE] } } });

    await user.click(screen.getByRole('button', { name: 'Remove Cotton Panjabi' }));

    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    expect(backend.shop.requestsTo('/api/v2/carts/delete')[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-M', remove_all: true });
    await waitFor(() => expect(store.getState().bag.lines.map((line) => line.barcode)).toEqual(['SAR-RED']));
    expect(screen.getByRole('heading', { name: 'Shopping Bag (1 item)' })).toBeInTheDocument();
  });

  it('toasts "Try Again" when the removal fails, keeping the line', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(<BagPanel />, { preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE] } } });
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Panjabi' }));
    expect(await screen.findByText('Try Again')).toBeInTheDocument();
    expect(store.getState().bag.lines).toHaveLength(1);
  });
});
