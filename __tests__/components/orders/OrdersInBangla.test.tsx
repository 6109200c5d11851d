import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { OrderDetailTemplate } from '@/components/orders/OrderDetailTemplate';
import { OrdersTemplate } from '@/components/orders/OrdersTemplate';
import { LocaleContext } from '@/hooks/useLocale';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { orderDetail, serveFakeOrders } from './support/fakeOrders';

const backend = serveFakeShop();
const fake = serveFakeOrders(backend);

function renderInBangla(ui: ReactElement, pathname: string) {
  return renderWidget(<LocaleContext.Provider value="bn">{ui}</LocaleContext.Provider>, {
    preloadedState: { auth: CUSTOMER_SESSION },
    router: createTestRouter(pathname),
  });
}

const SHIPPED_ORDER = orderDetail({
  id: 12,
  code: 'RD2611220A1B2C',
  date: '2026-11-22T08:30:00.000Z',
  payment_type: 'bkash',
  payment_type_name: 'bKash',
  payment_status: 'paid',
  delivery_status: 'shipped',
  delivery_status_label: 'Shipped',
  grand_total: 2790,
  timeline: [
    { status: 'placed', label: 'Order placed', note: null, date: '2026-11-22T08:30:00.000Z' },
    { status: 'confirmed', label: 'Confirmed', note: null, date: '2026-11-22T10:05:00.000Z' },
    { status: 'shipped', label: 'Shipped', note: null, date: '2026-11-23T04:00:00.000Z' },
  ],
});

describe('orders in Bangla', () => {
  it('lists an order with its price, date, count and statuses in Bangla and Bengali numerals', async () => {
    fake.orders.add(SHIPPED_ORDER);
    renderInBangla(<OrdersTemplate page={1} />, '/orders');

    expect(screen.getByRole('heading', { level: 1, name: 'আমার অর্ডার' })).toBeInTheDocument();
    const order = (await screen.findByRole('heading', { name: 'RD2611220A1B2C' })).closest('li')!;
    expect(within(order).getByText('৳২,৭৯০.০০')).toBeInTheDocument();
    expect(within(order).getByText('২২ নভে, ২০২৬')).toHaveAttribute('dateTime', '2026-11-22T08:30:00.000Z');
    expect(within(order).getByText('৩টি পণ্য')).toBeInTheDocument();
    expect(within(order).getByText('পাঠানো হয়েছে')).toHaveTextContent('ডেলিভারির অবস্থা: পাঠানো হয়েছে');
    expect(within(order).getByText('পরিশোধিত')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'অর্ডার RD2611220A1B2C দেখুন' })).toHaveAttribute('href', '/orders/12');
    expect(screen.getByText('১টি অর্ডার')).toBeInTheDocument();
  });

  it('shows the timeline of an order with Bangla statuses and Dhaka times in Bengali numerals', async () => {
    fake.orders.add(SHIPPED_ORDER);
    renderInBangla(<OrderDetailTemplate orderId={12} />, '/orders/[id]');

    const timeline = (await screen.findByRole('heading', { name: 'অর্ডারের অবস্থা' })).closest('section')!;
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'অর্ডার করা হয়েছে',
      'কনফার্ম হয়েছে',
      'পাঠানো হয়েছে',
      'ডেলিভারি হয়েছে (এখনও হয়নি)',
    ]);
    expect(within(steps[0]).getByText('২২ নভে, ২০২৬, ১৪:৩০')).toBeInTheDocument();
    expect(within(steps[2]).getByText('২৩ নভে, ২০২৬, ১০:০০')).toBeInTheDocument();
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });
});
