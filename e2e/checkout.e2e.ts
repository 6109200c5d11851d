import type { Browser, Page } from 'playwright-core';
import { formatTaka } from '@/utils/money';
import { launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { addToBag, bearer, latestCode, sessionToken, signInAs, stockedVariants } from './support/shopper';

// The purchase path: a guest pays cash on delivery; a signed-in customer takes a coupon and a gift
// card off and pays the rest with bKash on the simulated gateway, then finds the order in /orders.

const DEMO_CUSTOMER = { email: 'customer@demo.shop', password: 'Customer@123', phone: '01711000001' };
const GIFT_CARD = 'GIFT-1000-DEMO';
const COUPON = 'FLAT200';
const COUPON_MINIMUM_TAKA = 2000;

interface Summary {
  sub_total: number;
  amount_to_pay: number;
}

interface OrderDetail {
  code: string;
  payment_type: string;
  payment_status: string;
  coupon_code: string | null;
  coupon_discount: number;
  gift_card_amount: number;
  amount_to_pay: number;
}

async function summary(page: Page, token: string): Promise<Summary> {
  const response = await page.request.get('/api/v2/cart-summary', { headers: bearer(token) });
  return (await response.json()) as Summary;
}

async function orderDetail(page: Page, token: string, orderId: string): Promise<OrderDetail> {
  const response = await page.request.get(`/api/v2/purchase-history-details/${orderId}`, { headers: bearer(token) });
  return ((await response.json()) as { data: OrderDetail[] }).data[0];
}

/** The new-address part of the checkout form, to a thana inside Dhaka. */
async function fillDeliveryAddress(page: Page, contact: { name: string; phone: string; email: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Full name').fill(contact.name);
  await form.getByLabel('Mobile number').fill(contact.phone);
  await form.getByLabel('Email').fill(contact.email);
  await form.getByLabel('Street address').fill('House 12, Road 5');
  await form.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await form.getByLabel('District').selectOption({ label: 'Dhaka' });
  await form.getByLabel('Thana').selectOption({ label: 'Dhanmondi' });
}

async function placeOrder(page: Page): Promise<void> {
  const placeButton = page.getByRole('button', { name: 'Place order' });
  await placeButton.waitFor();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Place order');
    return button !== undefined && !button.disabled;
  });
  await placeButton.click();
}

function orderIdOf(url: string): string {
  const id = new URL(url).pathname.split('/').pop();
  if (!id) throw new Error(`no order id in ${url}`);
  return id;
}

async function guestPaysCashOnDelivery(page: Page): Promise<void> {
  await page.goto('/');
  const token = await sessionToken(page);
  const [item] = await stockedVariants(page, 1, 2);
  await addToBag(page, token, item, 1);

  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Delivery' }).waitFor();
  await fillDeliveryAddress(page, { name: 'Nusrat Jahan', phone: '01712345678', email: 'nusrat@example.com' });
  await page.getByRole('radio', { name: /Home delivery/ }).check();
  await page.getByRole('radio', { name: /Regular Delivery/ }).check();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await saveScreenshot(page, 'checkout-guest-phone');
  await placeOrder(page);

  await page.waitForURL('**/order-confirmation/*');
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
  const order = await orderDetail(page, token, orderIdOf(page.url()));
  await page.getByText(order.code, { exact: true }).waitFor();
  expect(order).toMatchObject({ payment_type: 'cash_on_delivery', payment_status: 'unpaid' });
  await expect(summary(page, token)).resolves.toMatchObject({ sub_total: 0 });
  await saveScreenshot(page, 'order-confirmation-guest-phone');
}

/** Fills the customer's bag past the coupon's minimum spend. */
async function fillBagPastCouponMinimum(page: Page, token: string): Promise<void> {
  for (const item of await stockedVariants(page, 4, 2)) {
    if ((await summary(page, token)).sub_total >= COUPON_MINIMUM_TAKA) return;
    await addToBag(page, token, item, 2);
  }
  if ((await summary(page, token)).sub_total < COUPON_MINIMUM_TAKA) throw new Error('the bag stays below the coupon minimum');
}

async function applyGiftCard(page: Page): Promise<void> {
  const box = page.getByRole('group', { name: 'Gift card' });
  await box.getByLabel('Gift card number').fill(GIFT_CARD);
  await box.getByRole('button', { name: 'Send code' }).click();
  await box.getByLabel('Verification code').waitFor();
  await box.getByLabel('Verification code').fill(await latestCode(page, DEMO_CUSTOMER.phone));
  await box.getByRole('button', { name: 'Apply' }).click();
  await box.getByText(`${GIFT_CARD} applied`).waitFor();
}

async function customerPaysWithBkash(page: Page): Promise<void> {
  await page.goto('/');
  await sessionToken(page);
  const token = await signInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  // The demo customer's bag may keep offers from an earlier run against the same database.
  for (const path of ['/api/v2/coupon-remove', '/api/v2/gift-card/remove', '/api/v2/membership/remove']) {
    await page.request.post(path, { headers: bearer(token) });
  }
  await fillBagPastCouponMinimum(page, token);

  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Delivery' }).waitFor();
  // A customer with saved addresses chooses among them first.
  const newAddress = page.getByRole('radio', { name: /Use a new address/ });
  if ((await newAddress.count()) > 0) await newAddress.check();
  await fillDeliveryAddress(page, { name: 'Demo Customer', phone: DEMO_CUSTOMER.phone, email: DEMO_CUSTOMER.email });

  const couponBox = page.getByRole('group', { name: 'Coupon' });
  await couponBox.getByLabel('Coupon code').fill(COUPON);
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await couponBox.getByText(`${COUPON} applied`).waitFor();
  await applyGiftCard(page);

  await page.getByRole('radio', { name: /bKash/ }).check();
  const expected = await page.request.get('/api/v2/cart-summary', { headers: bearer(token) });
  expect(((await expected.json()) as Summary).amount_to_pay).toBeGreaterThan(0);
  await saveScreenshot(page, 'checkout-customer-offers');
  await placeOrder(page);

  await page.waitForURL('**/payment/simulated/*');
  await page.getByText('Simulated payment gateway').first().waitFor();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await page.waitForURL('**/order-confirmation/*');
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
  await page.getByText('Payment received').first().waitFor();
  const order = await orderDetail(page, token, orderIdOf(page.url()));
  expect(order).toMatchObject({ payment_type: 'bkash', payment_status: 'paid', coupon_code: COUPON, coupon_discount: 200 });
  expect(order.gift_card_amount).toBe(1000);
  await page.getByText(formatTaka(order.amount_to_pay)).first().waitFor();

  await page.goto('/orders');
  await page.getByRole('link', { name: `View order ${order.code}` }).click();
  await page.waitForURL('**/orders/*');
  await page.getByRole('heading', { level: 1, name: `Order ${order.code}` }).waitFor();
  await page.getByRole('heading', { name: 'Order status' }).waitFor();
  await saveScreenshot(page, 'order-detail-customer');
}

describe('checkout', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets a guest buy with cash on delivery and see the confirmation', () =>
    withPage(browser, 'checkout-guest', guestPaysCashOnDelivery, { viewport: PHONE_VIEWPORT }));

  it('lets a customer apply a coupon and a gift card, pay with bKash and find the order', () =>
    withPage(browser, 'checkout-customer', customerPaysWithBkash));
});
