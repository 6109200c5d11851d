import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressBookTemplate } from '@/components/profile/AddressBookTemplate';
import { useAddressBook } from '@/components/profile/useAddressBook';
import { makeStore } from '@/store/store';
import { CUSTOMER_SESSION } from '../support/browser';
import { serveFakeShop } from '../support/fakeShopServer';
import { createTestRouter, renderWidget } from '../../components/common/support/renderWidget';
import { savedAddress, serveFakeAccount } from '../../components/profile/support/fakeAccount';

// Server data in the browser is read once per store and shared by every component asking for it; a
// change that went through makes it load again, a refused one leaves it as it was.

const backend = serveFakeShop();
const fake = serveFakeAccount(backend);

const HOME = savedAddress({ id: 1, name: 'Rahim Uddin', address: 'House 12, Road 5' });
const OFFICE = savedAddress({ id: 2, name: 'Rahim at work', address: 'Level 4, 20 Kemal Ataturk Avenue', set_default: 0 });
const ADDRESS_BOOK_READS = ['GET', '/v2/user/shipping/address'] as const;

function AddressCount({ label }: { label: string }) {
  const { load } = useAddressBook();
  return <p>{load.state === 'ready' ? `${label}: ${load.addresses.length} addresses` : `${label}: waiting`}</p>;
}

function reads() {
  return fake.account.requestsTo(...ADDRESS_BOOK_READS);
}

async function deleteFromBook(name: string) {
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('article', { name })).getByRole('button', { name: /^Delete address/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('the address book as server data', () => {
  beforeEach(() => fake.account.saveAddresses([HOME, OFFICE]));

  it('is fetched once when two components on the page ask for it', async () => {
    renderWidget(
      <>
        <AddressCount label="Header" />
        <AddressCount label="Checkout" />
      </>,
      { preloadedState: { auth: CUSTOMER_SESSION } },
    );
    expect(await screen.findByText('Header: 2 addresses')).toBeInTheDocument();
    expect(screen.getByText('Checkout: 2 addresses')).toBeInTheDocument();
    expect(reads()).toHaveLength(1);
  });

  it('loads again after an address is deleted, for every component showing it', async () => {
    renderWidget(
      <>
        <AddressCount label="Elsewhere" />
        <AddressBookTemplate />
      </>,
      { preloadedState: { auth: CUSTOMER_SESSION }, router: createTestRouter('/address-book') },
    );
    expect(await screen.findByText('Elsewhere: 2 addresses')).toBeInTheDocument();

    await deleteFromBook('Rahim at work');

    expect(await screen.findByText('Shipping information has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Elsewhere: 1 addresses')).toBeInTheDocument());
    expect(reads()).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Rahim at work' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a delete and changes nothing', async () => {
    const { store } = renderWidget(<AddressBookTemplate />, {
      preloadedState: { auth: CUSTOMER_SESSION },
      router: createTestRouter('/address-book'),
    });
    await screen.findByRole('article', { name: 'Rahim at work' });
    // Deleted meanwhile in another tab: the API no longer knows it.
    fake.account.saveAddresses([HOME]);
    const userBefore = store.getState().auth.user;

    await deleteFromBook('Rahim at work');

    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rahim at work' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBe(userBefore);
    expect(reads()).toHaveLength(1);
  });

  it('is kept per store: another visitor’s store fetches its own and holds nothing of the first', async () => {
    const first = makeStore({ auth: CUSTOMER_SESSION });
    const second = makeStore({ auth: { ...CUSTOMER_SESSION, token: 'another-customer-token' } });
    const { unmount } = renderWidget(<AddressCount label="First" />, { store: first });
    expect(await screen.findByText('First: 2 addresses')).toBeInTheDocument();
    unmount();
    expect(JSON.stringify(second.getState())).not.toContain('Rahim at work');

    renderWidget(<AddressCount label="Second" />, { store: second });
    expect(await screen.findByText('Second: 2 addresses')).toBeInTheDocument();
    expect(reads().map((request) => request.authorization)).toEqual(['Bearer customer-token', 'Bearer another-customer-token']);
  });
});
