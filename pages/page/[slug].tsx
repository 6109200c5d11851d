import type { GetServerSideProps } from 'next';
import { ContentPageTemplate, type ContentPageTemplateProps } from '@/components/content/ContentPageTemplate';
import { getPage } from '@/services/content';
import { describeRequestError } from '@/services/http';
import { requestSiteUrl } from '@/services/seo';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';

// An unknown slug gives null; any other failure answers 500 and logs one readable line.
async function pageOrNull(slug: string) {
  try {
    return await getPage(slug);
  } catch (error) {
    throw new Error(`Content page "${slug}" could not be loaded: ${describeRequestError(error)}`);
  }
}

export const getServerSideProps: GetServerSideProps<ContentPageTemplateProps, { slug: string }> = async ({
  params,
  req,
  res,
}) => {
  const page = await pageOrNull(params?.slug ?? '');
  if (!page) return { notFound: true };
  // A page with a custom link lives at that link (the footer links there too).
  if (page.custom_link) return { redirect: { destination: page.custom_link, permanent: false } };
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  return { props: { page, siteUrl: requestSiteUrl(req) } };
};

export default function ContentPage(props: ContentPageTemplateProps) {
  return <ContentPageTemplate {...props} />;
}
