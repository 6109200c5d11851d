import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderDetailTemplate } from '@/components/orders/OrderDetailTemplate';
import OrderDetailPage from '@/pages/orders/[id]';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { CANCELLED_MESSAGE, NO_LONGER_CANCELLABLE, orderDetail, PANJABI_ITEM, SAREE_ITEM, serveFakeOrders } from './support/fakeOrders';

const backend = serveFakeShop();
const fake = serveFakeOrders(backend);

function renderDetail(orderId: number | null = 12) {
  return renderWidget(<OrderDetailTemplate orderId={orderId} />, {
    preloadedState: { auth: CUSTOMER_SESSION },
    router: createTestRouter('/orders/[id]'),
  });
}

const SHIPPED_ORDER = orderDetail({
  payment_type: 'bkash',
  payment_type_name: 'bKash',
  payment_status: 'paid',
  delivery_status: 'shipped',
  delivery_status_label: 'Shipped',
  can_cancel: false,
  delivery_method: 'express',
  note: 'Please call before delivery',
  gift_wrap: true,
  coupon_code: 'WELCOME10',
  coupon_discount: 270,
  membership_discount: 150,
  regular_sub_total: 3150,
  gift_card_amount: 500,
  tax: 12.5,
  grand_total: 2532.5,
  amount_to_pay: 2032.5,
  billing_address: { ...orderDetail().shipping_address!, address: 'Flat 3B, Banani 11', thana: 'Banani', postal_code: '1213' },
  timeline: [
    { status: 'placed', label: 'Order placed', note: null, date: '2026-11-22T08:30:00.000Z' },
    { status: 'placed', label: 'Order placed', note: 'Paid by bKash', date: '2026-11-22T08:32:00.000Z' },
    { status: 'confirmed', label: 'Confirmed', note: null, date: '2026-11-23T04:00:00.000Z' },
    { status: 'shipped', label: 'Shipped', note: null, date: '2026-11-24T10:15:00.000Z' },
  ],
});

