import Head from 'next/head';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';

/**
 * The title every page starts with (the site motto; a page may set a more specific one with its own
 * `<title>`, which wins because it renders later) and the favicon (the site icon).
 */
export function DocumentHead() {
  const siteMotto = useAppSelector((state) => selectBusinessSetting(state, 'site_motto'));
  const siteName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  const siteIcon = useAppSelector((state) => selectBusinessSetting(state, 'site_icon'));
  const title = siteMotto ?? siteName;
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {title && <title>{title}</title>}
      {siteIcon && <link rel="icon" href={siteIcon} />}
    </Head>
  );
}
