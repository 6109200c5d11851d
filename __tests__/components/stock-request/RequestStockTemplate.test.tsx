import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RequestStockTemplate } from '@/components/stock-request/RequestStockTemplate';
import { readStockRequestQuery } from '@/components/stock-request/stockRequestDisplay';
import { LocaleContext } from '@/hooks/useLocale';
import RequestStockPage from '@/pages/request-stock';
import { initialAuthState } from '@/store/authSlice';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { catalogHandlers, panjabi, PANJABI_VARIANTS } from '../product/support/productFixtures';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { serveFakeStockRequests, stockRequest } from './support/fakeStockRequests';

const backend = serveFakeShop();
const fake = serveFakeStockRequests(backend, () => [panjabi()]);

beforeEach(() => backend.server.use(...catalogHandlers()));

type Session = typeof GUEST_SESSION;

function renderPage(query: Record<string, string>, session: Session = GUEST_SESSION) {
  const search = new URLSearchParams(query).toString();
  const router = { ...createTestRouter('/request-stock'), asPath: `/request-stock${search ? `?${search}` : ''}`, query };
  return renderWidget(<RequestStockPage />, { preloadedState: { auth: session }, router });
}

const contactBox = () => screen.getByRole('textbox', { name: /Email or phone number/ });
const notifyButton = () => screen.getByRole('button', { name: 'Notify me' });
const submissions = () => fake.stockRequests.requestsTo('/api/v2/stock-requests').filter((request) => request.method === 'POST');

