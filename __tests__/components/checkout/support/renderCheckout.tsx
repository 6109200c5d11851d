import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { CheckoutTemplate } from '@/components/checkout/CheckoutTemplate';
import { LocaleContext } from '@/hooks/useLocale';
import type { PreloadedState } from '@/store/store';
import type { Locale } from '@/utils/locale';
import { WHITE_PANJABI } from '../../../store/support/fakeShop';
import { serveFakeShop } from '../../../store/support/fakeShopServer';
import { createTestRouter, renderWidget, settingsWith } from '../../common/support/renderWidget';
import { createFakeCheckout, type FakeCheckout } from './fakeCheckout';

/** The fake shop and the checkout's endpoints, fresh for every test of the file. */
export function serveFakeCheckout() {
  const backend = serveFakeShop();
  let checkout: FakeCheckout | undefined;
  beforeEach(() => {
    checkout = createFakeCheckout(backend.shop);
    backend.server.use(...checkout.handlers);
  });
  return {
    server: backend.server,
    get shop() {
      return backend.shop;
    },
    get checkout() {
      if (!checkout) throw new Error('The fake checkout opens before each test');
      return checkout;
    },
  };
}

export const GUEST_CHECKOUT_ON = settingsWith({ settings: { guest_checkout: '1', site_name: 'Rongdhonu' } });
export const GUEST_CHECKOUT_OFF = settingsWith({ settings: { guest_checkout: '0' } });

/** The checkout page as the app renders it in `locale`, once the form is on screen (unless `waitForForm` is false). */
export async function renderCheckout(preloadedState: PreloadedState, { waitForForm = true, locale = 'en' }: { waitForForm?: boolean; locale?: Locale } = {}) {
  const user = userEvent.setup();
  const rendered = renderWidget(
    <LocaleContext.Provider value={locale}>
      <CheckoutTemplate />
    </LocaleContext.Provider>,
    { preloadedState, router: createTestRouter('/checkout') },
  );
  if (waitForForm) await screen.findByRole('form', { name: locale === 'bn' ? 'চেকআউট' : 'Checkout' });
  return { user, ...rendered };
}

/** The server's 409 when the bag's two white panjabis are down to one. */
export const PANJABI_SOLD_OUT: HttpResponseResolver = () =>
  HttpResponse.json(
    {
      result: false,
      message: 'Some items are no longer available in the quantity you chose.',
      code: 'stock_changed',
      unavailable: [{ barcode: WHITE_PANJABI.barcode, name: 'Cotton Panjabi', available: 1 }],
    },
    { status: 409 },
  );

/**
 * The value beside a total's label in the order summary, whatever code or card number follows the
 * label in brackets (`summaryName`: the summary's name in another language).
 */
export function totalOf(label: string, summaryName = 'Order summary'): string | null {
  const summary = screen.getByRole('region', { name: summaryName });
  const term = Array.from(summary.querySelectorAll('dt')).find((dt) => dt.textContent?.replace(/ \(.+\)$/, '') === label);
  return term?.nextElementSibling?.textContent ?? null;
}
