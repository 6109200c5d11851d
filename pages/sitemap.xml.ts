import type { GetServerSideProps } from 'next';
import { describeRequestError } from '@/services/http';
import { getSitemapSources, requestSiteUrl } from '@/services/seo';
import { CRAWLER_FILE_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '@/utils/cacheControl';
import { sitemapUrls, sitemapXml, withLanguageVersions } from '@/utils/sitemap';

// The XML is written straight to the response; Next renders no page once the answer has been sent.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  try {
    const sources = await getSitemapSources();
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', CRAWLER_FILE_CACHE_CONTROL);
    res.end(sitemapXml(withLanguageVersions(sitemapUrls(requestSiteUrl(req), sources))));
  } catch (error) {
    console.error(`Sitemap could not be built: ${describeRequestError(error)}`);
    // A crawler retries a 503 later instead of dropping the URLs it knew.
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
    res.setHeader('Retry-After', '300');
    res.end('The sitemap is temporarily unavailable.');
  }
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
