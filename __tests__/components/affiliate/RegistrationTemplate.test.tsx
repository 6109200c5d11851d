import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistrationTemplate } from '@/components/affiliate/RegistrationTemplate';
import type { FramedPage } from '@/components/app/AppFrame';
import RegistrationPage from '@/pages/affiliate/registration';
import { GUEST_SESSION } from '../../store/support/browser';
import { CUSTOMER } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget, settingsWith } from '../common/support/renderWidget';
import { serveFakeAffiliate } from './support/fakeAffiliate';
import { AFFILIATE_SETTINGS, renderAffiliate } from './support/renderAffiliate';

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);

function renderRegistration() {
  return renderAffiliate(<RegistrationTemplate />, { user: CUSTOMER, pathname: '/affiliate/registration' });
}

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('How will you promote the shop?'), 'A Facebook page about Dhaka fashion with 12,000 followers.');
  await user.click(screen.getByRole('radio', { name: /bKash/ }));
  await user.type(screen.getByLabelText('bKash number'), '017 1234 5678');
}

describe('/affiliate/registration', () => {
  beforeEach(() => {
    fake.affiliate.state.standing = 'none';
    fake.affiliate.state.caller = 'customer';
  });

  it('is open to guests, who are sent to sign in and brought back', () => {
    expect((RegistrationPage as FramedPage).protected).toBeUndefined();
    const router = createTestRouter('/affiliate/registration');
    renderWidget(<RegistrationTemplate />, {
      preloadedState: { auth: GUEST_SESSION, settings: settingsWith({ settings: AFFILIATE_SETTINGS }) },
      router,
    });
    expect(router.replace).toHaveBeenCalledWith('/login?redirect=%2Faffiliate%2Fregistration');
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/get_user')).toHaveLength(0);
  });

  it('explains the programme and offers the application, the name and phone filled in', async () => {
    renderRegistration();
    const steps = await screen.findByRole('list', { name: 'How it works' });
    expect(steps).toHaveTextContent('Earn 5% or more');
    expect(steps).toHaveTextContent('from ৳500.00');
    expect(screen.getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Phone')).toHaveValue('01711000001');
  });

  it('sends the application and shows that it is under review', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await screen.findByRole('form', { name: 'Apply to become an affiliate' });
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Thank you! We will review your application.')).toBeInTheDocument();
    expect(screen.getByText('Your application is under review')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/registration')[0].body).toEqual({
      name: 'Rahim Uddin',
      phone: '01711000001',
      promotion_plan: 'A Facebook page about Dhaka fashion with 12,000 followers.',
      payment_method: 'bkash',
      bkash_number: '01712345678',
    });
  });

  it('says beside each field what is missing', async () => {
    const user = userEvent.setup();
    renderRegistration();
    const form = await screen.findByRole('form', { name: 'Apply to become an affiliate' });
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));

    expect(await within(form).findByText('Please enter a valid 11-digit phone number')).toBeInTheDocument();
    expect(within(form).getByText('Please tell us how you will promote the shop')).toBeInTheDocument();
    expect(within(form).getByText('Please choose how you want to be paid')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/registration')).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await screen.findByRole('form', { name: 'Apply to become an affiliate' });
    await fillApplication(user);
    fake.affiliate.state.standing = 'pending';
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('You have already applied')).toBeInTheDocument();
    expect(screen.getByLabelText('How will you promote the shop?')).toHaveValue('A Facebook page about Dhaka fashion with 12,000 followers.');
  });

  it('shows a pending application instead of the form', async () => {
    fake.affiliate.state.standing = 'pending';
    renderRegistration();
    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('leads an approved affiliate to the dashboard and shows the affiliate menu', async () => {
    fake.affiliate.state.standing = 'approved';
    renderRegistration();
    expect(await screen.findByText('You are an approved affiliate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/affiliate/Dashboard');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(await within(menu).findByRole('group', { name: 'Affiliate' })).toBeInTheDocument();
  });

  it('tells of a refused application', async () => {
    fake.affiliate.state.standing = 'rejected';
    renderRegistration();
    expect(await screen.findByText('Your application was not approved')).toBeInTheDocument();
  });
});
