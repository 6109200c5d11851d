import { setImmediate as nodeSetImmediate } from 'node:timers';
import { render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
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

type HydrateWidgetOptions = RenderWidgetOptions & { beforeHydration: (container: HTMLElement) => void };

function widgetSetup({ preloadedState, store, router }: RenderWidgetOptions) {
  const appStore = store ?? makeStore(preloadedState);
  const appRouter = router ?? createTestRouter();
  return { appStore, appRouter, Wrapper: widgetWrapper(appStore, appRouter) };
}

function hydrateOver(
  html: string,
  ui: ReactElement,
  { appStore, appRouter, Wrapper }: ReturnType<typeof widgetSetup>,
  beforeHydration: (container: HTMLElement) => void,
) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration(container);
  return { store: appStore, router: appRouter, ...render(ui, { container, hydrate: true, wrapper: Wrapper }) };
}

/**
 * Puts the server's markup of the widget on the page, lets `beforeHydration` act on it as a shopper may
 * before the scripts arrive, then hydrates it.
 */
export function hydrateWidget(ui: ReactElement, { beforeHydration, ...options }: HydrateWidgetOptions) {
  const setup = widgetSetup(options);
  return hydrateOver(renderToString(<setup.Wrapper>{ui}</setup.Wrapper>), ui, setup, beforeHydration);
}

/**
 * As hydrateWidget, with the markup as Next's server sends it: a stream read once every part has
 * rendered, lazy ones (React.lazy in a Suspense boundary) included, which renderToString leaves to the browser.
 */
export async function hydrateStreamedWidget(ui: ReactElement, { beforeHydration, ...options }: HydrateWidgetOptions) {
  const setup = widgetSetup(options);
  // React's server stream schedules its work with Node's setImmediate, which jsdom's window lacks.
  const hadSetImmediate = 'setImmediate' in globalThis;
  if (!hadSetImmediate) Object.assign(globalThis, { setImmediate: nodeSetImmediate });
  try {
    const stream = await renderToReadableStream(<setup.Wrapper>{ui}</setup.Wrapper>);
    await stream.allReady;
    return hydrateOver(await new Response(stream).text(), ui, setup, beforeHydration);
  } finally {
    if (!hadSetImmediate) Reflect.deleteProperty(globalThis, 'setImmediate');
  }
}
