import type { GetServerSideProps } from 'next';
import { HomeTemplate, type HomeTemplateProps } from '@/components/home/HomeTemplate';
import { SiteSeo } from '@/components/seo/SiteSeo';
import { describeRequestError } from '@/services/http';
import { listProducts } from '@/services/products';
import { getSeoMeta, requestSiteUrl, type SeoMeta } from '@/services/seo';
import { HOME_PATH } from '@/utils/sitePaths';

const HOME_GRID_SIZE = 12;
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

export const getServerSideProps: GetServerSideProps<HomePageProps> = async ({ req, res }) => {
  const siteUrl = requestSiteUrl(req);
  const seoMetaRequest = seoMetaOrNull();
  try {
    const [featured, newArrivals, seoMeta] = await Promise.all([
      listProducts({ featured: true, limit: HOME_GRID_SIZE }),
      listProducts({ newArrival: true, limit: HOME_GRID_SIZE }),
      seoMetaRequest,
    ]);
    return {
      props: {
        featuredProducts: featured.data,
        newArrivalProducts: newArrivals.data,
        errorMessage: null,
        seoMeta,
        siteUrl,
      },
    };
  } catch (error) {
    console.error(`Home page data could not be loaded: ${describeRequestError(error)}`);
    // 503 tells crawlers and caches that the page is temporarily broken, not empty.
    res.statusCode = 503;
    return {
      props: {
        featuredProducts: [],
        newArrivalProducts: [],
        errorMessage: UNAVAILABLE_MESSAGE,
        seoMeta: await seoMetaRequest,
        siteUrl,
      },
    };
  }
};

export default function HomePage({ seoMeta, siteUrl, ...templateProps }: HomePageProps) {
  return (
    <>
      <SiteSeo meta={seoMeta} siteUrl={siteUrl} path={HOME_PATH} />
      <HomeTemplate {...templateProps} />
    </>
  );
}
