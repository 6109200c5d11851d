import { act, render, waitFor } from '@testing-library/react';
import initHeadManager from 'next/dist/client/head-manager';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import mitt from 'next/dist/shared/lib/mitt';
import { formatUrl } from 'next/dist/shared/lib/router/utils/format-url';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { Router } from 'next/router';
import type { NextRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import type { UrlObject } from 'url';
import type { FramedPage, FramedPageProps } from '@/components/app/AppFrame';
import App from '@/pages/_app';
import type { BusinessSetting } from '@/contract/settings';
import { initialSettingsState, settingsLoaded, settingsSlice, staticDataSettings, type SettingsState } from '@/store/settingsSlice';

// The real pages/_app, rendered as Next renders it: a router that navigates (with its events), the
// head manager that writes document.head, and the layout's settings from the server.

/** The settings slice the server would render a page with. */
export function serverSettings(settings: Record<string, string> = {}): SettingsState {
  const business_settings: BusinessSetting[] = Object.entries(settings).map(([type, value]) => ({ type, value }));
  return settingsSlice.reducer(
    initialSettingsState,
    settingsLoaded(staticDataSettings({ business_settings, megamenu: [], pages: [] }, '2030-01-01T00:00:00.000Z')),
  );
}

/** Settings that keep the layout quiet in tests: no newsletter popup. */
export const SHOP_SETTINGS = {
  site_name: 'Rongdhonu',
  site_motto: 'Rongdhonu | Bangladeshi Fashion & Lifestyle',
  site_icon: '/media/brand/icon.svg',
  header_logo: '/media/brand/logo.svg',
  validation_time: '30',
  show_website_popup: '0',
};

export function PlainPage() {
  return <h1>Plain page</h1>;
}

/** jsdom neither scrolls nor implements scrollTo: the page scrolls as a browser's would, without layout. */
export function pageScrolledTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

function installScrolling(): jest.SpyInstance {
  pageScrolledTo(0);
  return jest.spyOn(window, 'scrollTo').mockImplementation((x: number, y: number) => pageScrolledTo(y));
}

export interface RenderAppOptions {
  path?: string;
  /** Pages by pathname; any other path renders PlainPage. */
  pages?: Record<string, FramedPage>;
  /** The business settings the server rendered the first page with; null for a page prerendered without them. */
  settings?: Record<string, string> | null;
  pageProps?: FramedPageProps;
}

function routeOf(asPath: string) {
  const url = new URL(asPath, window.location.origin);
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** The app navigates by path; a URL object is formatted the way next/router would. */
function pathOf(url: string | UrlObject): string {
  return typeof url === 'string' ? url : formatUrl(url);
}

export function renderApp({ path = '/', pages = {}, settings = SHOP_SETTINGS, pageProps = {} }: RenderAppOptions = {}) {
  const events = mitt();
  const entries = [path];
  let position = 0;
  const listeners = new Set<() => void>();
  const navigations: string[] = [];
  const scrollTo = installScrolling();
  window.history.replaceState(null, '', path);

  function routerAt(asPath: string): NextRouter {
    const { pathname, query } = routeOf(asPath);
    return {
      pathname,
      route: pathname,
      asPath,
      query,
      basePath: '',
      isReady: true,
      isFallback: false,
      isPreview: false,
      isLocaleDomain: false,
      events,
      push: (url) => later(() => navigate(pathOf(url), 'push')),
      replace: (url) => later(() => navigate(pathOf(url), 'replace')),
      reload: () => undefined,
      back: () => void traverse(-1),
      forward: () => void traverse(1),
      prefetch: async () => undefined,
      beforePopState: () => undefined,
    };
  }

  let router = routerAt(path);

  // Next's router navigates asynchronously (it loads the next page first), never inside the caller's render.
  async function later(navigation: () => boolean): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return navigation();
  }

  function show(asPath: string) {
    act(() => {
      events.emit('routeChangeStart', asPath, { shallow: false });
      router = routerAt(asPath);
      listeners.forEach((listener) => listener());
      events.emit('routeChangeComplete', asPath, { shallow: false });
    });
  }

  function navigate(asPath: string, how: 'push' | 'replace'): boolean {
    navigations.push(asPath);
    if (how === 'push') {
      entries.splice(position + 1, entries.length, asPath);
      position += 1;
      window.history.pushState(null, '', asPath);
    } else {
      entries[position] = asPath;
      window.history.replaceState(null, '', asPath);
    }
    show(asPath);
    return true;
  }

  // A history traversal: the browser changes the URL and fires popstate before the router renders.
  function traverse(step: number) {
    position += step;
    const asPath = entries[position];
    window.history.replaceState(null, '', asPath);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    show(asPath);
  }

  function Harness() {
    const current = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => router,
    );
    const Page = pages[current.pathname] ?? PlainPage;
    return (
      <RouterContext.Provider value={current}>
        <App
          Component={Page}
          pageProps={pageProps}
          globalSettings={settings && serverSettings(settings)}
          router={current as unknown as Router}
        />
      </RouterContext.Provider>
    );
  }

  const preloader = () => document.querySelector(`[aria-hidden="true"] > img[src="${settings?.header_logo}"]`);

  const headManager = initHeadManager();
  const rendered = render(
    <HeadManagerContext.Provider value={headManager}>
      <Harness />
    </HeadManagerContext.Provider>,
  );

  return {
    ...rendered,
    /** The paths the app navigated to (push and replace), in order. */
    navigations,
    /** window.scrollTo, which moves window.scrollY. */
    scrollTo,
    currentPath: () => router.asPath,
    /** A link followed or a router.push by the visitor. */
    visit: (asPath: string) => navigate(asPath, 'push'),
    back: () => traverse(-1),
    forward: () => traverse(1),
    /** Resolves once the stored session is back and the preloader showing the header logo has gone. */
    sessionRestored: () => waitFor(() => expect(preloader()).toBeNull()),
  };
}