describe('/request-stock with a product', () => {
  it('shows the product with the chosen colour and size, and the form', async () => {
    renderPage({ product: 'cotton-panjabi', variant: 'White-L' });

    expect(screen.getByRole('heading', { level: 1, name: 'Notify me when available' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(screen.getByRole('img', { name: 'Cotton Panjabi' })).toHaveAttribute('src', PANJABI_VARIANTS.whiteL.image);
    expect(screen.getByText('Colour').nextElementSibling).toHaveTextContent('White');
    expect(screen.getByText('Size').nextElementSibling).toHaveTextContent('L');
    expect(screen.getByText('This item is sold out right now.')).toBeInTheDocument();
    expect(contactBox()).toHaveValue('');
    expect(screen.getByRole('form', { name: 'Notify me when available' })).toBeInTheDocument();
  });

  it('lets a guest leave an e-mail address and confirms with the server’s message', async () => {
    const user = userEvent.setup();
    renderPage({ product: 'cotton-panjabi', variant: 'white-l' });
    await user.type(await screen.findByRole('textbox', { name: 'Email or phone number' }), ' nusrat@example.com ');
    await user.click(notifyButton());

    expect(await screen.findByRole('status')).toHaveTextContent('We will let you know when it is back in stock');
    expect(submissions()).toHaveLength(1);
    expect(submissions()[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-L', email: 'nusrat@example.com' });
    expect(submissions()[0].authorization).toBe('Bearer guest-token');
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(screen.queryByRole('link', { name: 'See my requests' })).not.toBeInTheDocument();
  });

  it('says when the shopper is already on the list', async () => {
    const user = userEvent.setup();
    fake.stockRequests.add(stockRequest({ contact: '01911222333', variant: { ...stockRequest().variant, barcode: 'PNJ-MRN-S' } }));
    renderPage({ product: 'cotton-panjabi', barcode: 'PNJ-MRN-S' });
    expect(await screen.findByText('Maroon')).toBeInTheDocument();
    expect(screen.getByText('S')).toBeInTheDocument();
    await user.type(contactBox(), '01911-222 333');
    await user.click(notifyButton());

    expect(await screen.findByRole('status')).toHaveTextContent('You are already on the list');
    expect(submissions()[0].body).toEqual({ product_id: 12, barcode: 'PNJ-MRN-S', phone: '01911222333' });
  });

  it('reads a Bangladeshi mobile with its country code as 11 digits', async () => {
    const user = userEvent.setup();
    renderPage({ product: 'cotton-panjabi', variant: 'White-L' });
    await user.type(await screen.findByRole('textbox', { name: 'Email or phone number' }), '+8801911222333');
    await user.click(notifyButton());
    await screen.findByRole('status');
    expect(submissions()[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-L', phone: '01911222333' });
  });

  it('asks a guest for a contact, and for a valid one, beside the field', async () => {
    const user = userEvent.setup();
    renderPage({ product: 'cotton-panjabi', variant: 'White-L' });
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Please enter an email or a phone number')).toBeInTheDocument();
    expect(contactBox()).toHaveAttribute('aria-invalid', 'true');

    await user.type(contactBox(), '01711');
    await user.click(notifyButton());
    const error = await screen.findByText('Please enter a valid email address or an 11-digit phone number');
    expect(contactBox().getAttribute('aria-describedby')).toContain(error.id);
    expect(submissions()).toHaveLength(0);
  });

  it('fills in a signed-in customer’s phone, and sends no contact when they clear it', async () => {
    const user = userEvent.setup();
    renderPage({ product: 'cotton-panjabi', variant: 'White-L' }, CUSTOMER_SESSION);
    const contact = await screen.findByRole('textbox', { name: 'Email or phone number (optional)' });
    expect(contact).toHaveValue('01711000001');
    expect(screen.getByText('Leave it empty to use the phone number or email of your account.')).toBeInTheDocument();
    await user.clear(contact);
    await user.click(notifyButton());

    expect(await screen.findByRole('status')).toHaveTextContent('We will let you know when it is back in stock');
    expect(submissions()[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-L' });
    expect(submissions()[0].authorization).toBe('Bearer customer-token');
    expect(screen.getByRole('link', { name: 'See my requests' })).toHaveAttribute('href', '/request-stock');
  });

  it('shows the server’s contact error beside the field and other refusals as a message, keeping what was typed', async () => {
    const user = userEvent.setup();
    backend.server.use(
      http.post(
        `${API}/v2/stock-requests`,
        () => HttpResponse.json({ result: false, message: 'The email field must be a valid email address.', errors: { email: ['The email field must be a valid email address.'] } }, { status: 422 }),
        { once: true },
      ),
      http.post(`${API}/v2/stock-requests`, () => HttpResponse.json({ result: false, message: 'Too many requests. Please try again in 42 minutes.' }, { status: 429 }), {
        once: true,
      }),
    );
    renderPage({ product: 'cotton-panjabi', variant: 'White-L' });
    await user.type(await screen.findByRole('textbox', { name: 'Email or phone number' }), 'rahim@example.com');
    await user.click(notifyButton());
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(contactBox()).toHaveAttribute('aria-invalid', 'true');

    await user.click(notifyButton());
    const form = screen.getByRole('form', { name: 'Notify me when available' });
    await waitFor(() => expect(within(form).getByText('Too many requests. Please try again in 42 minutes.')).toHaveAttribute('role', 'alert'));
    expect(contactBox()).toHaveValue('rahim@example.com');
  });

  it('offers the product instead of a form when the item is in stock', async () => {
    renderPage({ product: 'cotton-panjabi', variant: 'White-M' });
    expect(await screen.findByText('Good news: this item is in stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop it now' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('sends the shopper to the product page to choose when the variant is missing or unknown', async () => {
    renderPage({ product: 'cotton-panjabi', variant: 'Green-XXL' });
    expect(await screen.findByText('Which colour and size?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the product' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when the product does not exist', async () => {
    renderPage({ product: 'no-such-panjabi', variant: 'White-L' });
    expect(await screen.findByText('We could not find this product')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('says when the product could not be loaded, and tries again on request', async () => {
    backend.server.use(http.get(`${API}/v2/productsBySlug/:slug`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderPage({ product: 'cotton-panjabi', variant: 'White-L' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This product could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Notify me when available' })).toBeInTheDocument();
  });
});

describe('/request-stock without a product', () => {
  it("shows a customer their requests with the product, colour, size, status and dates", async () => {
    fake.stockRequests.add(
      stockRequest({ id: 2, channel: 'email', contact: 'gift@example.com', date: '2026-11-21T19:00:00.000Z' }),
      stockRequest({
        id: 1,
        status: 'notified',
        notified_at: '2026-11-22T04:00:00.000Z',
        product: { id: 30, name: 'Jamdani Saree', slug: 'jamdani-saree', thumbnail_image: null },
        variant: { variant: 'Red', color: 'Red', size: null, barcode: 'SAR-RED', image: null },
      }),
    );
    renderPage({}, CUSTOMER_SESSION);

    expect(screen.getByRole('heading', { level: 1, name: 'My back-in-stock requests' })).toBeInTheDocument();
    await screen.findByText('2 requests');
    const [waiting, answered] = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('li')!);
    expect(within(waiting).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(within(waiting).getByText('Colour: White · Size: L')).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Asked on 22 Nov 2026 · we will tell you at gift@example.com');
    expect(within(answered).getByText('Back in stock')).toBeInTheDocument();
    expect(within(answered).getByText('Colour: Red')).toBeInTheDocument();
    expect(answered).toHaveTextContent('Asked on 20 Nov 2026 · told you on 22 Nov 2026 at 01711000001');
    expect(fake.stockRequests.requestsTo('/api/v2/stock-requests?page=1')[0].authorization).toBe('Bearer customer-token');
  });

  it('shows the requests in Bangla on a Bangla page, dates in Bengali numerals', async () => {
    fake.stockRequests.add(stockRequest({ status: 'notified', notified_at: '2026-11-22T04:00:00.000Z' }));
    renderWidget(
      <LocaleContext.Provider value="bn">
        <RequestStockPage />
      </LocaleContext.Provider>,
      { preloadedState: { auth: CUSTOMER_SESSION }, router: { ...createTestRouter('/request-stock'), query: {} } },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'আমার স্টক-অনুরোধ' })).toBeInTheDocument();
    await screen.findByText('১টি অনুরোধ');
    const row = screen.getByRole('heading', { level: 2 }).closest('li')!;
    expect(within(row).getByText('রং: White · সাইজ: L')).toBeInTheDocument();
    expect(within(row).getByText('আবার স্টকে')).toBeInTheDocument();
    expect(row).toHaveTextContent('২০ নভে, ২০২৬ তারিখে অনুরোধ করেছেন');
  });

  it('pages a long list with ?page=', async () => {
    for (let index = 0; index < 12; index += 1) fake.stockRequests.add(stockRequest({ id: index + 1 }));
    renderPage({ page: '2' }, CUSTOMER_SESSION);
    expect(await screen.findByText('12 requests')).toBeInTheDocument();
    expect(fake.stockRequests.requestsTo('/api/v2/stock-requests?page=2')).toHaveLength(1);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/request-stock');
  });

  it('tells a customer without requests how to make one', async () => {
    renderPage({}, CUSTOMER_SESSION);
    expect(await screen.findByText('You have no back-in-stock requests.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('says when the requests could not be loaded, and tries again on request', async () => {
    backend.server.use(http.get(`${API}/v2/stock-requests`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderPage({}, CUSTOMER_SESSION);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your requests could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no back-in-stock requests.')).toBeInTheDocument();
  });

  it('lists a request the customer has just made when they come back to their requests', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWidget(<RequestStockTemplate query={readStockRequestQuery({})} />, { preloadedState: { auth: CUSTOMER_SESSION } });
    expect(await screen.findByText('You have no back-in-stock requests.')).toBeInTheDocument();

    rerender(<RequestStockTemplate query={readStockRequestQuery({ product: 'cotton-panjabi', variant: 'White-L' })} />);
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will let you know when it is back in stock');

    rerender(<RequestStockTemplate query={readStockRequestQuery({})} />);
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(fake.stockRequests.requestsTo('/api/v2/stock-requests?page=1')).toHaveLength(2);
  });

  it('leaves the list as it was when the API refuses a request', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWidget(<RequestStockTemplate query={readStockRequestQuery({})} />, { preloadedState: { auth: CUSTOMER_SESSION } });
    expect(await screen.findByText('You have no back-in-stock requests.')).toBeInTheDocument();

    backend.server.use(
      http.post(`${API}/v2/stock-requests`, () => HttpResponse.json({ result: false, message: 'Alerts are paused' }, { status: 422 }), { once: true }),
    );
    rerender(<RequestStockTemplate query={readStockRequestQuery({ product: 'cotton-panjabi', variant: 'White-L' })} />);
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alerts are paused');

    rerender(<RequestStockTemplate query={readStockRequestQuery({})} />);
    expect(screen.getByText('You have no back-in-stock requests.')).toBeInTheDocument();
    expect(fake.stockRequests.requestsTo('/api/v2/stock-requests?page=1')).toHaveLength(1);
  });

  it('explains the alerts to a guest, with a way to sign in, without asking for a list', async () => {
    renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Back-in-stock alerts' })).toBeInTheDocument();
    expect(screen.getByText(/Sold out in your size\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see your requests' })).toHaveAttribute('href', '/login?redirect=%2Frequest-stock');
    expect(fake.stockRequests.requests).toHaveLength(0);
  });

  it('waits for the stored session before deciding who is visiting', () => {
    renderWidget(<RequestStockTemplate query={readStockRequestQuery({})} />, { preloadedState: { auth: initialAuthState } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText(/Sold out in your size\?/)).not.toBeInTheDocument();
  });
});
