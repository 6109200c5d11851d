import Head from 'next/head';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';

/** The title of a page only its visitor sees (orders, payments, the profile area): never indexed. */
export function PrivatePageHead({ title }: { title: string }) {
  const siteName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  return (
    <Head>
      <title key="title">{siteName ? `${title} | ${siteName}` : title}</title>
      <meta key="robots" name="robots" content="noindex, nofollow" />
    </Head>
  );
}
