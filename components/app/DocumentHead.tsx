import Head from 'next/head';
import { memo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting, selectSiteTitle } from '@/store/settingsSlice';

// next/head shows the `<title>` of the instance that rendered last, so this one renders again only when the
// title itself changes; the frame then renders the page again, and a page's own title stays the later one.
const SiteTitle = memo(function SiteTitle() {
  const title = useAppSelector(selectSiteTitle);
  if (!title) return null;
  return (
    <Head>
      <title>{title}</title>
    </Head>
  );
});

/**
 * The title every page starts with (the site motto or name; a page may set a more specific one with its
 * own `<title>`) and the favicon (the site icon).
 */
export function DocumentHead() {
  const siteIcon = useAppSelector((state) => selectBusinessSetting(state, 'site_icon'));
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {siteIcon && <link rel="icon" href={siteIcon} />}
      </Head>
      <SiteTitle />
    </>
  );
}
