import { act, screen, waitFor, within } from '@testing-library/react';
import { OrderConfirmationTemplate } from '@/components/orders/OrderConfirmationTemplate';
import OrderConfirmationPage from '@/pages/order-confirmation/[id]';
import { guestSessionStarted, initialAuthState } from '@/store/authSlice';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { RED_SAREE } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { orderDetail, PANJABI_ITEM, SAREE_ITEM, serveFakeOrders } from './support/fakeOrders';

const backend = serveFakeShop();
const fake = serveFakeOrders(backend);

function renderConfirmation(orderId: number | null = 12, auth = GUEST_SESSION) {
  return renderWidget(<OrderConfirmationTemplate orderId={orderId} />, { preloadedState: { auth } });
}

describe('order confirmation', () => {
  it('thanks the guest with the order code, items, totals and address, read with the guest token', async () => {
    fake.orders.add(orderDetail(), [PANJABI_ITEM, SAREE_ITEM]);
    renderConfirmation();

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('RD2611220A1B2C')).toBeInTheDocument();
    expect(screen.getByText('Placed on 22 Nov 2026')).toBeInTheDocument();

    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(within(items).getByText('৳2,700.00')).toBeInTheDocument();
    expect(within(items).getByRole('link', { name: 'Jamdani Saree' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Sub total').closest('div')).toHaveTextContent('৳3,000.00');
    expect(within(summary).getByText('Shipping').closest('div')).toHaveTextContent('৳90.00');
    expect(within(summary).getByText('Total').closest('div')).toHaveTextContent('৳2,790.00');

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('House 12, Road 5')).toBeInTheDocument();
    expect(within(delivery).getByText('Dhanmondi, Dhaka, 1209')).toBeInTheDocument();
    expect(within(delivery).getByText('Regular delivery')).toBeInTheDocument();

    expect(fake.orders.requestsTo('/api/v2/purchase-history-details/12')[0].authorization).toBe('Bearer guest-token');
    expect(fake.orders.requestsTo('/api/v2/purchase-history-items/12')[0].authorization).toBe('Bearer guest-token');
  });

  it('tells a cash-on-delivery shopper to pay on arrival', async () => {
    fake.orders.add(orderDetail());
    renderConfirmation();
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(within(next).getByRole('heading', { name: 'Cash on delivery' })).toBeInTheDocument();
    expect(within(next).getByText('Please keep ৳2,790.00 ready: you pay in cash when your order arrives.')).toBeInTheDocument();
    expect(within(next).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('says "Payment received" for an order paid online', async () => {
    fake.orders.add(orderDetail({ payment_type: 'bkash', payment_type_name: 'bKash', payment_status: 'paid' }));
    renderConfirmation();
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(within(next).getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(within(next).getByText('We have received ৳2,790.00 by bKash. Nothing more to pay.')).toBeInTheDocument();
    expect(screen.getByText('Amount paid').closest('div')).toHaveTextContent('৳2,790.00');
  });

  it('says the payment was declined, links to the bag and brings the returned items into it', async () => {
    backend.shop.putInBag(RED_SAREE, 1);
    fake.orders.add(
      orderDetail({ payment_type: 'nagad', payment_type_name: 'Nagad', payment_status: 'failed', delivery_status: 'cancelled', can_cancel: false }),
    );
    const { store } = renderConfirmation();

    const declined = await screen.findByRole('alert');
    expect(within(declined).getByRole('heading', { name: 'Payment was declined' })).toBeInTheDocument();
    expect(within(declined).getByText('Your order was cancelled and its items are back in your bag, so you can try again.')).toBeInTheDocument();
    expect(within(declined).getByRole('link', { name: 'Go to your bag' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(store.getState().bag.lines.map((line) => line.barcode)).toEqual(['SAR-RED']));
  });

  it('offers "Pay now" for an online order still unpaid', async () => {
    fake.orders.add(orderDetail({ payment_type: 'bkash', payment_type_name: 'bKash', payment_url: '/payment/simulated/abc123' }));
    renderConfirmation();
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(within(next).getByText('Pay ৳2,790.00 with bKash to complete your order.')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/simulated/abc123');
  });

  it('shows the pickup point instead of an address', async () => {
    fake.orders.add(
      orderDetail({
        shipping_type: 'pickup',
        delivery_method: null,
        shipping_cost: 0,
        pickup_point: { name: 'Rongdhonu Gulshan', address: 'Road 11, Gulshan 2', phone: '01711000099' },
        shipping_address: { ...orderDetail().shipping_address!, address: null, thana: null, district: null, division: null, postal_code: null },
      }),
    );
    renderConfirmation();
    const pickup = await screen.findByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByText('Rongdhonu Gulshan')).toBeInTheDocument();
    expect(within(pickup).getByText('Road 11, Gulshan 2')).toBeInTheDocument();
    expect(within(pickup).getByText('Collected by Rahim Uddin, 01711000001')).toBeInTheDocument();
    expect(screen.getByText('Shipping').closest('div')).toHaveTextContent('Free');
    expect(screen.getByText('Please pay ৳2,790.00 in cash when you collect your order.')).toBeInTheDocument();
  });

  it('links a guest to more shopping only, and a customer to their orders too', async () => {
    fake.orders.add(orderDetail());
    const { unmount } = renderConfirmation();
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'View my orders' })).not.toBeInTheDocument();
    unmount();

    renderConfirmation(12, CUSTOMER_SESSION);
    expect(await screen.findByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
  });

  it('says clearly when the order is not found (another visitor’s, or no such order)', async () => {
    renderConfirmation(99);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('waits for the session before asking for the order', async () => {
    fake.orders.add(orderDetail());
    const { store } = renderConfirmation(12, initialAuthState);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(fake.orders.requests).toHaveLength(0);

    act(() => {
      store.dispatch(guestSessionStarted({ access_token: 'guest-token', temp_guest_user_no: 'GUEST-0001', guest_user_id: 41 }));
    });
    expect(await screen.findByText('RD2611220A1B2C')).toBeInTheDocument();
  });

  it('is the page of /order-confirmation/[id]', async () => {
    fake.orders.add(orderDetail({ id: 34, code: 'RD261122ZZZZZZ' }));
    const router = { ...createTestRouter('/order-confirmation/[id]'), query: { id: '34' } };
    renderWidget(<OrderConfirmationPage />, { preloadedState: { auth: GUEST_SESSION }, router });
    expect(await screen.findByText('RD261122ZZZZZZ')).toBeInTheDocument();
  });
});