describe('/orders/[id]', () => {
  it('is a customers-only page reading its id from the route', async () => {
    expect(OrderDetailPage.protected).toBe(true);
    fake.orders.add(orderDetail({ id: 34, code: 'RD261122ZZZZZZ' }));
    const router = { ...createTestRouter('/orders/[id]'), query: { id: '34' } };
    renderWidget(<OrderDetailPage />, { preloadedState: { auth: CUSTOMER_SESSION }, router });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order RD261122ZZZZZZ' })).toBeInTheDocument();
  });

  it('shows the code, date, status and a timeline with the dates of the steps reached', async () => {
    fake.orders.add(SHIPPED_ORDER);
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order RD2611220A1B2C' })).toBeInTheDocument();
    expect(screen.getByText(/Placed on/)).toHaveTextContent('Placed on 22 Nov 2026');
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Shipped')).toHaveTextContent('Order status: Shipped');

    const steps = within(screen.getByRole('region', { name: 'Order status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order placed22 Nov 2026, 14:30Paid by bKash',
      'Confirmed23 Nov 2026, 10:00',
      'Shipped24 Nov 2026, 16:15',
      'Delivered (not yet)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('lists the items with thumbnails linking to the products', async () => {
    fake.orders.add(SHIPPED_ORDER, [PANJABI_ITEM, SAREE_ITEM]);
    renderDetail();
    const items = await screen.findByRole('list', { name: 'Items' });
    const [panjabi, saree] = within(items).getAllByRole('listitem');
    expect(within(panjabi).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(panjabi.querySelector('a[href="/details/cotton-panjabi"] img')).toHaveAttribute('src', PANJABI_ITEM.thumbnail_image);
    expect(within(panjabi).getByText('White-M')).toBeInTheDocument();
    expect(within(panjabi).getByText('৳1,350.00')).toBeInTheDocument();
    expect(within(panjabi).getByRole('deletion')).toHaveTextContent('Was ৳1,500.00');
    expect(within(panjabi).getByText('× 2')).toBeInTheDocument();
    expect(saree.querySelector('img')).toHaveAttribute('src', '/media/brand/placeholder.svg');
    expect(within(saree).queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('strikes through the regular price an item was sold against, not its price before the discount', async () => {
    // 2,990 less 250 against the 3,640 recorded as the shirt's regular price.
    const poplin = { ...PANJABI_ITEM, product_name: 'Regular Fit Poplin Shirt', unit_price: 2990, stroked_price: 3640, unit_discount: 250, quantity: 1, line_total: 2740 };
    fake.orders.add(SHIPPED_ORDER, [poplin]);
    renderDetail();
    const [item] = within(await screen.findByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(within(item).getByText('৳2,740.00', { selector: 'span' })).toBeInTheDocument();
    expect(within(item).getByRole('deletion')).toHaveTextContent('Was ৳3,640.00');
  });

  it('shows delivery, billing, payment, note, gift wrap and every total', async () => {
    fake.orders.add(SHIPPED_ORDER);
    renderDetail();

    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('House 12, Road 5')).toBeInTheDocument();
    expect(within(delivery).getByText('Express delivery')).toBeInTheDocument();
    expect(within(delivery).getByRole('heading', { name: 'Billing address' }).parentElement).toHaveTextContent('Flat 3B, Banani 11');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payment method').nextSibling).toHaveTextContent('bKash');
    expect(within(payment).getByText('Payment status').nextSibling).toHaveTextContent('Paid');
    expect(within(payment).getByText('Gift wrap').nextSibling).toHaveTextContent('Yes, gift wrapped');
    expect(within(payment).getByText('Note').nextSibling).toHaveTextContent('Please call before delivery');

    const totals = within(screen.getByRole('region', { name: 'Order summary' }));
    const row = (label: string) => totals.getByText(label).closest('div');
    expect(row('Sub total')).toHaveTextContent('৳3,150.00');
    expect(row('Product discount')).toHaveTextContent('−৳300.00');
    expect(row('Coupon (WELCOME10)')).toHaveTextContent('−৳270.00');
    expect(row('Membership discount')).toHaveTextContent('−৳150.00');
    expect(row('Shipping')).toHaveTextContent('৳90.00');
    expect(row('Tax')).toHaveTextContent('৳12.50');
    expect(row('Total')).toHaveTextContent('৳2,532.50');
    expect(row('Gift card')).toHaveTextContent('−৳500.00');
    expect(row('Amount paid')).toHaveTextContent('৳2,032.50');
  });

  it('offers "Pay now" when the order still has a payment page, and no cancel once it cannot be cancelled', async () => {
    fake.orders.add(orderDetail({ payment_type: 'nagad', payment_type_name: 'Nagad', payment_url: '/payment/simulated/feed42', can_cancel: false }));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/simulated/feed42');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels after confirmation, toasts the answer and shows the order cancelled', async () => {
    fake.orders.add(orderDetail());
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByText('Are you sure you want to cancel order RD2611220A1B2C? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));

    expect(await screen.findByText(CANCELLED_MESSAGE)).toBeInTheDocument();
    expect(fake.orders.requestsTo('/api/v2/order/cancel/12')[0].authorization).toBe('Bearer customer-token');
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    await waitFor(() => expect(within(header).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Order status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Order placed22 Nov 2026, 14:30', 'Cancelled23 Nov 2026, 11:00Cancelled by the customer']);
  });

  it('keeps the order when the shopper changes their mind', async () => {
    fake.orders.add(orderDetail());
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.orders.requestsTo('/api/v2/order/cancel/12')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('shows the refusal when the order shipped meanwhile, and the order as it now stands', async () => {
    fake.orders.add(orderDetail());
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fake.orders.update(12, { can_cancel: false, delivery_status: 'shipped', delivery_status_label: 'Shipped' });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_LONGER_CANCELLABLE);
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    await waitFor(() => expect(within(header).getByText('Shipped')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says clearly when the order is not found', async () => {
    renderDetail(404);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
  });

  it('treats an id that is not a number as not found, without asking the server', () => {
    renderDetail(null);
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(fake.orders.requests).toHaveLength(0);
  });
});
