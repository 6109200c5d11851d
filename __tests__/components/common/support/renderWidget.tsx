import { render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { LayoutProvider } from '@/components/layout/LayoutContext';
import type { BusinessSetting, MegaMenuEntry, PageLink } from '@/contract/settings';
import { initialSettingsState, settingsLoaded, settingsSlice, type SettingsState } from '@/store/settingsSlice';
import { makeStore, type AppStore, type PreloadedState } from '@/store/store';

// Widgets render as the app renders them: a real store, the layout context, a router and the toasts.

export interface TestRouter extends NextRouter {
  push: jest.Mock;
}

export function createTestRouter(pathname = '/'): TestRouter {
  return {
    pathname,
    route: pathname,
    asPath: pathname,
    basePath: '',
    query: {},
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  };
}

/** A settings slice as the app preloads it from the static data snapshot. */
export function settingsWith({
  settings = {},
  megaMenus = [],
  pages = [],
}: {
  settings?: Record<string, string>;
  megaMenus?: MegaMenuEntry[];
  pages?: PageLink[];
}): SettingsState {
  const business_settings: BusinessSetting[] = Object.entries(settings).map(([type, value]) => ({ type, value }));
  return settingsSlice.reducer(
    initialSettingsState,
    settingsLoaded({ business_settings, megaMenus, pages, loadedAt: '2030-01-01T00:00:00.000Z' }),
  );
}

export interface RenderWidgetOptions {
  preloadedState?: PreloadedState;
  store?: AppStore;
  router?: TestRouter;
}

function widgetWrapper(appStore: AppStore, appRouter: TestRouter) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RouterContext.Provider value={appRouter}>
        <Provider store={appStore}>
          <LayoutProvider>
            {children}
            <ToastContainer />
          </LayoutProvider>
        </Provider>
      </RouterContext.Provider>
    );
  };
}

export function renderWidget(ui: ReactElement, { preloadedState, store, router }: RenderWidgetOptions = {}) {
  const appStore = store ?? makeStore(preloadedState);
  const appRouter = router ?? createTestRouter();
  return { store: appStore, router: appRouter, ...render(ui, { wrapper: widgetWrapper(appStore, appRouter) }) };
}

/**
 * Puts the server's markup of the widget on the page, lets `beforeHydration` act on it as a shopper may
 * before the scripts arrive, then hydrates it.
 */
export function hydrateWidget(
  ui: ReactElement,
  { beforeHydration, preloadedState, store, router }: RenderWidgetOptions & { beforeHydration: (container: HTMLElement) => void },
) {
  const appStore = store ?? makeStore(preloadedState);
  const appRouter = router ?? createTestRouter();
  const Wrapper = widgetWrapper(appStore, appRouter);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  document.body.append(container);
  beforeHydration(container);
  return { store: appStore, router: appRouter, ...render(ui, { container, hydrate: true, wrapper: Wrapper }) };
}
