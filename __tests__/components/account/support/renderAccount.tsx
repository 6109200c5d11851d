import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { PreloadedState } from '@/store/store';
import { serveFakeShop } from '../../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../../common/support/renderWidget';
import { createFakeAccounts } from './fakeAccounts';

/** The fake shop (session, bag, wishlist) and the account endpoints, fresh for every test of the file. */
export function serveAccounts() {
  const backend = serveFakeShop();
  let accounts: ReturnType<typeof createFakeAccounts> | undefined;
  beforeEach(() => {
    accounts = createFakeAccounts();
    backend.server.use(...accounts.handlers);
  });
  return {
    backend,
    get accounts() {
      if (!accounts) throw new Error('The fake accounts open before each test');
      return accounts;
    },
  };
}

export function renderAccountPage(ui: ReactElement, { pathname = '/login', query = {}, preloadedState }: { pathname?: string; query?: Record<string, string>; preloadedState?: PreloadedState } = {}) {
  const user = userEvent.setup();
  const router = { ...createTestRouter(pathname), query };
  return { user, ...renderWidget(ui, { preloadedState, router }) };
}

/** The toast showing `message`, once it appears (the same words may also stand beside a field). */
export async function findToast(message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .getAllByText(message)
      .map((element) => element.closest<HTMLElement>('.Toastify__toast'))
      .find((element) => element !== null);
    if (!toast) throw new Error(`no toast says "${message}"`);
    return toast;
  });
}

/** How long a toast stays, from its timer bar. */
export function toastDuration(toast: HTMLElement): string {
  return within(toast).getByRole('progressbar', { name: 'notification timer', hidden: true }).style.animationDuration;
}
