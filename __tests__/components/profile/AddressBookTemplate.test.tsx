import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AddressBookTemplate, DELETE_ADDRESS_QUESTION } from '@/components/profile/AddressBookTemplate';
import AddressBookPage from '@/pages/address-book';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { savedAddress, serveFakeAccount } from './support/fakeAccount';

const backend = serveFakeShop();
const fake = serveFakeAccount(backend);

const HOME = savedAddress({ id: 1, name: 'Rahim Uddin', address: 'House 12, Road 5' });
const OFFICE = savedAddress({
  id: 2,
  name: 'Rahim at work',
  phone: '01911234567',
  email: 'rahim@work.example',
  address: 'Level 4, 20 Kemal Ataturk Avenue',
  city_id: 19,
  city_name: 'Gazipur',
  area_id: null,
  area_name: null,
  postal_code: null,
  set_default: 0,
});

type User = ReturnType<typeof userEvent.setup>;

async function renderAddressBook() {
  const user = userEvent.setup();
  const rendered = renderWidget(<AddressBookTemplate />, { preloadedState: { auth: CUSTOMER_SESSION }, router: createTestRouter('/address-book') });
  await waitFor(() => expect(screen.queryByText('Loading your addresses…')).not.toBeInTheDocument());
  return { user, ...rendered };
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function detailOf(cardElement: HTMLElement, label: string): string | null {
  const term = within(cardElement).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

function addressForm(): HTMLElement {
  return screen.getByRole('form', { name: /Add a new address|Edit address/ });
}

/** Chooses a place once its list has loaded (the Thana picker only shows once the district's thanas are in). */
async function choose(user: User, label: string, place: string) {
  const select = await within(addressForm()).findByLabelText(label);
  await within(select).findByRole('option', { name: place });
  await user.selectOptions(select, place);
}

async function fillNewAddress(user: User, { district = 'Dhaka', thana = 'Gulshan' }: { district?: string; thana?: string | null } = {}) {
  const form = addressForm();
  await user.type(within(form).getByLabelText('Full name'), 'Karim Sheikh');
  await user.type(within(form).getByLabelText('Mobile number'), '01811-000 222');
  await user.type(within(form).getByLabelText(/Email/), 'karim@example.com');
  await user.type(within(form).getByLabelText('Street address'), 'Flat 3B, Road 90');
  await choose(user, 'Division', 'Dhaka');
  await choose(user, 'District', district);
  if (thana) await choose(user, 'Thana', thana);
  await user.type(within(form).getByLabelText(/Postal code/), '1212');
}

describe('/address-book', () => {
  it('is a customers-only page in the profile area', async () => {
    expect(AddressBookPage.protected).toBe(true);
    await renderAddressBook();
    expect(screen.getByRole('heading', { level: 1, name: 'Address Book' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Address Book' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows each saved address as a card, the default one badged', async () => {
    fake.account.saveAddresses([HOME, OFFICE]);
    await renderAddressBook();

    expect(screen.getByText('2 of 20 addresses saved')).toBeInTheDocument();
    const home = card('Rahim Uddin');
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(detailOf(home, 'Phone')).toBe('01711000001');
    expect(detailOf(home, 'Address')).toBe('House 12, Road 5');
    expect(detailOf(home, 'Thana')).toBe('Dhanmondi');
    expect(detailOf(home, 'District')).toBe('Dhaka');
    expect(detailOf(home, 'Division')).toBe('Dhaka');
    expect(detailOf(home, 'Postal code')).toBe('1205');
    expect(within(home).queryByRole('button', { name: /Set as default/ })).not.toBeInTheDocument();

    const office = card('Rahim at work');
    expect(within(office).queryByText('Default')).not.toBeInTheDocument();
    expect(detailOf(office, 'Email')).toBe('rahim@work.example');
    expect(detailOf(office, 'District')).toBe('Gazipur');
    expect(detailOf(office, 'Thana')).toBeNull();
    expect(within(office).getByRole('button', { name: 'Set as default: Rahim at work, Level 4, 20 Kemal Ataturk Avenue' })).toBeInTheDocument();
    expect(fake.account.requestsTo('GET', '/v2/user/shipping/address')[0].authorization).toBe('Bearer customer-token');
  });

  it('adds a first address from the empty book; it becomes the default and the stored user follows', async () => {
    const { user, store } = await renderAddressBook();
    expect(screen.getByText('You have no saved addresses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(within(addressForm()).getByLabelText('Full name')).toHaveFocus();

    await fillNewAddress(user);
    await user.click(within(addressForm()).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Shipping information has been added successfully')).toBeInTheDocument();
    expect(fake.account.requestsTo('POST', '/v2/user/shipping/create')[0].body).toEqual({
      name: 'Karim Sheikh',
      phone: '01811000222',
      email: 'karim@example.com',
      address: 'Flat 3B, Road 90',
      state_id: 3,
      city_id: 18,
      area_id: 11,
      postal_code: '1212',
    });
    const saved = await screen.findByRole('article', { name: 'Karim Sheikh' });
    expect(within(saved).getByText('Default')).toBeInTheDocument();
    expect(detailOf(saved, 'Thana')).toBe('Gulshan');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(store.getState().auth.user?.default_address).toMatchObject({ name: 'Karim Sheikh', set_default: 1 });
  });

  it('asks for a thana only where the district has thanas', async () => {
    fake.account.saveAddresses([HOME]);
    const { user } = await renderAddressBook();
    await user.click(screen.getByRole('button', { name: 'Add new address' }));

    await choose(user, 'Division', 'Dhaka');
    await choose(user, 'District', 'Gazipur');
    expect(within(addressForm()).queryByLabelText('Thana')).not.toBeInTheDocument();

    await choose(user, 'District', 'Dhaka');
    expect(await within(addressForm()).findByLabelText('Thana')).toBeInTheDocument();
    await user.click(within(addressForm()).getByRole('button', { name: 'Save address' }));
    expect(await within(addressForm()).findByText('Choose your thana')).toBeInTheDocument();
  });

  it('says when the divisions could not be loaded, keeping the form', async () => {
    backend.server.use(http.get(`${API}/v2/countries`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderAddressBook();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));

    expect(await within(addressForm()).findByText('The list of places could not be loaded. Please reload the page.')).toBeInTheDocument();
    expect(within(within(addressForm()).getByLabelText('Division')).getAllByRole('option')).toHaveLength(1);
    expect(within(addressForm()).getByLabelText('Full name')).toBeInTheDocument();
  });

  it('checks the fields before sending, the phone as an 11-digit mobile number', async () => {
    const { user } = await renderAddressBook();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = addressForm();
    await user.type(within(form).getByLabelText('Mobile number'), '0171100');
    await user.type(within(form).getByLabelText(/Email/), 'karim@');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText('Please enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Enter an 11-digit mobile number starting with 01')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your street address')).toBeInTheDocument();
    expect(within(form).getByText('Choose your division')).toBeInTheDocument();
    expect(within(form).getByText('Choose your district')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
    expect(fake.account.requestsTo('POST', '/v2/user/shipping/create')).toHaveLength(0);
  });

  it("shows the server's refusal beside the field and keeps what was typed", async () => {
    backend.server.use(
      http.post(`${API}/v2/user/shipping/create`, () =>
        HttpResponse.json(
          { result: false, message: 'The selected city id is invalid.', errors: { city_id: ['The selected city id is invalid.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderAddressBook();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await fillNewAddress(user);
    await user.click(within(addressForm()).getByRole('button', { name: 'Save address' }));

    const form = addressForm();
    expect(await within(form).findByText('The selected city id is invalid.')).toBeInTheDocument();
    expect(within(form).getByLabelText('District')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Karim Sheikh');
    expect(within(form).getByLabelText('Street address')).toHaveValue('Flat 3B, Road 90');
  });

  it('edits an address in a form filled with it, pickers included', async () => {
    fake.account.saveAddresses([HOME, OFFICE]);
    const { user } = await renderAddressBook();
    await user.click(within(card('Rahim Uddin')).getByRole('button', { name: /^Edit address/ }));

    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    // Each picker shows its place once its own list has loaded; the three lists may arrive in any order.
    await waitFor(() => expect(within(form).getByLabelText('Thana')).toHaveDisplayValue('Dhanmondi'));
    await waitFor(() => expect(within(form).getByLabelText('Division')).toHaveDisplayValue('Dhaka'));
    await waitFor(() => expect(within(form).getByLabelText('District')).toHaveDisplayValue('Dhaka'));

    await user.clear(within(form).getByLabelText('Street address'));
    await user.type(within(form).getByLabelText('Street address'), 'House 14, Road 5');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Shipping information has been updated successfully')).toBeInTheDocument();
    expect(fake.account.requestsTo('POST', '/v2/user/shipping/update')[0].body).toMatchObject({ id: 1, address: 'House 14, Road 5', area_id: 10 });
    await waitFor(() => expect(detailOf(card('Rahim Uddin'), 'Address')).toBe('House 14, Road 5'));
  });

  it('deletes an address only after confirmation', async () => {
    fake.account.saveAddresses([HOME, OFFICE]);
    const { user, store } = await renderAddressBook();

    await user.click(within(card('Rahim at work')).getByRole('button', { name: /^Delete address/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(within(dialog).getByText(DELETE_ADDRESS_QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.account.requestsTo('DELETE', '/v2/user/shipping/delete/2')).toHaveLength(0);

    await user.click(within(card('Rahim Uddin')).getByRole('button', { name: /^Delete address/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Shipping information has been deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rahim Uddin' })).not.toBeInTheDocument();
    // The default went with it, so the other address is the default now, here and in the stored user.
    expect(within(card('Rahim at work')).getByText('Default')).toBeInTheDocument();
    expect(store.getState().auth.user?.default_address?.id).toBe(2);
    expect(screen.getByText('1 of 20 addresses saved')).toBeInTheDocument();
  });

  it('sets another address as the default: the badge moves and the stored user follows', async () => {
    fake.account.saveAddresses([HOME, OFFICE]);
    const { user, store } = await renderAddressBook();
    await user.click(within(card('Rahim at work')).getByRole('button', { name: /^Set as default/ }));

    expect(await screen.findByText('Default shipping information has been updated')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Rahim at work')).getByText('Default')).toBeInTheDocument());
    expect(within(card('Rahim Uddin')).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Rahim at work');
    expect(store.getState().auth.user?.default_address?.id).toBe(2);
    expect(fake.account.requestsTo('POST', '/v2/user/shipping/make_default')[0].body).toEqual({ id: 2 });
  });

  it("tells the customer when the default could not be changed (the server's message)", async () => {
    fake.account.saveAddresses([HOME, OFFICE]);
    backend.server.use(
      http.post(`${API}/v2/user/shipping/make_default`, () => HttpResponse.json({ result: false, message: 'Address not found' }, { status: 404 })),
    );
    const { user } = await renderAddressBook();
    await user.click(within(card('Rahim at work')).getByRole('button', { name: /^Set as default/ }));

    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(within(card('Rahim Uddin')).getByText('Default')).toBeInTheDocument();
  });

  it('stops adding at 20 addresses and shows the limit', async () => {
    fake.account.saveAddresses(
      Array.from({ length: 20 }, (_, index) => savedAddress({ id: index + 1, name: `Address ${index + 1}`, set_default: index === 0 ? 1 : 0 })),
    );
    await renderAddressBook();
    expect(screen.getByText('20 of 20 addresses saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new address' })).toBeDisabled();
    expect(screen.getByText(/You can save at most 20 addresses\. Delete one to add another\./)).toBeInTheDocument();
  });

  it("shows the API's limit refusal in the form", async () => {
    fake.account.saveAddresses([HOME]);
    backend.server.use(
      http.post(`${API}/v2/user/shipping/create`, () =>
        HttpResponse.json(
          { result: false, message: 'You can save at most 20 addresses.', errors: { addresses: ['You can save at most 20 addresses.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderAddressBook();
    await user.click(screen.getByRole('button', { name: 'Add new address' }));
    await fillNewAddress(user);
    await user.click(within(addressForm()).getByRole('button', { name: 'Save address' }));

    expect(await within(addressForm()).findByRole('alert')).toHaveTextContent('You can save at most 20 addresses.');
  });

  it('offers to try again when the addresses could not be loaded', async () => {
    let failing = true;
    backend.server.use(
      http.get(`${API}/v2/user/shipping/address`, () =>
        failing
          ? HttpResponse.json({ result: false, message: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json({ success: true, status: 200, data: [HOME] }),
      ),
    );
    const { user } = await renderAddressBook();
    expect(screen.getByText(/Your addresses could not be loaded/)).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Rahim Uddin' })).toBeInTheDocument();
  });
});
