import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store/store';

const SETTLE_TIMEOUT_MS = 4_000;

/**
 * Waits until no section shows a skeleton (lazy sections have loaded and split-off carousels arrived)
 * and every carousel has started, as it does once the page is idle.
 */
export async function sectionsSettled(container: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      expect(container.querySelector('[data-testid$="-skeleton"]')).toBeNull();
      expect(container.querySelector('.swiper:not(.swiper-initialized)')).toBeNull();
    },
    // A page of sections takes about 0.4 s alone and over a second beside the other CI workers.
    { timeout: SETTLE_TIMEOUT_MS },
  );
}

/** Renders a home component in a store of its own, as the app does: the sections ask for their content through it. */
export function renderHome(ui: ReactElement) {
  return render(<Provider store={makeStore()}>{ui}</Provider>);
}

/** Renders a home component and waits for everything it loads by itself. */
export async function renderSettled(ui: ReactElement) {
  const view = renderHome(ui);
  await sectionsSettled(view.container);
  return view;
}
