import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { signInAs, stockedVariants } from './support/shopper';

// The profile area as a new customer: two addresses, the second made the default; a product hearted
// on its page, found on /wishlist and removed there.

interface NewCustomer {
  name: string;
  email: string;
  phone: string;
  password: string;
}

interface StoredUser {
  default_address: { id: number; name: string } | null;
}

/** A customer nobody else uses: the database is shared, so the e-mail and phone are unique. */
function newCustomer(): NewCustomer {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-8);
  return { name: 'Nusrat Jahan', email: `profile-${stamp}@e2e.shop`, phone: `017${stamp}`, password: 'Profile@1234' };
}

async function register(page: Page, customer: NewCustomer): Promise<void> {
  const response = await page.request.post('/api/v2/auth/signup', {
    headers: { Accept: 'application/json' },
    data: { name: customer.name, email: customer.email, phone: customer.phone, password: customer.password, password_confirmation: customer.password },
  });
  if (response.status() !== 200) throw new Error(`registering ${customer.email} answered ${response.status()}: ${await response.text()}`);
}

/** A new customer signed in on a page that has opened the shop (so the guest session exists first). */
async function signedInNewCustomer(page: Page): Promise<NewCustomer> {
  const customer = newCustomer();
  await register(page, customer);
  await page.goto('/');
  await page.waitForFunction(() => window.localStorage.getItem('tempId') !== null);
  await signInAs(page, customer.email, customer.password);
  return customer;
}

function toast(page: Page, message: string): Locator {
  return page.getByRole('alert').filter({ hasText: message }).first();
}

function addressCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function storedUser(page: Page): Promise<StoredUser> {
  const stored = await page.evaluate(() => window.localStorage.getItem('user_data'));
  if (!stored) throw new Error('the page keeps no user');
  return JSON.parse(stored) as StoredUser;
}

async function addAddress(page: Page, address: { name: string; phone: string; street: string; district: string; thana: string | null }) {
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('Full name').fill(address.name);
  await form.getByLabel('Mobile number').fill(address.phone);
  await form.getByLabel('Street address').fill(address.street);
  await form.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await form.getByLabel('District').selectOption({ label: address.district });
  if (address.thana) await form.getByLabel('Thana').selectOption({ label: address.thana });
  await form.getByLabel('Postal code').fill('1205');
  await form.getByRole('button', { name: 'Save address' }).click();
  await toast(page, 'Shipping information has been added successfully').waitFor();
  await addressCard(page, address.name).waitFor();
}

async function twoAddressesAndANewDefault(page: Page): Promise<void> {
  const customer = await signedInNewCustomer(page);
  await page.goto('/address-book');
  await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor();
  await page.getByText('You have no saved addresses yet.').waitFor();

  await page.getByRole('button', { name: 'Add an address' }).click();
  await addAddress(page, { name: 'Nusrat at home', phone: customer.phone, street: 'House 12, Road 5', district: 'Dhaka', thana: 'Dhanmondi' });
  const home = addressCard(page, 'Nusrat at home');
  await home.getByText('Default', { exact: true }).waitFor();
  expect((await storedUser(page)).default_address?.name).toBe('Nusrat at home');

  await page.getByRole('button', { name: 'Add new address' }).click();
  await addAddress(page, { name: 'Nusrat at work', phone: '01911234567', street: 'Level 4, 20 Kemal Ataturk Avenue', district: 'Dhaka', thana: 'Gulshan' });
  const work = addressCard(page, 'Nusrat at work');
  await expect(work.getByText('Default', { exact: true }).count()).resolves.toBe(0);
  await page.getByText('2 of 20 addresses saved').waitFor();

  await work.getByRole('button', { name: /^Set as default/ }).click();
  await toast(page, 'Default shipping information has been updated').waitFor();
  await work.getByText('Default', { exact: true }).waitFor();
  await expect(home.getByText('Default', { exact: true }).count()).resolves.toBe(0);
  await expect(page.getByRole('article').first().getAttribute('aria-labelledby')).resolves.toBe(await work.getAttribute('aria-labelledby'));

  // The stored user follows, in the browser and on the server.
  await page.waitForFunction(() => JSON.parse(window.localStorage.getItem('user_data') ?? '{}').default_address?.name === 'Nusrat at work');
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const answer = await page.request.get('/api/v2/auth/user', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  const { user } = (await answer.json()) as { user: StoredUser };
  expect(user.default_address?.name).toBe('Nusrat at work');
  expect((await storedUser(page)).default_address?.id).toBe(user.default_address?.id);

  await saveScreenshot(page, 'address-book');
}

async function heartOnTheProductPageThenRemoveOnWishlist(page: Page): Promise<void> {
  await signedInNewCustomer(page);
  const [product] = await stockedVariants(page, 1, 1);

  await page.goto(`/details/${product.slug}`);
  const heart = page.getByRole('button', { name: 'Wishlist', exact: true });
  // The customer's list loads after sign-in is restored; the heart is then ready to toggle.
  await page.waitForFunction(() => window.localStorage.getItem('user_data') !== null);
  await heart.click();
  await toast(page, 'Added To List').waitFor();
  await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');

  await page.goto('/wishlist');
  await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
  await page.getByRole('link', { name: product.name, exact: true }).first().waitFor();
  await page.getByText('1 item', { exact: true }).waitFor();
  await saveScreenshot(page, 'wishlist-phone');

  await page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await toast(page, 'Removed From List').waitFor();
  await page.getByText('Your wishlist is empty').waitFor();
  await expect(page.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).resolves.toBe('/');
}

describe('the profile area', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds two addresses and makes the second the default', () => withPage(browser, 'address-book-journey', twoAddressesAndANewDefault));

  it('finds a product hearted on its page in /wishlist and removes it there', () =>
    withPage(browser, 'wishlist-journey', heartOnTheProductPageThenRemoveOnWishlist, { viewport: PHONE_VIEWPORT }));
});
