import { render } from '@testing-library/react';
import initHeadManager from 'next/dist/client/head-manager';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { BusinessSetting, PageLink } from '@/contract/settings';
import { initialSettingsState, settingsLoaded, settingsSlice, staticDataSettings } from '@/store/settingsSlice';
import { makeStore } from '@/store/store';

// Pages render as Next renders them: a real store with the layout's settings, the head manager that
// writes document.head, and a router whose replace() changes the route (a shallow navigation).

export const SHOP_SETTINGS = { site_name: 'Rongdhonu', site_motto: 'Rongdhonu | Bangladeshi Fashion & Lifestyle' };

export interface RenderPageOptions {
  path?: string;
  settings?: Record<string, string>;
  pages?: PageLink[];
}

export interface RouteChange {
  url: string;
  options: unknown;
}

function routerAt(asPath: string, navigate: (url: string, options: unknown) => void): NextRouter {
  const url = new URL(asPath, 'http://localhost');
  const query: Record<string, string | string[]> = {};
  url.searchParams.forEach((value, key) => {
    const known = query[key];
    query[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  });
  const change = async (target: unknown, _as?: unknown, options?: unknown) => {
    navigate(String(target), options);
    return true;
  };
  return {
    pathname: url.pathname,
    route: url.pathname,
    asPath,
    query,
    basePath: '',
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: change,
    replace: change,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
  };
}

export function renderPage(page: ReactElement, { path = '/', settings = SHOP_SETTINGS, pages = [] }: RenderPageOptions = {}) {
  const business_settings: BusinessSetting[] = Object.entries(settings).map(([type, value]) => ({ type, value }));
  const store = makeStore({
    settings: settingsSlice.reducer(
      initialSettingsState,
      settingsLoaded(staticDataSettings({ business_settings, megamenu: [], pages }, '2030-01-01T00:00:00.000Z')),
    ),
  });
  const routeChanges: RouteChange[] = [];

  function Routed({ children }: { children: ReactNode }) {
    const [asPath, setAsPath] = useState(path);
    const router = routerAt(asPath, (url, options) => {
      routeChanges.push({ url, options });
      setAsPath(url);
    });
    return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
  }

  const rendered = render(
    <HeadManagerContext.Provider value={initHeadManager()}>
      <Provider store={store}>
        <Routed>{page}</Routed>
      </Provider>
    </HeadManagerContext.Provider>,
  );
  return { ...rendered, routeChanges };
}

/** The content of a `<meta>` in document.head, found by its name or property. */
export function headMeta(nameOrProperty: string): string | null {
  const meta = document.head.querySelector(`meta[name="${nameOrProperty}"], meta[property="${nameOrProperty}"]`);
  return meta?.getAttribute('content') ?? null;
}

export function canonicalLink(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

/** The parsed JSON-LD blocks in document.head. */
export function jsonLdBlocks(): unknown[] {
  return Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? 'null'),
  );
}
