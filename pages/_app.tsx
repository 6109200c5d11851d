import NextApp, { type AppContext, type AppProps } from 'next/app';
import { Suspense } from 'react';
import { AppFrame, type FramedPage, type FramedPageProps } from '@/components/app/AppFrame';
import { globalSettingsForPage } from '@/components/app/globalSettings';
import type { SettingsState } from '@/store/settingsSlice';
import '@/styles/globals.scss';

type ShopAppProps = AppProps<FramedPageProps> & {
  Component: FramedPage;
  globalSettings: SettingsState | null;
};

// Inside a Suspense boundary the server-rendered page hydrates in small slices that let the browser
// paint and answer taps in between (a tap hydrates the page at once, then reaches it), instead of in
// one long task; nothing outside the boundary changes before it has hydrated.
export default function App({ Component, pageProps, globalSettings }: ShopAppProps) {
  return (
    <Suspense fallback={null}>
      <AppFrame Component={Component} pageProps={pageProps} globalSettings={globalSettings} />
    </Suspense>
  );
}

// The layout's settings are rendered on the server for every page, cached ones (getStaticProps) included;
// each page's own data still comes from its getServerSideProps or getStaticProps, which Next runs after this.
App.getInitialProps = async (appContext: AppContext) => {
  const [appProps, globalSettings] = await Promise.all([
    NextApp.getInitialProps(appContext),
    globalSettingsForPage(appContext),
  ]);
  return { ...appProps, globalSettings };
};
