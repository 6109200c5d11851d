import { screen, within } from '@testing-library/react';
import { LoginTemplate } from '@/components/account/LoginTemplate';
import { LocaleContext } from '@/hooks/useLocale';
import { GUEST_SESSION } from '../../store/support/browser';
import { CURRENT_PASSWORD } from './support/fakeAccounts';
import { findToast, renderAccountPage, serveAccounts } from './support/renderAccount';

serveAccounts();

function renderLoginInBangla() {
  return renderAccountPage(
    <LocaleContext.Provider value="bn">
      <LoginTemplate />
    </LocaleContext.Provider>,
    { preloadedState: { auth: GUEST_SESSION } },
  );
}

const signInPanel = () => screen.getByRole('tabpanel', { name: 'লগইন' });
const registerPanel = () => screen.getByRole('tabpanel', { name: 'অ্যাকাউন্ট খুলুন' });

describe('LoginTemplate in Bangla', () => {
  it('names the page, the tabs, the fields and the buttons in Bangla', () => {
    renderLoginInBangla();

    expect(screen.getByRole('heading', { level: 1, name: 'আমার অ্যাকাউন্ট' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'লগইন' })).toHaveAttribute('aria-selected', 'true');
    const panel = signInPanel();
    expect(within(panel).getByLabelText('ইমেইল বা ফোন')).toBeInTheDocument();
    expect(within(panel).getByLabelText('পাসওয়ার্ড')).toBeInTheDocument();
    expect(within(panel).getByLabelText('আমাকে মনে রাখুন')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'পাসওয়ার্ড দেখান' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'লগইন' })).toBeInTheDocument();
  });

  it('says what is missing beside the fields in Bangla', async () => {
    const { user } = renderLoginInBangla();
    await user.click(within(signInPanel()).getByRole('button', { name: 'লগইন' }));

    expect(await within(signInPanel()).findByText('আপনার ইমেইল বা ফোন নম্বর দিন')).toBeInTheDocument();
    expect(within(signInPanel()).getByText('আপনার পাসওয়ার্ড দিন')).toBeInTheDocument();
    expect(within(signInPanel()).getByLabelText('ইমেইল বা ফোন')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the refused sign-in of the API in Bangla, in the toast and above the button', async () => {
    const { user } = renderLoginInBangla();
    await user.type(within(signInPanel()).getByLabelText('ইমেইল বা ফোন'), 'customer@demo.shop');
    await user.type(within(signInPanel()).getByLabelText('পাসওয়ার্ড'), `${CURRENT_PASSWORD}-wrong`);
    await user.click(within(signInPanel()).getByRole('button', { name: 'লগইন' }));

    expect(await findToast('ইমেইল/ফোন বা পাসওয়ার্ড সঠিক নয়')).toBeInTheDocument();
    expect(within(signInPanel()).getByRole('alert')).toHaveTextContent('ইমেইল/ফোন বা পাসওয়ার্ড সঠিক নয়');
  });

  it('counts the registration password rule in Bengali digits', async () => {
    const { user } = renderLoginInBangla();
    await user.click(screen.getByRole('tab', { name: 'অ্যাকাউন্ট খুলুন' }));
    const panel = registerPanel();
    expect(within(panel).getByText('কমপক্ষে ৮ অক্ষর।')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('পুরো নাম'), 'Nusrat');
    await user.type(within(panel).getByLabelText('ইমেইল বা ফোন'), 'nusrat@example.com');
    await user.type(within(panel).getByLabelText('পাসওয়ার্ড'), 'short');
    await user.click(within(panel).getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));

    expect(await within(panel).findByText('কমপক্ষে ৮ অক্ষর ব্যবহার করুন')).toBeInTheDocument();
  });
});
