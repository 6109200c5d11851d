import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_HINTS, ProfileTemplate } from '@/components/profile/ProfileTemplate';
import ProfilePage from '@/pages/profile';
import type { AuthState } from '@/store/authSlice';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { CUSTOMER } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { savedAddress, serveFakeAccount } from './support/fakeAccount';

const backend = serveFakeShop();
const fake = serveFakeAccount(backend);

function renderProfile(auth: AuthState = CUSTOMER_SESSION) {
  const user = userEvent.setup();
  return { user, ...renderWidget(<ProfileTemplate />, { preloadedState: { auth }, router: createTestRouter('/profile') }) };
}

function detailOf(label: string): string | null {
  const details = screen.getByRole('region', { name: 'Account details' });
  const term = within(details).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  return screen.getByRole('form', { name: 'Edit profile' });
}

describe('/profile', () => {
  it('is a customers-only page in the profile area', () => {
    expect(ProfilePage.protected).toBe(true);
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the customer's name, email and phone, and says which is missing", () => {
    renderProfile({ ...CUSTOMER_SESSION, user: { ...CUSTOMER, phone: null } });
    expect(detailOf('Name')).toBe('Rahim Uddin');
    expect(detailOf('Email')).toBe('customer@demo.shop');
    expect(detailOf('Phone')).toBe('Not added');
  });

  it('saves a new name and phone, keeps the stored user in step and returns to the details', async () => {
    const { user, store } = renderProfile();
    const form = await openForm(user);
    expect(within(form).getByLabelText('Full name')).toHaveFocus();

    await user.clear(within(form).getByLabelText('Full name'));
    await user.type(within(form).getByLabelText('Full name'), 'Rahim Ahmed');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '+88 01911-234567');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const [update] = fake.account.requestsTo('POST', '/v2/profile/update');
    expect(update.body).toEqual({ name: 'Rahim Ahmed', email: 'customer@demo.shop', phone: '01911234567' });
    expect(update.authorization).toBe('Bearer customer-token');
    expect(store.getState().auth.user).toMatchObject({ name: 'Rahim Ahmed', phone: '01911234567' });
    expect(detailOf('Name')).toBe('Rahim Ahmed');
    expect(detailOf('Phone')).toBe('01911234567');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it('removes a contact left blank, as the hint says', async () => {
    const { user, store } = renderProfile();
    const form = await openForm(user);
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(PROFILE_HINTS.email);

    await user.clear(within(form).getByLabelText('Email'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(fake.account.requestsTo('POST', '/v2/profile/update')[0].body).toEqual({ name: 'Rahim Uddin', email: '', phone: '01711000001' });
    expect(store.getState().auth.user?.email).toBeNull();
    expect(detailOf('Email')).toBe('Not added');
  });

  it('keeps one contact: both blank is refused beside the email before anything is sent', async () => {
    const { user } = renderProfile();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('Email'));
    await user.clear(within(form).getByLabelText('Phone'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText('Please enter an email or a phone number.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.account.requestsTo('POST', '/v2/profile/update')).toHaveLength(0);
  });

  it('checks the name, email and phone before sending', async () => {
    const { user } = renderProfile();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('Full name'));
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'rahim@');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '0171100');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText('Please enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Enter an 11-digit mobile number starting with 01')).toBeInTheDocument();
    expect(fake.account.requestsTo('POST', '/v2/profile/update')).toHaveLength(0);
  });

  it("shows the server's field errors beside the fields and keeps what was typed", async () => {
    const { user, store } = renderProfile();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'taken@demo.shop');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const emailField = within(form).getByLabelText('Email');
    expect(await within(form).findByText('The email has already been taken.')).toBeInTheDocument();
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(emailField).toHaveValue('taken@demo.shop');
    expect(emailField).toHaveFocus();
    expect(screen.getAllByText('The email has already been taken.')).toHaveLength(2);
    expect(store.getState().auth.user?.email).toBe('customer@demo.shop');
  });

  it('cancels without sending anything', async () => {
    const { user } = renderProfile();
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Full name'), ' Junior');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(detailOf('Name')).toBe('Rahim Uddin');
    expect(fake.account.requestsTo('POST', '/v2/profile/update')).toHaveLength(0);
  });

  it('shows the default address with a way to the address book', () => {
    renderProfile({ ...CUSTOMER_SESSION, user: { ...CUSTOMER, default_address: savedAddress() } });
    const panel = screen.getByRole('region', { name: 'Default address' });
    expect(within(panel).getByText('House 12, Road 5')).toBeInTheDocument();
    expect(within(panel).getByText('Dhanmondi, Dhaka, Dhaka 1205')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Manage addresses' })).toHaveAttribute('href', '/address-book');
  });

  it('invites a customer without addresses to add one', () => {
    renderProfile();
    const panel = screen.getByRole('region', { name: 'Default address' });
    expect(within(panel).getByText(/You have no saved address yet/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/address-book');
  });
});
