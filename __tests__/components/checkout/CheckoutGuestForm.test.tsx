import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHECKOUT_FIELD_MESSAGES } from '@/utils/checkoutForm';
import { GUEST_SESSION } from '../../store/support/browser';
import { API, WHITE_PANJABI } from '../../store/support/fakeShop';
import { CHATTOGRAM_DISTRICT, DHAKA_DISTRICT } from './support/fakeCheckout';
import { GUEST_CHECKOUT_OFF, GUEST_CHECKOUT_ON, renderCheckout, serveFakeCheckout, totalOf } from './support/renderCheckout';

const backend = serveFakeCheckout();

const GUEST = { auth: GUEST_SESSION, settings: GUEST_CHECKOUT_ON };

/** Place order is disabled until the server's totals are in: a click before that would do nothing. */
async function pressPlaceOrder(user: Awaited<ReturnType<typeof renderCheckout>>['user']) {
  const button = await screen.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('Checkout: who may check out', () => {
  it('sends a guest to the login page, and back here afterwards, when guest checkout is off', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 1);
    const { router } = await renderCheckout({ auth: GUEST_SESSION, settings: GUEST_CHECKOUT_OFF }, { waitForForm: false });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login?redirect=%2Fcheckout'));
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('shows an empty bag with a way back to the shop, and no form', async () => {
    await renderCheckout(GUEST, { waitForForm: false });
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});

describe('Checkout: a guest’s address form', () => {
  beforeEach(() => backend.shop.putInBag(WHITE_PANJABI, 2));

  it('shows the bag’s lines and the server’s totals in the order summary', async () => {
    await renderCheckout(GUEST);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const [line] = within(within(summary).getByRole('list', { name: 'Items in your bag' })).getAllByRole('listitem');
    expect(line).toHaveTextContent('Cotton Panjabi');
    expect(line).toHaveTextContent('White-M');
    expect(line).toHaveTextContent('Qty 2');
    expect(line).toHaveTextContent('৳2,700.00');
    await waitFor(() => expect(totalOf('Amount to pay')).toBe('৳2,820.00'));
    // Two at 1,500 crossed out, sold at 1,350 each.
    expect(line).toHaveTextContent('Regular price ৳3,000.00');
    expect(totalOf('Sub total')).toBe('৳3,000.00');
    expect(totalOf('Product discount')).toBe('−৳300.00');
    expect(totalOf('Shipping')).toBe('৳120.00');
    expect(totalOf('Total')).toBe('৳2,820.00');
  });

  it('asks a guest for every address field with a message beside each, and places nothing', async () => {
    const { user } = await renderCheckout(GUEST);
    expect(screen.queryByRole('radio', { name: /Use a new address/ })).not.toBeInTheDocument();
    expect(screen.getByText('We send your receipt and order updates here.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '01711');
    await pressPlaceOrder(user);

    expect(await screen.findByText(CHECKOUT_FIELD_MESSAGES.nameMissing)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(CHECKOUT_FIELD_MESSAGES.phone);
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(CHECKOUT_FIELD_MESSAGES.addressMissing);
    expect(screen.getByLabelText('Division')).toHaveAccessibleDescription(CHECKOUT_FIELD_MESSAGES.division);
    expect(screen.getByLabelText('District')).toHaveAccessibleDescription(CHECKOUT_FIELD_MESSAGES.district);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(backend.checkout.placements).toEqual([]);
  });

  it('refuses a malformed e-mail but lets a guest leave it out', async () => {
    const { user } = await renderCheckout(GUEST);
    await user.type(screen.getByLabelText(/^Email/), 'nusrat@');
    await pressPlaceOrder(user);
    expect(await screen.findByText(CHECKOUT_FIELD_MESSAGES.email)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await waitFor(() => expect(screen.queryByText(CHECKOUT_FIELD_MESSAGES.email)).not.toBeInTheDocument());
  });

  it('lists the districts of the chosen division and the thanas of the chosen district, clearing them when the division changes', async () => {
    const { user } = await renderCheckout(GUEST);
    await user.selectOptions(screen.getByLabelText('Division'), await screen.findByRole('option', { name: 'Dhaka' }));
    await user.selectOptions(screen.getByLabelText('District'), await within(screen.getByLabelText('District')).findByRole('option', { name: 'Dhaka' }));
    await user.selectOptions(screen.getByLabelText('Thana'), await screen.findByRole('option', { name: 'Dhanmondi' }));
    expect(screen.getByLabelText('Thana')).toHaveValue('10');

    await user.selectOptions(screen.getByLabelText('Division'), 'Chattogram');
    expect(screen.getByLabelText('District')).toHaveValue('');
    expect(screen.getByLabelText('Thana')).toHaveValue('');
    expect(await within(screen.getByLabelText('District')).findByRole('option', { name: 'Chattogram' })).toBeInTheDocument();
  });

  it('says when a list of places could not be loaded, and shows the lists that did load', async () => {
    backend.server.use(http.get(`${API}/v2/cities-by-state/3`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderCheckout(GUEST);
    expect(screen.queryByText('The list of places could not be loaded. Please reload the page.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Division'), await screen.findByRole('option', { name: 'Dhaka' }));
    expect(await screen.findByText('The list of places could not be loaded. Please reload the page.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('District')).queryAllByRole('option', { name: 'Dhaka' })).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Division'), 'Chattogram');
    expect(await within(screen.getByLabelText('District')).findByRole('option', { name: 'Chattogram' })).toBeInTheDocument();
    expect(screen.queryByText('The list of places could not be loaded. Please reload the page.')).not.toBeInTheDocument();
  });

  it('asks for each list of places once, however often a division is chosen again', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    backend.server.events.on('request:start', listen);
    const { user } = await renderCheckout(GUEST);
    const division = screen.getByLabelText('Division');
    await user.selectOptions(division, await screen.findByRole('option', { name: 'Dhaka' }));
    await within(screen.getByLabelText('District')).findByRole('option', { name: 'Dhaka' });
    await user.selectOptions(division, 'Chattogram');
    await within(screen.getByLabelText('District')).findByRole('option', { name: 'Chattogram' });
    await user.selectOptions(division, 'Dhaka');
    expect(within(screen.getByLabelText('District')).getByRole('option', { name: 'Dhaka' })).toBeInTheDocument();
    backend.server.events.removeListener('request:start', listen);
    expect(asked.filter((path) => path === '/api/v2/cities-by-state/3')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v2/states-by-country/1')).toHaveLength(1);
  });

  it('prices shipping by the district and the delivery speed, showing the zone', async () => {
    const { user } = await renderCheckout(GUEST);
    expect(await screen.findByText('Shipping ৳120.00 at the outside Dhaka rate. Choose your district to see your exact charge.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Division'), await screen.findByRole('option', { name: 'Dhaka' }));
    await user.selectOptions(screen.getByLabelText('District'), await within(screen.getByLabelText('District')).findByRole('option', { name: 'Dhaka' }));

    await waitFor(() => expect(totalOf('Shipping')).toBe('৳60.00'));
    expect(screen.getByText('Shipping inside Dhaka: ৳60.00')).toBeInTheDocument();
    expect(backend.checkout.summaryQueries.at(-1)?.toString()).toBe(`shipping_type=home_delivery&district=${DHAKA_DISTRICT}&delivery_method=regular`);

    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await waitFor(() => expect(totalOf('Shipping')).toBe('৳160.00'));
    expect(backend.checkout.summaryQueries.at(-1)?.get('delivery_method')).toBe('express');
    expect(totalOf('Amount to pay')).toBe('৳2,860.00');

    await user.selectOptions(screen.getByLabelText('Division'), 'Chattogram');
    await user.selectOptions(screen.getByLabelText('District'), await within(screen.getByLabelText('District')).findByRole('option', { name: 'Chattogram' }));
    await waitFor(() => expect(screen.getByText('Shipping outside Dhaka: ৳220.00')).toBeInTheDocument());
    expect(backend.checkout.summaryQueries.at(-1)?.get('district')).toBe(String(CHATTOGRAM_DISTRICT));
  });

  it('hides the address and shows the pickup points when pickup is chosen, shipping free', async () => {
    const { user } = await renderCheckout(GUEST);
    await user.click(screen.getByRole('radio', { name: /Pickup point/ }));

    expect(screen.queryByLabelText('Street address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Division')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Express Delivery/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    const gulshan = screen.getByRole('radio', { name: /Gulshan Pickup Point/ });
    expect(gulshan).toHaveAccessibleName(expect.stringContaining('Plot 12, Gulshan Avenue, Dhaka 1212'));
    await waitFor(() => expect(backend.checkout.summaryQueries.at(-1)?.toString()).toBe('shipping_type=pickup'));
    await waitFor(() => expect(totalOf('Shipping')).toBe('৳0.00'));

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(CHECKOUT_FIELD_MESSAGES.pickupPoint)).toBeInTheDocument();
  });
});
