import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { addToBag, moveOrder, sessionToken, signInAs, stockedVariants } from './support/shopper';

// Reviews and back-in-stock requests: a customer reviews a product delivered to them on /reviews;
// a guest and a customer ask on /request-stock to be told when a sold-out size is back.

interface NewCustomer {
  email: string;
  phone: string;
  password: string;
}

interface SoldOutVariant {
  slug: string;
  name: string;
  variant: string;
}

interface ProductDetail {
  name: string;
  slug: string;
  is_negative: number;
  variant: { variant: string; stock: number }[];
}

let customerCount = 0;

/** A customer nobody has used yet: the database is shared, so the e-mail and phone are unique. */
async function registerCustomer(page: Page): Promise<NewCustomer> {
  customerCount += 1;
  const stamp = `${Date.now()}${customerCount}`;
  const customer = { email: `reviews-e2e-${stamp}@example.com`, phone: `018${stamp.slice(-8)}`, password: `Rongdhonu-${stamp.slice(-6)}` };
  const response = await page.request.post('/api/v2/auth/signup', {
    headers: { Accept: 'application/json' },
    data: { name: 'Sadia Islam', email: customer.email, phone: customer.phone, password: customer.password, password_confirmation: customer.password },
  });
  if (response.status() !== 200) throw new Error(`signing up answered ${response.status()}: ${await response.text()}`);
  return customer;
}

/** Places a cash-on-delivery pickup order of the page's bag through the API and has it delivered. */
async function orderDelivered(page: Page, token: string, phone: string): Promise<void> {
  const pickups = (await (await page.request.get('/api/v2/pickup-list')).json()) as { data: { id: number }[] };
  const response = await page.request.post('/api/v2/order/store', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: {
      shipping_type: 'pickup',
      pickup_points_id: pickups.data[0].id,
      shipping_first_name: 'Sadia Islam',
      shipping_phone: phone,
      payment_type: 'cash_on_delivery',
    },
  });
  const answer = (await response.json()) as { data?: { order_id: number }; message?: string };
  if (!answer.data) throw new Error(`placing the order failed: ${answer.message}`);
  for (const status of ['confirmed', 'shipped', 'delivered']) await moveOrder(page, answer.data.order_id, status);
}

/** A size sold out in a product that is not sold beyond its stock. */
async function soldOutVariant(page: Page): Promise<SoldOutVariant> {
  const listing = await page.request.get('/api/v3/products?limit=100');
  const products = ((await listing.json()) as { data: { slug: string }[] }).data;
  for (const listed of products) {
    const [product] = ((await (await page.request.get(`/api/v2/productsBySlug/${listed.slug}`)).json()) as { data: ProductDetail[] }).data;
    const soldOut = product.variant.find((variant) => variant.stock <= 0);
    if (soldOut && product.is_negative === 0) return { slug: product.slug, name: product.name, variant: soldOut.variant };
  }
  throw new Error('no product has a sold-out size');
}

function requestStockPath(item: SoldOutVariant): string {
  return `/request-stock?${new URLSearchParams({ product: item.slug, variant: item.variant }).toString()}`;
}

describe('reviews and back-in-stock requests', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a customer reviews a delivered product on /reviews and finds the review in their list', async () => {
    await withPage(
      browser,
      'review-delivered-product',
      async (page) => {
        await page.goto('/');
        const customer = await registerCustomer(page);
        const token = await signInAs(page, customer.email, customer.password);
        const [item] = await stockedVariants(page, 1, 1);
        await addToBag(page, token, item, 1);
        await orderDelivered(page, token, customer.phone);

        await page.goto('/reviews');
        await page.getByRole('button', { name: `Write a review of ${item.name}` }).click();
        const form = page.getByRole('form', { name: `Review of ${item.name}` });
        await form.locator('label', { hasText: '4 stars' }).click();
        await form.getByRole('textbox', { name: 'Your review (optional)' }).fill('Soft fabric and the colour is true to the photos.');
        await form.getByRole('button', { name: 'Submit review' }).click();

        const reviews = page.getByRole('region', { name: 'Your reviews' });
        const review = reviews.getByRole('listitem').filter({ hasText: 'Soft fabric and the colour is true to the photos.' });
        await review.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
        await review.getByRole('link', { name: item.name }).waitFor();
        await page.getByRole('region', { name: 'Write a review' }).getByText('Nothing waiting for a review').waitFor();
        await saveScreenshot(page, 'reviews-after-writing');
      },
      { viewport: PHONE_VIEWPORT },
    );
  });

  it('a guest and a customer ask to be told when a sold-out size is back; the customer sees the request', async () => {
    let item: SoldOutVariant | undefined;
    await withPage(browser, 'request-stock-guest', async (page) => {
      await page.goto('/');
      await sessionToken(page);
      item = await soldOutVariant(page);
      await page.goto(requestStockPath(item));
      await page.getByText('This item is sold out right now.').waitFor();
      await page.getByRole('textbox', { name: 'Email or phone number' }).fill(`stock-e2e-${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Notify me' }).click();
      await page.getByRole('status').filter({ hasText: 'We will let you know when it is back in stock' }).waitFor();
    });

    await withPage(browser, 'request-stock-customer', async (page) => {
      if (!item) throw new Error('the guest journey found no sold-out size');
      await page.goto('/');
      const customer = await registerCustomer(page);
      await signInAs(page, customer.email, customer.password);
      await page.goto(requestStockPath(item));
      const contact = page.getByRole('textbox', { name: 'Email or phone number (optional)' });
      await contact.waitFor();
      if ((await contact.inputValue()) !== customer.phone) throw new Error(`the form was filled with ${await contact.inputValue()}`);
      await page.getByRole('button', { name: 'Notify me' }).click();
      await page.getByRole('status').filter({ hasText: 'We will let you know when it is back in stock' }).waitFor();

      await page.getByRole('link', { name: 'See my requests' }).click();
      await page.getByRole('heading', { level: 1, name: 'My back-in-stock requests' }).waitFor();
      const request = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: item.name }) });
      await request.getByText('Waiting').waitFor();
      await request.getByText(`we will tell you at ${customer.phone}`, { exact: false }).waitFor();
      await saveScreenshot(page, 'request-stock-list');
    });
  });
});
