import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { FORCED_UPDATE_NOTE, PasswordTemplate } from '@/components/account/PasswordTemplate';
import { OWN_IDENTIFIER_NEEDED } from '@/components/account/PasswordRecoverySteps';
import PasswordPage from '@/pages/password';
import { selectMustUpdatePassword, type AuthState } from '@/store/authSlice';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { CUSTOMER } from '../../store/support/fakeShop';
import { renderApp } from '../app/support/renderApp';
import { CURRENT_PASSWORD, RESET_CODE, RESET_TOKEN } from './support/fakeAccounts';
import { findToast, renderAccountPage, serveAccounts, toastDuration } from './support/renderAccount';

const served = serveAccounts();
afterEach(() => jest.restoreAllMocks());

const FORCED_SESSION: AuthState = { ...CUSTOMER_SESSION, user: { ...CUSTOMER, password_update: 0 } };

function renderPasswordPage(auth: AuthState = CUSTOMER_SESSION) {
  const rendered = renderAccountPage(<PasswordTemplate />, { pathname: '/password', preloadedState: { auth } });
  return { ...rendered, steps: screen.getByRole('group', { name: 'Password Update' }) };
}

async function verifyOwnCode(user: ReturnType<typeof userEvent.setup>, steps: HTMLElement) {
  await user.click(within(steps).getByRole('button', { name: 'Send Code' }));
  await user.type(await within(steps).findByLabelText('Verification Code'), RESET_CODE);
  await user.click(within(steps).getByRole('button', { name: 'Verify' }));
  return within(steps).findByLabelText('New Password');
}

