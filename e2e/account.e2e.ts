import type { Browser, Page } from 'playwright-core';
import { holdScripts, launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { latestCode, signInAs } from './support/shopper';

// The customer's account: registering, signing out and in, recovering a forgotten password with the
// code from the development outbox, changing it on /password, and deleting the account.

interface NewCustomer {
  name: string;
  email: string;
  phone: string;
  password: string;
}

let customerCount = 0;

/** A customer nobody has used yet: the database is shared, so the e-mail and phone are unique. */
function newCustomer(): NewCustomer {
  customerCount += 1;
  const stamp = `${Date.now()}${customerCount}`;
  return {
    name: 'Farzana Akter',
    email: `account-e2e-${stamp}@example.com`,
    phone: `019${stamp.slice(-8)}`,
    password: `Rongdhonu-${stamp.slice(-6)}`,
  };
}

/** Registers through the API (another journey registers through the form). */
async function register(page: Page, customer: NewCustomer, by: 'email' | 'phone'): Promise<void> {
  const response = await page.request.post('/api/v2/auth/signup', {
    headers: { Accept: 'application/json' },
    data: {
      name: customer.name,
      email_or_phone: by === 'email' ? customer.email : customer.phone,
      register_by: by,
      password: customer.password,
      password_confirmation: customer.password,
    },
  });
  if (response.status() !== 200) throw new Error(`registering ${customer.email} answered ${response.status()}: ${await response.text()}`);
}

async function expectToast(page: Page, message: string): Promise<void> {
  await page.locator('.Toastify__toast', { hasText: message }).first().waitFor();
}

function signInPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Sign in' });
}

async function signInWithForm(page: Page, identifier: string, password: string): Promise<void> {
  const panel = signInPanel(page);
  await panel.getByLabel('Email or Phone', { exact: true }).fill(identifier);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign in' }).click();
}

function profileMenu(page: Page) {
  return page.getByRole('navigation', { name: 'My account' });
}

async function logOutFromSidebar(page: Page): Promise<void> {
  await page.goto('/password');
  await profileMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'logout successfully');
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => window.localStorage.getItem('user_data') === null);
}

async function registerSignOutAndSignIn(page: Page): Promise<void> {
  const customer = newCustomer();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const registration = page.getByRole('tabpanel', { name: 'Create account' });
  await registration.getByLabel('Full Name', { exact: true }).fill(customer.name);
  await registration.getByLabel('Email or Phone', { exact: true }).fill(customer.email);
  await registration.getByLabel('Password', { exact: true }).fill(customer.password);
  await registration.getByLabel('Confirm Password', { exact: true }).fill(customer.password);
  await saveScreenshot(page, 'account-registration', false);
  await registration.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registration successful');
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/password');
  await profileMenu(page).getByText(`Hello, ${customer.name}`).waitFor();
  await logOutFromSidebar(page);

  // Signing in from a link that names where to go next ends up there.
  await page.goto('/login?redirect=%2Fpassword');
  await signInWithForm(page, customer.email, customer.password);
  await expectToast(page, 'Successfully logged in');
  await page.waitForURL((url) => url.pathname === '/password');
  await page.getByRole('group', { name: 'Password Update' }).waitFor();
}

// A password manager fills the form and the shopper taps Sign in while a slow network still brings the scripts.
async function signInBeforeTheScriptsArrive(page: Page): Promise<void> {
  const customer = newCustomer();
  await register(page, customer, 'email');
  const addressesWithPassword: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(encodeURIComponent(customer.password))) addressesWithPassword.push(request.url());
  });
  const releaseScripts = await holdScripts(page);
  // Deferred scripts hold DOMContentLoaded back, not the page: the shopper sees the form before it.
  await page.goto('/login', { waitUntil: 'commit' });

  await signInWithForm(page, customer.email, customer.password);
  releaseScripts();

  await expectToast(page, 'Successfully logged in');
  await page.waitForFunction(() => window.localStorage.getItem('user_data') !== null);
  expect(addressesWithPassword).toEqual([]);
}

