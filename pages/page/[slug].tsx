import type { GetStaticPaths, GetStaticProps } from 'next';
import { ContentPageTemplate, type ContentPageTemplateProps } from '@/components/content/ContentPageTemplate';
import { getPage } from '@/services/content';
import { describeRequestError } from '@/services/http';
import { configuredSiteUrl } from '@/services/seo';
import { PAGE_FRESH_SECONDS } from '@/utils/cacheControl';

// An unknown slug gives null; any other failure answers 500 and logs one readable line.
async function pageOrNull(slug: string) {
  try {
    return await getPage(slug);
  } catch (error) {
    throw new Error(`Content page "${slug}" could not be loaded: ${describeRequestError(error)}`);
  }
}

// No page is rendered at build time: each is rendered on its first visit, then served from the cache.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

// Content pages change in the back office only: the cached copy is rendered again in the background
// once it is older than PAGE_FRESH_SECONDS.
export const getStaticProps: GetStaticProps<ContentPageTemplateProps, { slug: string }> = async ({ params }) => {
  const page = await pageOrNull(params?.slug ?? '');
  if (!page) return { notFound: true, revalidate: PAGE_FRESH_SECONDS };
  // A page with a custom link lives at that link (the footer links there too).
  if (page.custom_link) {
    return { redirect: { destination: page.custom_link, permanent: false }, revalidate: PAGE_FRESH_SECONDS };
  }
  return { props: { page, siteUrl: configuredSiteUrl() }, revalidate: PAGE_FRESH_SECONDS };
};

export default function ContentPage(props: ContentPageTemplateProps) {
  return <ContentPageTemplate {...props} />;
}

// Whatever request renders it into the page cache, its HTML carries the layout's settings.
ContentPage.servedFromPageCache = true;
