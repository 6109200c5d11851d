import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CartSummary } from '@/contract/cart';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API, WHITE_PANJABI } from '../../store/support/fakeShop';
import { renderCheckout, serveFakeCheckout } from './support/renderCheckout';

// The checkout's order summary shows the free-delivery progress the server worked out for the
// delivery choice on screen.

const backend = serveFakeCheckout();
beforeEach(() => backend.shop.putInBag(WHITE_PANJABI, 2));

function answerSummary(freeDelivery: Partial<CartSummary>) {
  backend.server.use(
    http.get(`${API}/v2/cart-summary`, () =>
      HttpResponse.json({
        coupon_applied: false,
        coupon_code: null,
        discount: 0,
        grand_total: 2760,
        grand_total_value: 2760,
        loyality_applied: false,
        shipping_cost: 60,
        sub_total: 2700,
        tax: 0,
        free_shipping: false,
        free_shipping_limit: 3000,
        free_shipping_remaining: 300,
        free_shipping_applied: false,
        ...freeDelivery,
      } satisfies CartSummary),
    ),
  );
}

const summaryRegion = () => screen.getByRole('region', { name: 'Order summary' });

describe('Checkout: free delivery', () => {
  it('says how much more buys free delivery', async () => {
    answerSummary({});
    await renderCheckout({ auth: CUSTOMER_SESSION });
    expect(await screen.findByText('Add ৳300.00 more for free delivery')).toBeInTheDocument();
    expect(summaryRegion()).toContainElement(screen.getByRole('progressbar', { name: 'Progress towards free delivery' }));
    expect(screen.getByRole('progressbar', { name: 'Progress towards free delivery' })).toHaveAttribute('aria-valuenow', '90');
  });

  it('says the shopper has free delivery when the server waived shipping', async () => {
    answerSummary({ shipping_cost: 0, grand_total: 3200, sub_total: 3200, free_shipping_remaining: 0, free_shipping_applied: true });
    await renderCheckout({ auth: CUSTOMER_SESSION });
    expect(await screen.findByText('You have free delivery')).toBeInTheDocument();
  });

  it('tells that express delivery is still charged', async () => {
    answerSummary({ shipping_cost: 100, grand_total: 3300, sub_total: 3200, free_shipping_remaining: 0, free_shipping_applied: true });
    await renderCheckout({ auth: CUSTOMER_SESSION });
    expect(await screen.findByText('You have free delivery; express delivery is charged extra')).toBeInTheDocument();
  });
});