async function recoverForgottenPassword(page: Page): Promise<void> {
  const customer = newCustomer();
  await page.goto('/login');
  await register(page, customer, 'phone');

  await signInPanel(page).getByRole('button', { name: 'Forgot password?' }).click();
  const panel = signInPanel(page);
  await panel.getByLabel('Phone or Email', { exact: true }).fill(customer.phone);
  await panel.getByRole('button', { name: 'Send Code' }).click();
  await expectToast(page, 'verification code sent to your email/phone,please check your phone');

  await panel.getByLabel('Verification Code', { exact: true }).fill(await latestCode(page, customer.phone));
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Verified successfully');

  const newPassword = `${customer.password}-new`;
  await panel.getByLabel('New Password', { exact: true }).fill(newPassword);
  await panel.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await saveScreenshot(page, 'account-recovery-new-password', false);
  await panel.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Password changed successfully');
  await panel.getByRole('status').filter({ hasText: 'Sign in with your new password.' }).waitFor();

  // The old password no longer opens the account; the new one does.
  await signInWithForm(page, customer.phone, customer.password);
  await expectToast(page, 'Invalid login credentials');
  await signInWithForm(page, customer.phone, newPassword);
  await expectToast(page, 'Successfully logged in');
  await page.waitForURL((url) => url.pathname === '/');
}

async function changePasswordOnPasswordPage(page: Page): Promise<void> {
  const customer = newCustomer();
  await page.goto('/');
  await register(page, customer, 'email');
  await signInAs(page, customer.email, customer.password);

  await page.goto('/password');
  const steps = page.getByRole('group', { name: 'Password Update' });
  const identifier = steps.getByLabel('Phone or Email', { exact: true });
  await identifier.waitFor();
  await expect(identifier.inputValue()).resolves.toBe(customer.email);
  await saveScreenshot(page, 'account-password-page');
  await steps.getByRole('button', { name: 'Send Code' }).click();
  await expectToast(page, 'verification code sent to your email/phone,please check your phone');
  await steps.getByLabel('Verification Code', { exact: true }).fill(await latestCode(page, customer.email));
  await steps.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Verified successfully');

  const newPassword = `${customer.password}-changed`;
  await steps.getByLabel('New Password', { exact: true }).fill(newPassword);
  await steps.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await steps.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Password updated successfully');
  await page.waitForURL((url) => url.pathname === '/profile');

  await logOutFromSidebar(page);
  await page.goto('/login');
  await signInWithForm(page, customer.email, customer.password);
  await expectToast(page, 'Invalid login credentials');
  await signInWithForm(page, customer.email, newPassword);
  await expectToast(page, 'Successfully logged in');
  await page.waitForURL((url) => url.pathname === '/');
}

async function deleteAccountAndFailToSignIn(page: Page): Promise<void> {
  const customer = newCustomer();
  await page.goto('/');
  await register(page, customer, 'email');
  await signInAs(page, customer.email, customer.password);

  await page.goto('/password');
  await profileMenu(page).getByRole('button', { name: 'Account Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Delete' });
  await dialog.getByText('Are you sure you want to delete your account?').waitFor();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted successfully');
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/login');
  await signInWithForm(page, customer.email, customer.password);
  await expectToast(page, 'Invalid login credentials');
  await signInPanel(page).getByRole('alert').filter({ hasText: 'Invalid login credentials' }).waitFor();
  await expect(page.evaluate(() => window.localStorage.getItem('user_data'))).resolves.toBeNull();
}

describe('the customer account', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers a new customer on /login, signs out from the profile menu and signs in again', () =>
    withPage(browser, 'account-register-sign-out-sign-in', registerSignOutAndSignIn));

  it('signs in with a form sent before the scripts arrived, the password never in an address', () =>
    withPage(browser, 'account-sign-in-before-scripts', signInBeforeTheScriptsArrive, { viewport: PHONE_VIEWPORT }));

  it('recovers a forgotten password on a phone with the code from the outbox, then signs in with the new one', () =>
    withPage(browser, 'account-recover-password', recoverForgottenPassword, { viewport: PHONE_VIEWPORT }));

  it('changes the password on /password with the code from the outbox, then signs in with it', () =>
    withPage(browser, 'account-change-password', changePasswordOnPasswordPage));

  it('deletes the account from the profile menu, after which it cannot sign in', () =>
    withPage(browser, 'account-delete', deleteAccountAndFailToSignIn));
});
