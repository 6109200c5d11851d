import Head from 'next/head';
import { usePageTitle } from '@/components/seo/usePageTitle';

/**
 * The head of a page only its visitor sees (orders, payments, the profile area): its title, or the site
 * motto alone while it has none, and never indexed.
 */
export function PrivatePageHead({ title }: { title?: string }) {
  return (
    <Head>
      <title key="title">{usePageTitle(title)}</title>
      <meta key="robots" name="robots" content="noindex" />
    </Head>
  );
}
