import type { NextComponentType, NextPageContext } from 'next';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { showNotice } from '@/components/common/showNotice';
import { LayoutProvider } from '@/components/layout/LayoutContext';
import { MainLayout } from '@/components/layout/MainLayout';
import { useAffiliateReferral } from '@/hooks/useAffiliateReferral';
import { useBrowserSession } from '@/hooks/useBrowserSession';
import { useGuestSession } from '@/hooks/useGuestSession';
import { LocaleContext } from '@/hooks/useLocale';
import { usePageViews } from '@/hooks/usePageViews';
import { useScrollRestoration } from '@/hooks/useScrollRestoration';
import { useServiceWorker } from '@/hooks/useServiceWorker';
import { useSignedInUserRefresh } from '@/hooks/useSignedInUserRefresh';
import { useTagManager } from '@/hooks/useTagManager';
import { LOGIN_PATH, setUnauthorizedNavigator } from '@/services/http';
import { selectMustUpdatePassword } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { selectSettings, selectSiteTitle, type SettingsState } from '@/store/settingsSlice';
import { makeStore, type AppStore, type PreloadedState } from '@/store/store';
import { localeOrDefault } from '@/utils/locale';
import { CHECKOUT_PATH, PASSWORD_PATH } from '@/utils/sitePaths';
import { DocumentHead } from './DocumentHead';
import { LazyToasts } from './LazyToasts';
import { loginPathFor } from './loginRedirect';
import { PasswordUpdateRequired } from './PasswordUpdateRequired';
import { Preloader } from './Preloader';
import { ProtectedPage, type PageTitleText } from './ProtectedPage';
import { RouteProgress } from './RouteProgress';
import { SettingsScripts } from './SettingsScripts';
import { SHOP_READY_EVENT } from './submissionsHeldUntilReady';

// A chunk of its own, so that English pages never load the Bangla texts.
const BanglaTexts = dynamic(() => import('./BanglaTexts'));
// Only a page the server rendered while the API could not answer needs it: the settings it went without.
const SettingsQuery = dynamic(() => import('./SettingsQuery'), { ssr: false });

/** What every page may hand the frame: state for the store it starts with (store/README.md). */
export interface FramedPageProps {
  preloadedState?: PreloadedState;
}

/**
 * A page; `Page.protected = true` lets only signed-in customers in (ProtectedPage), and `Page.title` is
 * its title while the guard decides, as the server renders it.
 */
export type FramedPage = NextComponentType<NextPageContext, unknown, FramedPageProps> & { protected?: boolean; title?: PageTitleText };

export interface AppFrameProps {
  Component: FramedPage;
  pageProps: FramedPageProps;
  /** The layout's settings, rendered by the server for the page first opened (null afterwards). */
  globalSettings: SettingsState | null;
}

function initialState(pageProps: FramedPageProps, globalSettings: SettingsState | null): PreloadedState {
  const fromPage = pageProps.preloadedState ?? {};
  const settings = fromPage.settings ?? globalSettings ?? undefined;
  return settings ? { ...fromPage, settings } : fromPage;
}

/**
 * The browser session's side of every page: storage and cookies back after hydration, a guest session
 * when there is none, 401s to the login page, page views, scroll positions, the affiliate cookie and
 * the tag manager, the offline service worker, and the forms sent before the app was ready.
 */
function useShellSession(store: AppStore): boolean {
  const router = useRouter();
  const sessionRestored = useBrowserSession(store);
  useGuestSession(router.asPath, sessionRestored, showNotice);
  useSignedInUserRefresh(sessionRestored);
  usePageViews(router);
  useScrollRestoration(router);
  useAffiliateReferral(router.asPath);
  useTagManager(process.env.NEXT_PUBLIC_GTM_ID);
  useServiceWorker();

  useEffect(() => {
    // The login page brings the visitor back to where the expired session was noticed.
    const returnPath = () => `${window.location.pathname}${window.location.search}`;
    setUnauthorizedNavigator((path) => void router.push(path === LOGIN_PATH ? loginPathFor(returnPath()) : path));
    return () => setUnauthorizedNavigator(null);
  }, [router]);

  useEffect(() => {
    // A form the shopper sent before the app took over goes now, with the session in place.
    if (sessionRestored) document.dispatchEvent(new Event(SHOP_READY_EVENT));
  }, [sessionRestored]);

  return sessionRestored;
}

function Shell({ Component, pageProps, store }: Omit<AppFrameProps, 'globalSettings'> & { store: AppStore }) {
  const { pathname } = useRouter();
  const sessionRestored = useShellSession(store);
  const mustUpdatePassword = useAppSelector(selectMustUpdatePassword);
  const settingsMissing = useAppSelector((state) => selectSettings(state).loadedAt === null);
  const guardsSession = Component.protected === true;

  // The page and the layout are kept as they are when only the session's restoration changes: restoring
  // it right after hydration then re-renders the preloader and a protected page's guard, not the whole page.
  // The page renders again when the site's title changes, so that its own title stays the one shown (DocumentHead).
  const siteTitle = useAppSelector(selectSiteTitle);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the site's title is a reason to render the page again, as said above
  const page = useMemo(() => <Component {...pageProps} />, [Component, pageProps, siteTitle]);
  const content = useMemo(() => {
    if (mustUpdatePassword && pathname !== PASSWORD_PATH) return <PasswordUpdateRequired />;
    return guardsSession ? <ProtectedPage sessionRestored={sessionRestored} title={Component.title}>{page}</ProtectedPage> : page;
  }, [mustUpdatePassword, pathname, guardsSession, sessionRestored, page, Component]);
  const layout = useMemo(
    () => (
      <LayoutProvider>
        <MainLayout showsFloatingCart={pathname !== CHECKOUT_PATH}>{content}</MainLayout>
      </LayoutProvider>
    ),
    [content, pathname],
  );

  return (
    <>
      <DocumentHead siteTitle={siteTitle} />
      <RouteProgress />
      <Preloader sessionRestored={sessionRestored} />
      {layout}
      <SettingsScripts />
      {sessionRestored && settingsMissing && <SettingsQuery />}
      <LazyToasts />
    </>
  );
}

/** Every page inside the store (one per tab), the social-login provider and the main layout. */
export function AppFrame({ Component, pageProps, globalSettings }: AppFrameProps) {
  // The state the server rendered with: a part of the page that hydrates after the session is back
  // (HydrationPart) hydrates against it, then renders again with the store's.
  const [{ store, serverState }] = useState(() => {
    const created = makeStore(initialState(pageProps, globalSettings));
    return { store: created, serverState: created.getState() };
  });
  const locale = localeOrDefault(useRouter().locale);
  return (
    <Provider store={store} serverState={serverState}>
      <LocaleContext.Provider value={locale}>
        {locale === 'bn' && <BanglaTexts />}
        <Shell Component={Component} pageProps={pageProps} store={store} />
      </LocaleContext.Provider>
    </Provider>
  );
}
