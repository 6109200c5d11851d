import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LayoutProvider } from '@/components/layout/LayoutContext';
import { makeStore } from '@/store/store';
import { GUEST_SESSION } from '../../../store/support/browser';
import { createTestRouter } from '../../common/support/renderWidget';

/** What a product page's parts render in, as on the server and in a guest's browser: a new store each time. */
export function ProductPage({ children }: { children: ReactNode }) {
  return (
    <RouterContext.Provider value={createTestRouter('/details/cotton-panjabi')}>
      <Provider store={makeStore({ auth: GUEST_SESSION })}>
        <LayoutProvider>{children}</LayoutProvider>
      </Provider>
    </RouterContext.Provider>
  );
}