describe('the password page', () => {
  it('is for signed-in customers only', () => {
    expect((PasswordPage as { protected?: boolean }).protected).toBe(true);
  });

  it('shows the breadcrumb Home > password, the profile menu and the "Password Update" fieldset', () => {
    const { steps } = renderPasswordPage();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'password']);
    expect(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'Password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(steps).getByLabelText('Phone or Email')).toHaveValue(CUSTOMER.email);
    expect(within(steps).getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
    expect(screen.queryByText(FORCED_UPDATE_NOTE)).not.toBeInTheDocument();
  });

  it('updates the password with a verified code of the own email, keeps the session and goes to the profile', async () => {
    const { user, steps, router, store } = renderPasswordPage();
    const newPassword = await verifyOwnCode(user, steps);
    expect(served.accounts.requestsTo('/v2/auth/password/forget_request')[0].body).toEqual({
      email_or_phone: CUSTOMER.email,
      send_code_by: 'email',
    });
    await user.type(newPassword, 'Fresh@Pass1');
    await user.type(within(steps).getByLabelText('Confirm Password'), 'Fresh@Pass1');
    await user.click(within(steps).getByRole('button', { name: 'Update' }));

    expect(toastDuration(await findToast('Password updated successfully'))).toBe('5000ms');
    const [update] = served.accounts.requestsTo('/v2/password/update');
    expect(update.body).toEqual({ reset_token: RESET_TOKEN, password: 'Fresh@Pass1', password_confirmation: 'Fresh@Pass1' });
    expect(update.authorization).toBe('Bearer customer-token');
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile'));
    expect(within(steps).queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(within(steps).getByLabelText('Phone or Email')).toHaveValue(CUSTOMER.email);
    expect(store.getState().auth).toMatchObject({ token: 'customer-token', user: CUSTOMER, tempVerified: false });
  });

  it("explains that a code of someone else's email or phone cannot replace the password", async () => {
    const { user, steps, router } = renderPasswordPage();
    const identifier = within(steps).getByLabelText('Phone or Email');
    await user.clear(identifier);
    await user.type(identifier, '01911000009');
    const newPassword = await verifyOwnCode(user, steps);
    await user.type(newPassword, 'Fresh@Pass1');
    await user.type(within(steps).getByLabelText('Confirm Password'), 'Fresh@Pass1');
    await user.click(within(steps).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(identifier).toHaveAccessibleDescription(OWN_IDENTIFIER_NEEDED));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('opened as the forced password change, says why and goes home first once the password is set', async () => {
    const { user, steps, router, store } = renderPasswordPage(FORCED_SESSION);
    expect(screen.getByRole('note')).toHaveTextContent(FORCED_UPDATE_NOTE);
    const newPassword = await verifyOwnCode(user, steps);
    await user.type(newPassword, 'Fresh@Pass1');
    await user.type(within(steps).getByLabelText('Confirm Password'), 'Fresh@Pass1');
    await user.click(within(steps).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(router.push).not.toHaveBeenCalledWith('/profile');
    expect(store.getState().auth.user).toEqual({ ...CUSTOMER, password_update: 1 });
    expect(selectMustUpdatePassword(store.getState())).toBe(false);
  });

  it('in the app, lets a customer who must update the password do it from the forced screen, then shop on', async () => {
    Cookies.set('token', 'customer-token', { path: '/' });
    Cookies.set('user_data', JSON.stringify({ ...CUSTOMER, password_update: 0 }), { path: '/' });
    const HomePage = () => <h1>New arrivals</h1>;
    const app = renderApp({ pages: { '/': HomePage, '/password': PasswordPage } });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { name: 'Please update your password first' });

    app.visit('/password');
    const steps = await within(main).findByRole('group', { name: 'Password Update' });
    const user = userEvent.setup();
    await user.type(await verifyOwnCode(user, steps), 'Fresh@Pass1');
    await user.type(within(steps).getByLabelText('Confirm Password'), 'Fresh@Pass1');
    await user.click(within(steps).getByRole('button', { name: 'Update' }));

    expect(await within(main).findByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
    expect(screen.queryByText('Please update your password first')).not.toBeInTheDocument();
    expect(JSON.parse(Cookies.get('user_data')!)).toMatchObject({ password_update: 1 });
  });

  describe('the change with the current password', () => {
    const currentPasswordForm = () => screen.getByRole('region', { name: 'I know my current password' });

    it('refuses a wrong current password beside the field and keeps what was typed', async () => {
      const { user, router } = renderPasswordPage();
      const form = currentPasswordForm();
      await user.type(within(form).getByLabelText('Current Password'), 'not-my-password');
      await user.type(within(form).getByLabelText('New Password'), 'Fresh@Pass1');
      await user.type(within(form).getByLabelText('Confirm Password'), 'Fresh@Pass1');
      await user.click(within(form).getByRole('button', { name: 'Update password' }));

      const current = within(form).getByLabelText('Current Password');
      await waitFor(() => expect(current).toHaveAccessibleDescription('The old password is incorrect.'));
      expect(current).toHaveValue('not-my-password');
      expect(within(form).getByLabelText('New Password')).toHaveValue('Fresh@Pass1');
      expect(router.push).not.toHaveBeenCalled();
    });

    it('shows the password rules of the server beside the new password', async () => {
      const { user } = renderPasswordPage();
      const form = currentPasswordForm();
      await user.type(within(form).getByLabelText('Current Password'), CURRENT_PASSWORD);
      await user.type(within(form).getByLabelText('New Password'), 'short');
      await user.type(within(form).getByLabelText('Confirm Password'), 'short');
      await user.click(within(form).getByRole('button', { name: 'Update password' }));

      await waitFor(() =>
        expect(within(form).getByLabelText('New Password')).toHaveAccessibleDescription('The password field must be at least 8 characters.'),
      );
    });

    it('changes the password, clears the form and goes to the profile', async () => {
      const { user, router } = renderPasswordPage();
      const form = currentPasswordForm();
      await user.type(within(form).getByLabelText('Current Password'), CURRENT_PASSWORD);
      await user.type(within(form).getByLabelText('New Password'), 'Fresh@Pass1');
      await user.type(within(form).getByLabelText('Confirm Password'), 'Fresh@Pass1');
      await user.click(within(form).getByRole('button', { name: 'Update password' }));

      expect(toastDuration(await findToast('Password updated successfully'))).toBe('5000ms');
      expect(served.accounts.requestsTo('/v2/password/update')[0].body).toEqual({
        old_password: CURRENT_PASSWORD,
        password: 'Fresh@Pass1',
        password_confirmation: 'Fresh@Pass1',
      });
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile'));
      expect(within(form).getByLabelText('Current Password')).toHaveValue('');
    });

    it('asks for every field and the same password twice before calling the server', async () => {
      const { user } = renderPasswordPage();
      const form = currentPasswordForm();
      await user.type(within(form).getByLabelText('New Password'), 'Fresh@Pass1');
      await user.type(within(form).getByLabelText('Confirm Password'), 'Fresh@Pass2');
      await user.click(within(form).getByRole('button', { name: 'Update password' }));

      await waitFor(() => expect(within(form).getByLabelText('Current Password')).toHaveAccessibleDescription('Enter your current password'));
      expect(within(form).getByLabelText('Confirm Password')).toHaveAccessibleDescription('The password confirmation does not match.');
      expect(served.accounts.requestsTo('/v2/password/update')).toHaveLength(0);
    });
  });
});
