import type { Browser, Page } from 'playwright-core';
import { formatTaka } from '@/utils/money';
import { launchBrowser, newPage, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import {
  ADMIN_HEADERS,
  addToBag,
  affiliateReferral,
  bearer,
  moveOrder,
  sessionToken,
  signInAs,
  variantsInStock,
  type StockedVariant,
} from './support/shopper';

// The affiliate programme: a guest follows the demo affiliate's referral link, buys with cash on
// delivery, the order is delivered, and the affiliate finds the approved commission on the dashboard
// and asks to withdraw it.

const DEMO_AFFILIATE = { email: 'affiliate@demo.shop', password: 'Affiliate@123', code: 'DEMOAFF' };
// The commission is 5 percent or more and at least 500 taka can be withdrawn: a bag past 12,000 taka earns enough.
const BAG_TARGET_TAKA = 12_000;
const UNITS_PER_PRODUCT = 3;

interface Paged<T> {
  data: T[];
  meta: { total: number };
}

interface Earning {
  order_code: string;
  amount: number;
  status: string;
}

interface WithdrawRequest {
  id: number;
  amount: number;
  status: string;
}

async function readJson<T>(page: Page, path: string, token: string): Promise<T> {
  const response = await page.request.get(path, { headers: bearer(token) });
  if (response.status() !== 200) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The dearest products with a variant that has `quantity` in stock (and is not sold below zero). */
function dearVariants(page: Page, quantity: number): Promise<StockedVariant[]> {
  return variantsInStock(page, '/api/v3/products?limit=20&order_by=price_high_to_low', quantity);
}

/** Fills the guest's bag past the target with the referral the page keeps, as the product page sends it. */
async function fillBagThroughReferral(page: Page, token: string): Promise<void> {
  const referral = await affiliateReferral(page);
  expect(referral).toBe(`aff_ref=${DEMO_AFFILIATE.code}`);
  for (const item of await dearVariants(page, UNITS_PER_PRODUCT)) {
    const summary = await readJson<{ sub_total: number }>(page, '/api/v2/cart-summary', token);
    if (summary.sub_total >= BAG_TARGET_TAKA) return;
    await addToBag(page, token, item, UNITS_PER_PRODUCT, referral);
  }
  const { sub_total } = await readJson<{ sub_total: number }>(page, '/api/v2/cart-summary', token);
  if (sub_total < BAG_TARGET_TAKA) throw new Error(`the bag reached only ${sub_total} taka`);
}

/** The checkout's new-address fields, to a thana inside Dhaka. */
async function fillDeliveryAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Full name').fill('Farhana Akter');
  await form.getByLabel('Mobile number').fill('01712345678');
  await form.getByLabel('Email').fill(`farhana.${Date.now()}@example.com`);
  await form.getByLabel('Street address').fill('House 7, Road 3');
  await form.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await form.getByLabel('District').selectOption({ label: 'Dhaka' });
  await form.getByLabel('Thana').selectOption({ label: 'Dhanmondi' });
}

/** Places the bag as a cash-on-delivery order through the checkout page; answers the order's id. */
async function payCashOnDelivery(page: Page): Promise<string> {
  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Delivery' }).waitFor();
  await fillDeliveryAddress(page);
  await page.getByRole('radio', { name: /Home delivery/ }).check();
  await page.getByRole('radio', { name: /Regular Delivery/ }).check();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Place order');
    return button !== undefined && !button.disabled;
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/order-confirmation/*');
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!id) throw new Error(`no order id in ${page.url()}`);
  return id;
}

/** A request left pending by an earlier run would refuse a new one: the shop pays it, as its staff would. */
async function payLeftoverRequests(page: Page, token: string): Promise<void> {
  const history = await readJson<Paged<WithdrawRequest>>(page, '/api/v2/affiliate/user/withdraw_request_history', token);
  for (const request of history.data.filter((candidate) => candidate.status === 'pending')) {
    const response = await page.request.post(`/api/v2/admin/affiliate-withdrawals/${request.id}/pay`, {
      headers: ADMIN_HEADERS,
      data: { reference: `E2E-${Date.now()}` },
    });
    if (response.status() !== 200) throw new Error(`paying withdraw request ${request.id} answered ${response.status()}`);
  }
}

async function referralToDelivery(browser: Browser): Promise<void> {
  const affiliatePage = await newPage(browser);
  try {
    await affiliatePage.goto('/');
    await sessionToken(affiliatePage);
    const affiliateToken = await signInAs(affiliatePage, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
    const visitsBefore = (await readJson<Paged<unknown>>(affiliatePage, '/api/v2/affiliate/visits', affiliateToken)).meta.total;

    let orderCode = '';
    await withPage(
      browser,
      'affiliate-referral-purchase',
      async (page) => {
        await page.goto(`/?aff_ref=${DEMO_AFFILIATE.code}`);
        const token = await sessionToken(page);
        await fillBagThroughReferral(page, token);
        const orderId = await payCashOnDelivery(page);
        const order = await readJson<{ data: { code: string }[] }>(page, `/api/v2/purchase-history-details/${orderId}`, token);
        orderCode = order.data[0].code;
        for (const status of ['confirmed', 'shipped', 'delivered']) await moveOrder(page, orderId, status);
      },
      { viewport: PHONE_VIEWPORT },
    );

    // The guest's visit counted as a click of the affiliate's link.
    const visitsAfter = (await readJson<Paged<unknown>>(affiliatePage, '/api/v2/affiliate/visits', affiliateToken)).meta.total;
    expect(visitsAfter).toBeGreaterThan(visitsBefore);

    const earnings = await readJson<Paged<Earning>>(affiliatePage, '/api/v2/affiliate/referrals/earning-history', affiliateToken);
    const commissions = earnings.data.filter((earning) => earning.order_code === orderCode);
    expect(commissions.length).toBeGreaterThan(0);
    expect(commissions.every((earning) => earning.status === 'approved')).toBe(true);
    const commission = Math.round(commissions.reduce((sum, earning) => sum + earning.amount, 0) * 100) / 100;
    expect(commission).toBeGreaterThanOrEqual(500);

    await payLeftoverRequests(affiliatePage, affiliateToken);
    const { balance } = (await readJson<{ data: { balance: number } }>(affiliatePage, '/api/v2/affiliate/user', affiliateToken)).data;

    await affiliatePage.goto('/affiliate/Dashboard');
    const earningsSection = affiliatePage.getByRole('region', { name: 'Your earnings' });
    const balanceCard = earningsSection.locator('div', { has: affiliatePage.getByText('Balance', { exact: true }) });
    await balanceCard.getByText(formatTaka(balance), { exact: true }).waitFor();
    await affiliatePage.getByRole('textbox', { name: 'Referral link' }).waitFor();
    await saveScreenshot(affiliatePage, 'affiliate-dashboard');

    await affiliatePage.goto('/affiliate/referrals');
    await affiliatePage.getByText(orderCode, { exact: true }).first().waitFor();

    await affiliatePage.goto('/affiliate/withdraw_request');
    const requestForm = affiliatePage.getByRole('form', { name: 'Request a withdrawal' });
    await requestForm.getByLabel('Amount (৳)').fill(commission.toFixed(2));
    await requestForm.getByRole('button', { name: 'Send request' }).click();
    await affiliatePage.getByText('Your withdraw request has been sent').first().waitFor();
    const requests = affiliatePage.getByRole('list', { name: 'Withdraw requests' });
    await requests.getByRole('heading', { name: formatTaka(commission) }).first().waitFor();
    await affiliatePage.getByRole('region', { name: 'Your requests' }).getByText('Pending').first().waitFor();
    await saveScreenshot(affiliatePage, 'affiliate-withdraw-request');

    const history = await readJson<Paged<WithdrawRequest>>(affiliatePage, '/api/v2/affiliate/user/withdraw_request_history', affiliateToken);
    expect(history.data[0]).toMatchObject({ amount: commission, status: 'pending' });
  } catch (error) {
    await saveScreenshot(affiliatePage, 'failed-affiliate-withdrawal').catch(() => undefined);
    throw error;
  } finally {
    await affiliatePage.context().close();
  }
}

describe('the affiliate programme', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('pays a commission on a referred order once it is delivered, and takes a withdraw request', async () => {
    await referralToDelivery(browser);
  }, 240_000);
});
