import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { API, DHANMONDI_ADDRESS, WHITE_PANJABI } from '../../store/support/fakeShop';
import { DHAKA_DISTRICT } from './support/fakeCheckout';
import { GUEST_CHECKOUT_ON, PANJABI_SOLD_OUT, renderCheckout, serveFakeCheckout, totalOf } from './support/renderCheckout';

const backend = serveFakeCheckout();
beforeEach(() => backend.shop.putInBag(WHITE_PANJABI, 2));

const GUEST = { auth: GUEST_SESSION, settings: GUEST_CHECKOUT_ON };
const CUSTOMER = { auth: CUSTOMER_SESSION };
const IDEMPOTENCY_KEY = /^checkout-[0-9a-f]{32}$/;

function placed(data: Record<string, unknown> = {}): HttpResponseResolver {
  return () =>
    HttpResponse.json({
      result: true,
      message: 'Your order has been placed',
      data: { order_id: 77, combined_order_id: 70, code: 'RD2611220A1B2C', grand_total: 2760, amount_to_pay: 2760, payment_type: 'cash_on_delivery', payment_status: 'unpaid', payment_url: null, ...data },
    });
}

async function placeOrder(user: Awaited<ReturnType<typeof renderCheckout>>['user']) {
  const button = await screen.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function fillGuestAddress(user: Awaited<ReturnType<typeof renderCheckout>>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Nusrat Jahan');
  await user.type(screen.getByLabelText('Mobile number'), '01711-000002');
  await user.type(screen.getByLabelText(/^Email/), 'nusrat@example.com');
  await user.type(screen.getByLabelText('Street address'), 'House 4, Road 2');
  await user.selectOptions(screen.getByLabelText('Division'), await screen.findByRole('option', { name: 'Dhaka' }));
  await user.selectOptions(screen.getByLabelText('District'), await within(screen.getByLabelText('District')).findByRole('option', { name: 'Dhaka' }));
  await user.selectOptions(screen.getByLabelText('Thana'), await screen.findByRole('option', { name: 'Dhanmondi' }));
}

describe('Checkout: placing the order', () => {
  it('offers a customer’s saved addresses with the default chosen, and "Use a new address"', async () => {
    const { user } = await renderCheckout(CUSTOMER);
    const saved = await screen.findByRole('radio', { name: /House 12, Road 5, Dhanmondi/ });
    expect(saved).toBeChecked();
    expect(screen.queryByLabelText('Street address')).not.toBeInTheDocument();
    await waitFor(() => expect(backend.checkout.summaryQueries.at(-1)?.get('district')).toBe(String(DHANMONDI_ADDRESS.city_id)));

    await user.click(screen.getByRole('radio', { name: 'Use a new address' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01711000001');
  });

  it('sends the saved address, the choices and the total shown (no prices) with an idempotency key, then clears the bag and shows the order', async () => {
    const { user, store, router } = await renderCheckout(CUSTOMER);
    await waitFor(() => expect(totalOf('Amount to pay')).toBe('৳2,760.00'));
    await placeOrder(user);

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-confirmation/77'));
    const [placement] = backend.checkout.placements;
    expect(placement.body).toEqual({
      shipping_type: 'home_delivery',
      delivery_method: 'regular',
      address_id: DHANMONDI_ADDRESS.id,
      payment_type: 'cash_on_delivery',
      gift_wrap: false,
      expected_total: 2760,
    });
    expect(placement.idempotencyKey).toMatch(IDEMPOTENCY_KEY);
    expect(store.getState().bag.lines).toEqual([]);
    // The page's own "placed" message renders a moment after the navigation was asked for.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your order has been placed'));
    expect(screen.queryByText('Your bag is empty')).not.toBeInTheDocument();
  });

  it('sends a guest’s typed address, payment type, note and gift wrap, and goes on to the payment page', async () => {
    backend.checkout.answerPlacementsWith(placed({ payment_type: 'bkash', payment_url: '/payment/simulated/5f2c' }));
    // jsdom cannot leave the page; it reports the navigation that window.location.assign started.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store, router } = await renderCheckout(GUEST);
    await fillGuestAddress(user);
    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await user.click(screen.getByRole('radio', { name: /bKash/ }));
    await user.type(screen.getByLabelText(/^Order note/), 'Please call before coming');
    await user.click(screen.getByRole('checkbox', { name: 'Gift wrap this order' }));
    await waitFor(() => expect(totalOf('Amount to pay')).toBe('৳2,860.00'));
    await placeOrder(user);

    await waitFor(() => expect(store.getState().bag.lines).toEqual([]));
    expect(backend.checkout.placements[0].body).toEqual({
      shipping_type: 'home_delivery',
      delivery_method: 'express',
      shipping_first_name: 'Nusrat Jahan',
      shipping_phone: '01711000002',
      shipping_email: 'nusrat@example.com',
      shipping_address: 'House 4, Road 2',
      shipping_state: 3,
      shipping_district: DHAKA_DISTRICT,
      shipping_thana: 10,
      payment_type: 'bkash',
      note: 'Please call before coming',
      gift_wrap: true,
      expected_total: 2860,
    });
    expect(router.push).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.flat().map(String).join(' ')).toMatch(/navigation/i);
    consoleError.mockRestore();
  });

  it('shows progress and cannot be pressed twice while the order is being placed', async () => {
    let answer: () => void = () => undefined;
    backend.checkout.answerPlacementsWith(async (info) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return placed()(info);
    });
    const { user } = await renderCheckout(CUSTOMER);
    await placeOrder(user);
    const busy = await screen.findByRole('button', { name: 'Placing order…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    // The request may reach the fake server only after the button changed: answer it once it is there.
    await waitFor(() => expect(backend.checkout.placements).toHaveLength(1));
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your order has been placed'));
    expect(backend.checkout.placements).toHaveLength(1);
  });
});

describe('Checkout: when placing fails', () => {
  it('shows a 422’s field errors beside the fields and keeps everything typed', async () => {
    const message = 'The shipping phone field must be a valid Bangladeshi mobile number.';
    backend.checkout.answerPlacementsWith(() =>
      HttpResponse.json({ result: false, message, errors: { shipping_phone: [message] } }, { status: 422 }),
    );
    const { user } = await renderCheckout(GUEST);
    await fillGuestAddress(user);
    await placeOrder(user);

    expect(await screen.findByText('Please check the details marked above.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Nusrat Jahan');
    expect(screen.getByLabelText('Street address')).toHaveValue('House 4, Road 2');
    expect(screen.getByLabelText('Thana')).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('shows a changed price with the new total, and sends that total with a new key when pressed again', async () => {
    const { user } = await renderCheckout(CUSTOMER);
    await waitFor(() => expect(totalOf('Amount to pay')).toBe('৳2,760.00'));
    backend.checkout.raisePrices(140);
    backend.checkout.answerPlacementsWith(() =>
      HttpResponse.json(
        {
          result: false,
          message: 'Prices in your bag have changed. Please check the new total.',
          code: 'price_changed',
          summary: backend.checkout.summaryFor({ shipping_type: 'home_delivery', district: String(DHANMONDI_ADDRESS.city_id), delivery_method: 'regular' }),
        },
        { status: 409 },
      ),
    );
    const bagReloads = () => backend.shop.requestsTo('/api/v2/carts').length;
    const reloadsBefore = bagReloads();
    const pricingsBefore = backend.checkout.summaryQueries.length;
    await placeOrder(user);

    expect(await screen.findByText('Prices in your bag have changed. Please check the new total.')).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Amount to pay')).toBe('৳2,900.00'));
    // The refusal also reloads the bag, which is priced again (Place order disabled meanwhile): press
    // again once that has started, or the press can land while the button is disabled and do nothing.
    await waitFor(() => expect(bagReloads()).toBe(reloadsBefore + 1));
    await waitFor(() => expect(backend.checkout.summaryQueries.length).toBeGreaterThan(pricingsBefore));
    backend.checkout.answerPlacementsWith(placed({ grand_total: 2900, amount_to_pay: 2900 }));
    await placeOrder(user);

    await waitFor(() => expect(backend.checkout.placements).toHaveLength(2));
    const [first, second] = backend.checkout.placements;
    expect(first.body.expected_total).toBe(2760);
    expect(second.body.expected_total).toBe(2900);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('lists the items no longer available with a link to the bag', async () => {
    backend.checkout.answerPlacementsWith(PANJABI_SOLD_OUT);
    const { user } = await renderCheckout(CUSTOMER);
    await placeOrder(user);

    const alert = await screen.findByText('Some items are no longer available in the quantity you chose.');
    const notice = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText('Cotton Panjabi: only 1 left')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Update your bag' })).toHaveAttribute('href', '/cart');
  });

  it('retries with the same key after the network failed, and a new key once something changed', async () => {
    backend.checkout.answerPlacementsWith(() => HttpResponse.error());
    const { user, router } = await renderCheckout(GUEST);
    await fillGuestAddress(user);
    await placeOrder(user);
    expect(await screen.findByText('We could not reach the shop. Check your connection and press Place order again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Nusrat Jahan');

    await placeOrder(user);
    await waitFor(() => expect(backend.checkout.placements).toHaveLength(2));
    await user.type(screen.getByLabelText(/^Order note/), 'Leave at the gate');
    backend.checkout.answerPlacementsWith(placed());
    await placeOrder(user);

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-confirmation/77'));
    const [first, retry, changed] = backend.checkout.placements.map((placement) => placement.idempotencyKey);
    expect(first).toMatch(IDEMPOTENCY_KEY);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('says "Please Login" and goes to the login page when the server wants a customer', async () => {
    backend.checkout.answerPlacementsWith(() => HttpResponse.json({ result: false, message: 'Please Login' }, { status: 401 }));
    const { user, router } = await renderCheckout(CUSTOMER);
    await placeOrder(user);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fcheckout'));
    expect(await screen.findByText('Please Login')).toBeInTheDocument();
  });

  it('shows a card’s refusal and keeps the form when the server answers a plain 409', async () => {
    backend.checkout.answerPlacementsWith(() => HttpResponse.json({ result: false, message: 'This membership card has expired' }, { status: 409 }));
    const { user } = await renderCheckout(CUSTOMER);
    await placeOrder(user);
    expect(await screen.findByText('This membership card has expired')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /House 12, Road 5, Dhanmondi/ })).toBeChecked();
  });

  it('asks for the delivery and payment options while the bag is still loading, not after it', async () => {
    let releaseBag: () => void = () => undefined;
    const bagHeld = new Promise<void>((resolve) => {
      releaseBag = resolve;
    });
    let optionRequests = 0;
    backend.server.use(
      http.post(`${API}/v2/carts`, async () => {
        await bagHeld;
        return undefined;
      }),
      http.get(`${API}/v2/payment-types`, () => {
        optionRequests += 1;
        return undefined;
      }),
    );
    await renderCheckout(CUSTOMER, { waitForForm: false });
    await waitFor(() => expect(optionRequests).toBe(1));
    expect(screen.getByText('Loading your bag…')).toBeInTheDocument();

    releaseBag();
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(optionRequests).toBe(1);
  });

  it('offers to try again when the options cannot be loaded', async () => {
    let failing = true;
    backend.server.use(http.get(`${API}/v2/payment-types`, () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)));
    const { user } = await renderCheckout(GUEST, { waitForForm: false });
    expect(await screen.findByText('The delivery and payment options could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
  });
});
