import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutTemplate } from '@/components/checkout/CheckoutTemplate';
import type { PreloadedState } from '@/store/store';
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

/** The checkout page as the app renders it, once the form is on screen (unless `waitForForm` is false). */
export async function renderCheckout(preloadedState: PreloadedState, { waitForForm = true } = {}) {
  const user = userEvent.setup();
  const rendered = renderWidget(<CheckoutTemplate />, { preloadedState, router: createTestRouter('/checkout') });
  if (waitForForm) await screen.findByRole('form', { name: 'Checkout' });
  return { user, ...rendered };
}

/** The value beside a total's label in the order summary. */
export function totalOf(label: string): string | null {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  const term = Array.from(summary.querySelectorAll('dt')).find((dt) => dt.firstChild?.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}
