import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { couponApplied } from '@/store/couponSlice';
import { giftCardApplied } from '@/store/giftCardSlice';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API, WHITE_PANJABI } from '../../store/support/fakeShop';
import { renderCheckout, serveFakeCheckout, totalOf } from './support/renderCheckout';

const backend = serveFakeCheckout();
beforeEach(() => backend.shop.putInBag(WHITE_PANJABI, 2));

const CUSTOMER = { auth: CUSTOMER_SESSION };
// Two white panjabis delivered regular to the customer's saved address in Dhanmondi.
const AMOUNT_TO_PAY = '৳2,760.00';
const EXPRESS_AMOUNT_TO_PAY = '৳2,860.00';

describe('Checkout: the server’s totals', () => {
  it('says "Working out your total…" until the server has priced the bag, then shows its total', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.get(`${API}/v2/cart-summary`, async () => {
        await held;
        return undefined;
      }),
    );
    await renderCheckout(CUSTOMER);
    expect(await screen.findByText('Working out your total…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();

    release();
    await waitFor(() => expect(totalOf('Amount to pay')).toBe(AMOUNT_TO_PAY));
    expect(screen.queryByText('Working out your total…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('says "The total could not be updated." and prices the bag again with "Try again"', async () => {
    let failing = true;
    backend.server.use(http.get(`${API}/v2/cart-summary`, () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)));
    const { user } = await renderCheckout(CUSTOMER);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('The total could not be updated.');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(totalOf('Amount to pay')).toBe(AMOUNT_TO_PAY));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('asks the server again for a delivery speed it priced before, rather than trusting the first answer', async () => {
    const { user } = await renderCheckout(CUSTOMER);
    await waitFor(() => expect(totalOf('Amount to pay')).toBe(AMOUNT_TO_PAY));
    const regularPricings = () => backend.checkout.summaryQueries.filter((query) => query.get('delivery_method') === 'regular').length;
    expect(regularPricings()).toBe(1);

    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await waitFor(() => expect(totalOf('Amount to pay')).toBe(EXPRESS_AMOUNT_TO_PAY));
    await user.click(screen.getByRole('radio', { name: /Regular Delivery/ }));
    await waitFor(() => expect(regularPricings()).toBe(2));
    await waitFor(() => expect(totalOf('Amount to pay')).toBe(AMOUNT_TO_PAY));
  });

  it('prices the bag once for changes that land together', async () => {
    const { store } = await renderCheckout(CUSTOMER);
    await waitFor(() => expect(totalOf('Amount to pay')).toBe(AMOUNT_TO_PAY));
    // The checkout's own pricings: the bag panel's summary carries no delivery choice.
    const pricings = () => backend.checkout.summaryQueries.filter((query) => query.has('shipping_type')).length;
    const pricingsBefore = pricings();

    // A card applied, then the bag's coupon, each in a render of its own.
    act(() => {
      store.dispatch(giftCardApplied({ gift_card_amount: 100, tax: 0 }));
    });
    act(() => {
      store.dispatch(couponApplied({ coupon: 'EID10', coupon_amount: 100, tax: 0, free_shipping: false }));
    });
    await waitFor(() => expect(pricings()).toBe(pricingsBefore + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(pricings()).toBe(pricingsBefore + 1);
  });
});

describe('Checkout: the delivery and payment options', () => {
  it('says "Loading delivery and payment options…" until they are in, then shows them', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.get(`${API}/v2/pickup-list`, async () => {
        await held;
        return undefined;
      }),
    );
    await renderCheckout(CUSTOMER, { waitForForm: false });
    expect(await screen.findByText('Loading delivery and payment options…')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Express Delivery/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /House 12, Road 5, Dhanmondi/ })).toBeChecked();
  });

  it('lets a customer whose address book cannot be loaded type the address', async () => {
    backend.server.use(http.get(`${API}/v2/user/shipping/address`, () => new HttpResponse(null, { status: 500 })));
    await renderCheckout(CUSTOMER);
    expect(screen.getByLabelText('Street address')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /House 12, Road 5, Dhanmondi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
