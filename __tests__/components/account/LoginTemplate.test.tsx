import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LoginTemplate, PASSWORD_RESET_DONE } from '@/components/account/LoginTemplate';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { API, CUSTOMER } from '../../store/support/fakeShop';
import { CURRENT_PASSWORD, GOOGLE_ID_TOKEN, RESET_CODE, RESET_TOKEN, TAKEN_EMAIL } from './support/fakeAccounts';
import { findToast, renderAccountPage, serveAccounts, toastDuration } from './support/renderAccount';

const served = serveAccounts();

function renderLogin(query: Record<string, string> = {}, auth = GUEST_SESSION) {
  return renderAccountPage(<LoginTemplate />, { query, preloadedState: { auth } });
}

const signInPanel = () => screen.getByRole('tabpanel', { name: 'Sign in' });
const registerPanel = () => screen.getByRole('tabpanel', { name: 'Create account' });

describe('LoginTemplate: signing in', () => {
  it('signs in with the email, the password and "Remember me", then goes back to the checkout it came from', async () => {
    const { user, router, store } = renderLogin({ redirect: '/checkout' });
    const panel = signInPanel();
    await user.type(within(panel).getByLabelText('Email or Phone'), ' customer@demo.shop ');
    await user.type(within(panel).getByLabelText('Password'), CURRENT_PASSWORD);
    await user.click(within(panel).getByLabelText('Remember me'));
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));

    expect(await findToast('Successfully logged in')).toBeInTheDocument();
    expect(served.backend.shop.requestsTo('/api/v2/auth/login')[0].body).toEqual({
      email: 'customer@demo.shop',
      password: CURRENT_PASSWORD,
      remember_me: true,
      temp_guest_user_no: 'GUEST-0001',
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/checkout'));
    expect(store.getState().auth).toMatchObject({ user: CUSTOMER, token: 'customer-token', remember: true, tempId: null });
  });

  it.each([
    ['a link off the shop', { redirect: 'https://elsewhere.example/steal' }],
    ['a protocol-relative link', { redirect: '//elsewhere.example' }],
    ['a tab between the slashes (/%09/ in the address)', { redirect: '/\t/elsewhere.example' }],
    ['a line break between the slashes (/%0a/ in the address)', { redirect: '/\n/elsewhere.example' }],
    ['a backslash for the second slash', { redirect: '/\\elsewhere.example' }],
    ['a script address', { redirect: 'javascript:alert(1)' }],
    ['no redirect at all', {}],
  ])('goes home after signing in with %s', async (_, query) => {
    const { user, router } = renderLogin(query);
    await user.type(within(signInPanel()).getByLabelText('Email or Phone'), '01711000001');
    await user.type(within(signInPanel()).getByLabelText('Password'), CURRENT_PASSWORD);
    await user.click(within(signInPanel()).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(served.backend.shop.requestsTo('/api/v2/auth/login')[0].body).toMatchObject({ email: '01711000001', remember_me: false });
  });

  it('sends a signed-in customer opening the page straight on', async () => {
    const { router } = renderLogin({ redirect: '/orders?page=2' }, CUSTOMER_SESSION);
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in. Taking you on…');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/orders?page=2'));
  });

  it('says so when the credentials are wrong, keeps what was typed and stays', async () => {
    const { user, router, store } = renderLogin({ redirect: '/checkout' });
    const panel = signInPanel();
    await user.type(within(panel).getByLabelText('Email or Phone'), 'customer@demo.shop');
    await user.type(within(panel).getByLabelText('Password'), 'wrong-password');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));

    expect(await findToast('Invalid login credentials')).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(within(panel).getByLabelText('Email or Phone')).toHaveValue('customer@demo.shop');
    expect(within(panel).getByLabelText('Password')).toHaveValue('wrong-password');
    expect(router.replace).not.toHaveBeenCalled();
    expect(store.getState().auth.user).toBeNull();
  });

  it('shows the server field errors beside the fields', async () => {
    served.backend.server.use(
      http.post(`${API}/v2/auth/login`, () =>
        HttpResponse.json(
          { result: false, success: false, message: 'The password field must not be greater than 1000 characters.', errors: { password: ['The password field must not be greater than 1000 characters.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderLogin();
    const panel = signInPanel();
    await user.type(within(panel).getByLabelText('Email or Phone'), 'customer@demo.shop');
    await user.type(within(panel).getByLabelText('Password'), 'x');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));

    const password = within(panel).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password field must not be greater than 1000 characters.'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = renderLogin();
    const panel = signInPanel();
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));

    // The form checks its rules asynchronously (handleSubmit): the messages show a moment after the click.
    await waitFor(() => expect(within(panel).getByLabelText('Email or Phone')).toHaveAccessibleDescription('Enter your email or phone'));
    expect(within(panel).getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(served.backend.shop.requestsTo('/api/v2/auth/login')).toHaveLength(0);
  });

  it('shows the password on request', async () => {
    const { user } = renderLogin();
    const password = within(signInPanel()).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(signInPanel()).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(within(signInPanel()).getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LoginTemplate: creating an account', () => {
  async function openRegistration() {
    const rendered = renderLogin({ redirect: '/checkout' });
    await rendered.user.click(screen.getByRole('tab', { name: 'Create account' }));
    return rendered;
  }

  it('switches tabs with the keyboard as well', async () => {
    const { user } = renderLogin();
    screen.getByRole('tab', { name: 'Sign in' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    expect(registerPanel()).toBeVisible();
    const signInPanelId = screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-controls')!;
    expect(document.getElementById(signInPanelId)).not.toBeVisible();
  });

  it('registers by phone, signs the new customer in and goes back where they came from', async () => {
    const { user, router, store } = await openRegistration();
    const panel = registerPanel();
    await user.type(within(panel).getByLabelText('Full Name'), 'Nusrat Jahan');
    await user.type(within(panel).getByLabelText('Email or Phone'), '01811000002');
    await user.type(within(panel).getByLabelText('Password'), 'Rongdhonu@1');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'Rongdhonu@1');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));

    expect(await findToast('Registration successful')).toBeInTheDocument();
    expect(served.accounts.requestsTo('/v2/auth/signup')[0].body).toEqual({
      name: 'Nusrat Jahan',
      email_or_phone: '01811000002',
      register_by: 'phone',
      password: 'Rongdhonu@1',
      password_confirmation: 'Rongdhonu@1',
      temp_guest_user_no: 'GUEST-0001',
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/checkout'));
    expect(store.getState().auth.user).toMatchObject({ name: 'Nusrat Jahan', phone: '01811000002' });
  });

  it('shows the server field errors beside the fields and keeps what was typed', async () => {
    const { user, router } = await openRegistration();
    const panel = registerPanel();
    await user.type(within(panel).getByLabelText('Full Name'), 'Nusrat Jahan');
    await user.type(within(panel).getByLabelText('Email or Phone'), TAKEN_EMAIL);
    await user.type(within(panel).getByLabelText('Password'), 'Rongdhonu@1');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'Rongdhonu@1');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));

    const identifier = within(panel).getByLabelText('Email or Phone');
    await waitFor(() => expect(identifier).toHaveAccessibleDescription(expect.stringContaining('The email has already been taken.')));
    expect(served.accounts.requestsTo('/v2/auth/signup')[0].body).toMatchObject({ register_by: 'email' });
    expect(identifier).toHaveValue(TAKEN_EMAIL);
    expect(within(panel).getByLabelText('Full Name')).toHaveValue('Nusrat Jahan');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('checks the fields before calling the server', async () => {
    const { user } = await openRegistration();
    const panel = registerPanel();
    await user.type(within(panel).getByLabelText('Email or Phone'), '12345');
    await user.type(within(panel).getByLabelText('Password'), 'short');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'shorter');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(within(panel).getByLabelText('Full Name')).toHaveAccessibleDescription('Enter your name'));
    expect(within(panel).getByLabelText('Email or Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address or an 11-digit mobile number'),
    );
    expect(within(panel).getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters'));
    expect(within(panel).getByLabelText('Confirm Password')).toHaveAccessibleDescription('The password confirmation does not match.');
    expect(served.accounts.requestsTo('/v2/auth/signup')).toHaveLength(0);
  });
});

/** Google's script element, once the button (a chunk of its own) has rendered and asked for it. */
function requestedGoogleScript(): HTMLScriptElement {
  const script = document.querySelector<HTMLScriptElement>('script[src^="https://accounts.google.com/gsi/client"]');
  if (!script) throw new Error("Google's script has not been requested");
  return script;
}

describe('LoginTemplate: Google sign-in', () => {
  const clientIdBefore = process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
  afterEach(() => {
    // Assigning undefined to process.env would store the text "undefined".
    if (clientIdBefore === undefined) delete process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
    else process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID = clientIdBefore;
    delete (window as { google?: unknown }).google;
  });

  it('offers no Google button without a client id', () => {
    delete process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
    renderLogin();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.querySelector('script[src^="https://accounts.google.com/gsi/client"]')).toBeNull();
  });

  it("hands Google's ID token to the API and goes on signed in", async () => {
    process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID = 'shop-client-id.apps.googleusercontent.com';
    const initialize = jest.fn();
    const renderButton = jest.fn();
    // Google's script, as it would define itself once loaded.
    (window as { google?: unknown }).google = { accounts: { id: { initialize, renderButton } } };
    const { router, store } = renderAccountPage(<LoginTemplate />, {
      query: { redirect: '/wishlist' },
      preloadedState: { auth: GUEST_SESSION },
    });
    const script = await waitFor(requestedGoogleScript);
    act(() => {
      script.dispatchEvent(new Event('load'));
    });

    await waitFor(() => expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'shop-client-id.apps.googleusercontent.com' })));
    expect(renderButton).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ text: 'continue_with' }));
    const { callback } = initialize.mock.calls.at(-1)[0] as { callback: (answer: { credential: string }) => void };
    act(() => callback({ credential: GOOGLE_ID_TOKEN }));

    expect(await findToast('Successfully logged in')).toBeInTheDocument();
    expect(served.accounts.requestsTo('/v2/auth/social-login')[0].body).toEqual({
      social_provider: 'google',
      id_token: GOOGLE_ID_TOKEN,
      temp_guest_user_no: 'GUEST-0001',
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/wishlist'));
    expect(store.getState().auth.user).toEqual(CUSTOMER);
  });

  it("toasts the API's refusal of a Google sign-in", async () => {
    process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID = 'shop-client-id.apps.googleusercontent.com';
    const initialize = jest.fn();
    (window as { google?: unknown }).google = { accounts: { id: { initialize, renderButton: jest.fn() } } };
    const { router } = renderAccountPage(<LoginTemplate />, { preloadedState: { auth: GUEST_SESSION } });
    const script = await waitFor(requestedGoogleScript);
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(initialize).toHaveBeenCalled());
    const { callback } = initialize.mock.calls.at(-1)[0] as { callback: (answer: { credential: string }) => void };
    act(() => callback({ credential: 'forged-token' }));

    expect(await findToast('Invalid Google sign-in')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('LoginTemplate: forgotten password', () => {
  async function openRecovery() {
    const rendered = renderLogin();
    await rendered.user.click(within(signInPanel()).getByRole('button', { name: 'Forgot password?' }));
    return rendered;
  }

  it('recovers the password in three steps, then asks to sign in with the new one', async () => {
    const { user, store } = await openRecovery();
    const panel = signInPanel();
    expect(within(panel).getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Phone or Email'), 'customer@demo.shop');
    await user.click(within(panel).getByRole('button', { name: 'Send Code' }));
    const sent = await findToast('verification code sent to your email/phone,please check your phone');
    expect(toastDuration(sent)).toBe('5000ms');
    expect(served.accounts.requestsTo('/v2/auth/password/forget_request')[0].body).toEqual({
      email_or_phone: 'customer@demo.shop',
      send_code_by: 'email',
    });

    const code = within(panel).getByLabelText('Verification Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, `${RESET_CODE.slice(0, 3)}-${RESET_CODE.slice(3)}x`);
    expect(code).toHaveValue(RESET_CODE);
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(toastDuration(await findToast('Verified successfully'))).toBe('5000ms');
    expect(store.getState().auth).toMatchObject({ tempVerified: true, tempVerifiedPhoneOrEmail: 'customer@demo.shop' });

    await user.type(within(panel).getByLabelText('New Password'), 'Fresh@Pass1');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'Fresh@Pass1');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));

    expect(toastDuration(await findToast('Password changed successfully'))).toBe('5000ms');
    expect(served.accounts.requestsTo('/v2/auth/password/new_pass')[0].body).toEqual({
      email_or_phone: 'customer@demo.shop',
      send_code_by: 'email',
      reset_token: RESET_TOKEN,
      password: 'Fresh@Pass1',
      password_confirmation: 'Fresh@Pass1',
    });
    expect(within(panel).getByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE);
    expect(within(panel).getByLabelText('Email or Phone')).toHaveValue('customer@demo.shop');
    expect(within(panel).getByLabelText('Password')).toHaveValue('');
    expect(store.getState().auth).toMatchObject({ tempVerified: false, tempVerifiedPhoneOrEmail: null });
  });

  it('checks the identifier on blur: neither an email nor digits gets "please enter a valid email address"', async () => {
    const { user } = await openRecovery();
    const identifier = within(signInPanel()).getByLabelText('Phone or Email');
    await user.click(identifier);
    await user.tab();
    expect(screen.queryByText('please enter a valid email address')).not.toBeInTheDocument();

    await user.type(identifier, 'rahim at demo');
    await user.tab();
    expect(toastDuration(await findToast('please enter a valid email address'))).toBe('5000ms');
    expect(identifier).toHaveAccessibleDescription('please enter a valid email address');

    await user.click(within(signInPanel()).getByRole('button', { name: 'Send Code' }));
    expect(served.accounts.requestsTo('/v2/auth/password/forget_request')).toHaveLength(0);
    expect(within(signInPanel()).queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });

  it('sends the code by phone for digits, and shows the server error under the identifier', async () => {
    const { user } = await openRecovery();
    const identifier = within(signInPanel()).getByLabelText('Phone or Email');
    await user.type(identifier, '12345');
    await user.tab();
    expect(screen.queryByText('please enter a valid email address')).not.toBeInTheDocument();
    await user.click(within(signInPanel()).getByRole('button', { name: 'Send Code' }));

    await waitFor(() =>
      expect(identifier).toHaveAccessibleDescription('The email_or_phone field must be a valid Bangladeshi mobile number.'),
    );
    expect(served.accounts.requestsTo('/v2/auth/password/forget_request')[0].body).toEqual({ email_or_phone: '12345', send_code_by: 'phone' });
    expect(within(signInPanel()).queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(identifier).toHaveValue('12345');
  });

  it('moves on to the code even when the request is refused', async () => {
    served.backend.server.use(
      http.post(`${API}/v2/auth/password/forget_request`, () =>
        HttpResponse.json({ result: false, success: false, message: 'Too many code requests. Please try again in 42 minutes.' }, { status: 429 }),
      ),
    );
    const { user } = await openRecovery();
    await user.type(within(signInPanel()).getByLabelText('Phone or Email'), '01711000001');
    await user.click(within(signInPanel()).getByRole('button', { name: 'Send Code' }));

    expect(toastDuration(await findToast('Too many code requests. Please try again in 42 minutes.'))).toBe('5000ms');
    expect(within(signInPanel()).getByLabelText('Verification Code')).toBeInTheDocument();
    expect(within(signInPanel()).getByLabelText('Phone or Email')).toHaveAttribute('readonly');
  });

  it('moves on to the code when the answer is not true', async () => {
    served.backend.server.use(
      http.post(`${API}/v2/auth/password/forget_request`, () => HttpResponse.json({ result: false, message: 'Could not send the code' })),
    );
    const { user } = await openRecovery();
    await user.type(within(signInPanel()).getByLabelText('Phone or Email'), '01711000001');
    await user.click(within(signInPanel()).getByRole('button', { name: 'Send Code' }));

    expect(await findToast('Could not send the code')).toBeInTheDocument();
    expect(screen.queryByText('verification code sent to your email/phone,please check your phone')).not.toBeInTheDocument();
    expect(within(signInPanel()).getByLabelText('Verification Code')).toBeInTheDocument();
  });

  it('shows a wrong code under the code field and keeps the step', async () => {
    const { user, store } = await openRecovery();
    const panel = signInPanel();
    await user.type(within(panel).getByLabelText('Phone or Email'), '01711000001');
    await user.click(within(panel).getByRole('button', { name: 'Send Code' }));
    await user.type(await within(panel).findByLabelText('Verification Code'), '000000');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));

    const code = within(panel).getByLabelText('Verification Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('The verification code is invalid.')));
    expect(within(panel).queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified successfully')).not.toBeInTheDocument();
    expect(store.getState().auth.tempVerified).toBe(false);
    expect(served.accounts.requestsTo('/v2/auth/password/check_verify')[0].body).toEqual({
      email_or_phone: '01711000001',
      send_code_by: 'phone',
      verification_code: '000000',
    });
  });

  it('sends the code again, and lets the shopper change the phone or email', async () => {
    const { user } = await openRecovery();
    const panel = signInPanel();
    await user.type(within(panel).getByLabelText('Phone or Email'), '01711000001');
    await user.click(within(panel).getByRole('button', { name: 'Send Code' }));
    await within(panel).findByLabelText('Verification Code');
    await user.click(within(panel).getByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(served.accounts.requestsTo('/v2/auth/password/forget_request')).toHaveLength(2));

    await user.click(within(panel).getByRole('button', { name: 'Change' }));
    const identifier = within(panel).getByLabelText('Phone or Email');
    expect(identifier).not.toHaveAttribute('readonly');
    expect(identifier).toHaveValue('01711000001');
    expect(within(panel).queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
  });

  it('shows the server errors of the last step under their fields', async () => {
    served.backend.server.use(
      http.post(`${API}/v2/auth/password/new_pass`, () =>
        HttpResponse.json(
          {
            result: false,
            success: false,
            message: 'Please verify the code we sent you first.',
            errors: { email_or_phone: ['Please verify the code we sent you first.'], password: ['The password field must be at least 8 characters.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openRecovery();
    const panel = signInPanel();
    await user.type(within(panel).getByLabelText('Phone or Email'), 'customer@demo.shop');
    await user.click(within(panel).getByRole('button', { name: 'Send Code' }));
    await user.type(await within(panel).findByLabelText('Verification Code'), RESET_CODE);
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    await user.type(await within(panel).findByLabelText('New Password'), 'short');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'short');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(within(panel).getByLabelText('Phone or Email')).toHaveAccessibleDescription('Please verify the code we sent you first.'),
    );
    expect(within(panel).getByLabelText('New Password')).toHaveAccessibleDescription('The password field must be at least 8 characters.');
    expect(within(panel).getByLabelText('New Password')).toHaveValue('short');
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });

  it('goes back to signing in without resetting', async () => {
    const { user } = await openRecovery();
    await user.click(within(signInPanel()).getByRole('button', { name: 'Back to sign in' }));
    expect(within(signInPanel()).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(within(signInPanel()).queryByRole('status')).not.toBeInTheDocument();
  });
});
