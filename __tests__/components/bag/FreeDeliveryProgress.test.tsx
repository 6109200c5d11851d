import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BagTemplate } from '@/components/bag/BagTemplate';
import { BagPanel } from '@/components/bag/BagPanel';
import { LocaleContext } from '@/hooks/useLocale';
import type { CartSummary } from '@/contract/cart';
import { GUEST_SESSION } from '../../store/support/browser';
import { API, RED_SAREE, WHITE_PANJABI } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { cartLine, SAREE_LINE } from '../common/support/fixtures';
import { renderWidget } from '../common/support/renderWidget';

// The bag shows how much more buys free delivery from the server's summary: the bag panel, the bag
// page (the checkout's summary is covered in CheckoutFreeDelivery.test.tsx).

const backend = serveFakeShop();

function summaryWith(freeDelivery: Partial<CartSummary>): CartSummary {
  return {
    coupon_applied: false,
    coupon_code: null,
    discount: 0,
    grand_total: 600,
    grand_total_value: 600,
    loyality_applied: false,
    shipping_cost: 0,
    sub_total: 600,
    tax: 0,
    free_shipping: false,
    free_shipping_limit: 1000,
    free_shipping_remaining: 400,
    free_shipping_applied: false,
    ...freeDelivery,
  };
}

const PANJABI_LINE = cartLine({ color: 'White' });

function renderPanel(summary: CartSummary, locale: 'en' | 'bn' = 'en') {
  return renderWidget(
    <LocaleContext.Provider value={locale}>
      <BagPanel />
    </LocaleContext.Provider>,
    { preloadedState: { auth: GUEST_SESSION, bag: { lines: [PANJABI_LINE, SAREE_LINE] }, bagSummary: { summary } } },
  );
}

describe('free delivery in the bag panel', () => {
  it('says how much more buys free delivery, with an accessible progress bar', () => {
    renderPanel(summaryWith({}));
    expect(screen.getByText('Add ৳400.00 more for free delivery')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress towards free delivery' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Add ৳400.00 more for free delivery');
  });

  it('says the shopper has free delivery once the limit is reached', () => {
    renderPanel(summaryWith({ free_shipping_remaining: 0, free_shipping_applied: true }));
    expect(screen.getByText('You have free delivery')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress towards free delivery' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('speaks Bangla with Bengali numerals', () => {
    renderPanel(summaryWith({}), 'bn');
    expect(screen.getByText('ফ্রি ডেলিভারির জন্য আরও ৳৪০০.০০ যোগ করুন')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ফ্রি ডেলিভারির দিকে অগ্রগতি' })).toBeInTheDocument();
  });

  it('shows nothing when the shop does not offer free delivery', () => {
    renderPanel(summaryWith({ free_shipping_limit: null, free_shipping_remaining: null }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/free delivery/)).not.toBeInTheDocument();
  });

  it("follows the server's new summary after the bag changes", async () => {
    backend.shop.putInBag(WHITE_PANJABI, 2);
    backend.shop.putInBag(RED_SAREE, 1);
    backend.server.use(
      http.get(`${API}/v2/cart-summary`, () => HttpResponse.json(summaryWith({ free_shipping_remaining: 0, free_shipping_applied: true }))),
    );
    const user = userEvent.setup();
    renderPanel(summaryWith({}));

    await user.click(screen.getByRole('button', { name: 'Remove Jamdani Saree' }));

    expect(await screen.findByText('You have free delivery')).toBeInTheDocument();
  });
});

describe('free delivery on the bag page', () => {
  it("shows the progress from the server's summary above the lines", async () => {
    backend.shop.putInBag(WHITE_PANJABI, 1);
    const noPromotion = { title: null, buy_quantity: 0, discount_percent: 0, quantity_in_bag: 1, quantity_needed: 0, eligible: false, discount: 0 };
    backend.server.use(
      http.get(`${API}/v2/cart-summary`, () => HttpResponse.json(summaryWith({ free_shipping_remaining: 150.5 }))),
      http.get(`${API}/v3/carts/promotion-get-selection`, () => HttpResponse.json({ success: true, status: 200, data: noPromotion })),
    );
    renderWidget(<BagTemplate />, { preloadedState: { auth: GUEST_SESSION } });

    expect(await screen.findByText('Add ৳150.50 more for free delivery')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress towards free delivery' })).toHaveAttribute('aria-valuenow', '84'),
    );
  });
});
