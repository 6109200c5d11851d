import Head from 'next/head';
import { memo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';

// next/head shows the `<title>` of the instance that rendered last. This one renders only when the frame
// renders it with a new title, in the same pass as the page, whose own title comes later and stays shown.
const SiteTitle = memo(function SiteTitle({ title }: { title: string | undefined }) {
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
export function DocumentHead({ siteTitle }: { siteTitle: string | undefined }) {
  const siteIcon = useAppSelector((state) => selectBusinessSetting(state, 'site_icon'));
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {siteIcon && <link rel="icon" href={siteIcon} />}
      </Head>
      <SiteTitle title={siteTitle} />
    </>
  );
}
