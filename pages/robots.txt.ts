import type { GetServerSideProps } from 'next';
import { requestSiteUrl } from '@/services/seo';
import { CRAWLER_FILE_CACHE_CONTROL } from '@/utils/cacheControl';
import { robotsTxt } from '@/utils/robotsTxt';

// Generated per request because its Sitemap line names the host the site is served from.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', CRAWLER_FILE_CACHE_CONTROL);
  res.end(robotsTxt(requestSiteUrl(req)));
  return { props: {} };
};

export default function Robots() {
  return null;
}
