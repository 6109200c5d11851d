import type { GetServerSideProps } from 'next';
import {
  EMPTY_HOME_CONTENT,
  HomeTemplate,
  type HomeContent,
  type HomeTemplateProps,
} from '@/components/home/HomeTemplate';
import { SiteSeo } from '@/components/seo/SiteSeo';
import { describeRequestError } from '@/services/http';
import { getBanners, getCategoryList, getFlashDeals, getHomeProducts, getMainSlides } from '@/services/home';
import { getSeoMeta, requestSiteUrl, type SeoMeta } from '@/services/seo';
import { NO_STORE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';
import { HOME_PATH } from '@/utils/sitePaths';

const FEATURED_GRID_SIZE = 12;
const UNAVAILABLE_MESSAGE = 'The shop could not be loaded right now. Please try again in a moment.';

type HomePageProps = HomeTemplateProps & { seoMeta: SeoMeta | null; siteUrl: string };

// The products matter more than the meta tags: without the meta the frame's title stays.
async function seoMetaOrNull(): Promise<SeoMeta | null> {
  try {
    return await getSeoMeta();
  } catch (error) {
    console.error(`Home page SEO meta could not be loaded: ${describeRequestError(error)}`);
    return null;
  }
}

/** A section's content, or null when it failed: one failing section must not take the page down. */
async function sectionOrNull<Content>(section: string, request: Promise<Content>): Promise<Content | null> {
  try {
    return await request;
  } catch (error) {
    console.error(`Home page section "${section}" left out: ${describeRequestError(error)}`);
    return null;
  }
}

// The sections above the fold and the first product rows; the rest load in the browser as they scroll near.
async function loadServerRenderedSections() {
  const sections = await Promise.all([
    sectionOrNull('main slider', getMainSlides()),
    sectionOrNull('trending categories', getCategoryList('trending')),
    sectionOrNull('featured', getHomeProducts('featured', FEATURED_GRID_SIZE)),
    sectionOrNull('flash deals', getFlashDeals()),
    sectionOrNull('offer banners', getBanners('all-banner-ad')),
    sectionOrNull('new arrivals', getHomeProducts('new-arrival')),
    sectionOrNull('top selling', getHomeProducts('top-selling')),
  ]);
  const [slides, trendingCategories, featuredProducts, flashDeals, offerBanners, newArrivalProducts, topSellingProducts] =
    sections;
  const content: HomeContent = {
    slides: slides ?? [],
    trendingCategories: trendingCategories ?? [],
    featuredProducts: featuredProducts ?? [],
    flashDeals: flashDeals ?? [],
    offerBanners: offerBanners ?? [],
    newArrivalProducts: newArrivalProducts ?? [],
    topSellingProducts: topSellingProducts ?? [],
  };
  return { content, allFailed: sections.every((section) => section === null) };
}

export const getServerSideProps: GetServerSideProps<HomePageProps> = async ({ req, res }) => {
  const siteUrl = requestSiteUrl(req);
  const [{ content, allFailed }, seoMeta] = await Promise.all([loadServerRenderedSections(), seoMetaOrNull()]);
  const renderedAt = Date.now();
  if (allFailed) {
    // 503 tells crawlers and caches that the page is temporarily broken, not empty.
    res.statusCode = 503;
    res.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
    return {
      props: { ...EMPTY_HOME_CONTENT, errorMessage: UNAVAILABLE_MESSAGE, renderedAt, seoMeta, siteUrl },
    };
  }
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  return { props: { ...content, errorMessage: null, renderedAt, seoMeta, siteUrl } };
};

export default function HomePage({ seoMeta, siteUrl, ...templateProps }: HomePageProps) {
  return (
    <>
      <SiteSeo meta={seoMeta} siteUrl={siteUrl} path={HOME_PATH} />
      <HomeTemplate {...templateProps} />
    </>
  );
}
