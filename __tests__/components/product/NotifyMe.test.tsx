import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductOptions } from '@/components/product/ProductOptions';
import { useVariantSelection } from '@/components/product/useVariantSelection';
import { LocaleContext } from '@/hooks/useLocale';
import type { Locale } from '@/utils/locale';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../../store/support/browser';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import type { PreloadedState } from '@/store/store';
import { renderWidget } from '../common/support/renderWidget';
import { serveFakeStockRequests } from '../stock-request/support/fakeStockRequests';
import { catalogHandlers, panjabi } from './support/productFixtures';

const backend = serveFakeShop();
const fake = serveFakeStockRequests(backend, () => [panjabi()]);

beforeEach(() => backend.server.use(...catalogHandlers()));

function Options() {
  const chosen = useVariantSelection(panjabi());
  return <ProductOptions product={panjabi()} chosen={chosen} shareUrl="https://shop.example/details/cotton-panjabi" />;
}

function renderOptions(preloadedState: PreloadedState = { auth: GUEST_SESSION }, locale: Locale = 'en') {
  return {
    user: userEvent.setup(),
    ...renderWidget(
      <LocaleContext.Provider value={locale}>
        <Options />
      </LocaleContext.Provider>,
      { preloadedState },
    ),
  };
}

const submissions = () => fake.stockRequests.requestsTo('/api/v2/stock-requests').filter((request) => request.method === 'POST');
const notifyMeButton = () => screen.queryByRole('button', { name: /Notify me when .* is back/ });

async function openNotifyMe(user: ReturnType<typeof userEvent.setup>, size = 'L, out of stock') {
  await user.click(screen.getByRole('button', { name: size }));
  await user.click(screen.getByRole('button', { name: `Notify me when ${size.split(',')[0]} is back` }));
  return screen.findByRole('dialog', { name: 'Notify me when available' });
}

describe('Notify me on the product page', () => {
  it('is offered only for a sold-out colour and size', async () => {
    const { user } = renderOptions();
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(notifyMeButton()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'L, out of stock' }));
    expect(screen.getByText('This size is sold out in this colour.')).toBeInTheDocument();
    expect(notifyMeButton()).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(screen.getByRole('button', { name: 'Maroon' }));
    await user.click(screen.getByRole('button', { name: 'XL' }));
    expect(notifyMeButton()).not.toBeInTheDocument();
  });

  it('asks a guest for a contact, checks it, and confirms the request for that exact colour and size', async () => {
    const { user } = renderOptions();
    const dialog = await openNotifyMe(user);
    expect(within(dialog).getByText('Cotton Panjabi')).toBeInTheDocument();
    expect(within(dialog).getByText('Colour: White · Size: L')).toBeInTheDocument();
    const contact = within(dialog).getByRole('textbox', { name: 'Email or phone number' });
    expect(contact).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText('Please enter an email or a phone number')).toBeInTheDocument();
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    await user.type(contact, 'nusrat@example');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText('Please enter a valid email address or an 11-digit phone number')).toBeInTheDocument();
    expect(submissions()).toHaveLength(0);

    await user.clear(contact);
    await user.type(contact, 'nusrat@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('We will let you know when it is back in stock');
    expect(submissions().map((request) => request.body)).toEqual([{ product_id: 12, barcode: 'PNJ-WHT-L', email: 'nusrat@example.com' }]);
    expect(within(dialog).queryByRole('link', { name: 'See my requests' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("fills in a signed-in customer's phone and says so when they are already on the list", async () => {
    const { user } = renderOptions({ auth: CUSTOMER_SESSION });
    let dialog = await openNotifyMe(user);
    expect(within(dialog).getByRole('textbox', { name: /Email or phone number/ })).toHaveValue('01711000001');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('We will let you know when it is back in stock');
    expect(within(dialog).getByRole('link', { name: 'See my requests' })).toHaveAttribute('href', '/request-stock');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Notify me when L is back' }));
    dialog = await screen.findByRole('dialog', { name: 'Notify me when available' });
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('You are already on the list');
    expect(submissions().map((request) => request.body)).toEqual([
      { product_id: 12, barcode: 'PNJ-WHT-L', phone: '01711000001' },
      { product_id: 12, barcode: 'PNJ-WHT-L', phone: '01711000001' },
    ]);
    expect(submissions()[0].authorization).toBe('Bearer customer-token');
  });

  it('speaks Bangla on a Bangla page and asks for the alert in Bangla', async () => {
    const { user } = renderOptions({ auth: GUEST_SESSION }, 'bn');
    await user.click(screen.getByRole('button', { name: /^L,/ }));
    await user.click(screen.getByRole('button', { name: 'L সাইজ ফিরে এলে আমাকে জানান' }));
    const dialog = await screen.findByRole('dialog', { name: 'পাওয়া গেলে আমাকে জানান' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ইমেইল বা ফোন নম্বর' }), '01911222333');
    await user.click(within(dialog).getByRole('button', { name: 'আমাকে জানান' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('আবার স্টকে এলে আমরা আপনাকে জানাব');
    expect(submissions()[0].body).toEqual({ product_id: 12, barcode: 'PNJ-WHT-L', phone: '01911222333', locale: 'bn' });
  });
});
