import type { GetServerSideProps } from 'next';
import { HomeTemplate, type HomeTemplateProps } from '@/components/home/HomeTemplate';
import { describeRequestError } from '@/services/http';
import { listProducts } from '@/services/products';
import { getBusinessSettings, siteBranding } from '@/services/settings';

const HOME_GRID_SIZE = 12;
const UNAVAILABLE_MESSAGE = 'The shop could not be loaded right now. Please try again in a moment.';

export const getServerSideProps: GetServerSideProps<HomeTemplateProps> = async ({ res }) => {
  try {
    const [featured, newArrivals, settings] = await Promise.all([
      listProducts({ featured: true, limit: HOME_GRID_SIZE }),
      listProducts({ newArrival: true, limit: HOME_GRID_SIZE }),
      getBusinessSettings(),
    ]);
    return {
      props: {
        branding: siteBranding(settings),
        featuredProducts: featured.data,
        newArrivalProducts: newArrivals.data,
        errorMessage: null,
      },
    };
  } catch (error) {
    console.error(`Home page data could not be loaded: ${describeRequestError(error)}`);
    // 503 tells crawlers and caches that the page is temporarily broken, not empty.
    res.statusCode = 503;
    return {
      props: {
        branding: siteBranding([]),
        featuredProducts: [],
        newArrivalProducts: [],
        errorMessage: UNAVAILABLE_MESSAGE,
      },
    };
  }
};

export default function HomePage(props: HomeTemplateProps) {
  return <HomeTemplate {...props} />;
}
