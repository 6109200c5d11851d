import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OrdersTemplate } from '@/components/orders/OrdersTemplate';
import OrdersPage from '@/pages/orders/index';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { orderDetail, serveFakeOrders } from './support/fakeOrders';

const backend = serveFakeShop();
const fake = serveFakeOrders(backend);

function renderOrders(page = 1) {
  return renderWidget(<OrdersTemplate page={page} />, { preloadedState: { auth: CUSTOMER_SESSION }, router: createTestRouter('/orders') });
}

/** `count` orders, one a day from 1 Nov 2026, so the newest is the last. */
function addOrders(count: number) {
  for (let index = 1; index <= count; index += 1) {
    const day = String(index).padStart(2, '0');
    fake.orders.add(orderDetail({ id: index, code: `RD2611${day}00000${index}`.slice(0, 14), date: `2026-11-${day}T06:00:00.000Z` }));
  }
}

describe('/orders', () => {
  it('is a customers-only page', () => {
    expect(OrdersPage.protected).toBe(true);
  });

  it('lists each order with its code, date, items, total, statuses and a link to its detail', async () => {
    fake.orders.add(
      orderDetail({
        id: 12,
        code: 'RD2611220A1B2C',
        payment_type: 'bkash',
        payment_type_name: 'bKash',
        payment_status: 'paid',
        delivery_status: 'shipped',
        delivery_status_label: 'Shipped',
        grand_total: 2790,
      }),
    );
    renderOrders();

    const order = (await screen.findByRole('heading', { name: 'RD2611220A1B2C' })).closest('li')!;
    expect(within(order).getByText('22 Nov 2026')).toBeInTheDocument();
    expect(within(order).getByText('3 items')).toBeInTheDocument();
    expect(within(order).getByText('৳2,790.00')).toBeInTheDocument();
    expect(within(order).getByText('Shipped')).toHaveTextContent('Delivery status: Shipped');
    expect(within(order).getByText('Paid')).toBeInTheDocument();
    expect(within(order).getByText('bKash')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'View order RD2611220A1B2C' })).toHaveAttribute('href', '/orders/12');
    expect(screen.getByText('1 order')).toBeInTheDocument();
    expect(fake.orders.requestsTo('/api/v2/purchase-history?page=1')[0].authorization).toBe('Bearer customer-token');
  });

  it('shows the page asked for, with links to the other pages', async () => {
    addOrders(23);
    renderOrders(2);

    expect(await screen.findByText('23 orders')).toBeInTheDocument();
    expect(fake.orders.requestsTo('/api/v2/purchase-history?page=2')).toHaveLength(1);
    // Newest first: page 2 holds the 13th to 4th of November.
    const codes = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(codes).toHaveLength(10);
    expect(codes[0]).toBe('RD261113000001');

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/orders');
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/orders?page=3');
    expect(within(pagination).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/orders?page=3');
  });

  it('shows no pagination for a single page', async () => {
    addOrders(3);
    renderOrders();
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('invites a customer without orders to shop', async () => {
    renderOrders();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('leads back to the first page from a page past the last', async () => {
    addOrders(3);
    renderOrders(5);
    expect(await screen.findByText('There are no orders on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/orders');
  });

  it('says when the orders could not be loaded, and tries again on request', async () => {
    addOrders(1);
    backend.server.use(http.get(`${API}/v2/purchase-history`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderOrders();

    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 order')).toBeInTheDocument();
  });

  it('sits in the profile layout with My Orders highlighted', async () => {
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('My Orders')).toHaveAttribute('aria-current', 'page');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('You have not placed any orders yet.');
  });

  it('reads ?page= in the page of /orders', async () => {
    addOrders(12);
    const router = { ...createTestRouter('/orders'), query: { page: '2' } };
    renderWidget(<OrdersPage />, { preloadedState: { auth: CUSTOMER_SESSION }, router });
    expect(await screen.findByText('12 orders')).toBeInTheDocument();
    expect(fake.orders.requestsTo('/api/v2/purchase-history?page=2')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
