import NextApp, { type AppContext, type AppProps } from 'next/app';
import { AppFrame, type FramedPage, type FramedPageProps } from '@/components/app/AppFrame';
import { globalSettingsForPage } from '@/components/app/globalSettings';
import type { SettingsState } from '@/store/settingsSlice';
import '@/styles/globals.scss';

type ShopAppProps = AppProps<FramedPageProps> & {
  Component: FramedPage;
  globalSettings: SettingsState | null;
};

export default function App({ Component, pageProps, globalSettings }: ShopAppProps) {
  return <AppFrame Component={Component} pageProps={pageProps} globalSettings={globalSettings} />;
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
