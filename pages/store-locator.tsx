import type { GetServerSideProps } from 'next';
import { StoreLocatorTemplate, type StoreLocatorTemplateProps } from '@/components/store-locator/StoreLocatorTemplate';
import { describeRequestError } from '@/services/http';
import { requestSiteUrl } from '@/services/seo';
import { getStoreLocator } from '@/services/stores';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';

const UNAVAILABLE_MESSAGE = 'The stores could not be loaded right now. Please try again in a moment.';

// Every store is rendered, whatever `?city=` says: the template filters them, on the server from the
// request's query and in the browser at once when another city is chosen.
export const getServerSideProps: GetServerSideProps<StoreLocatorTemplateProps> = async ({ req, res }) => {
  const siteUrl = requestSiteUrl(req);
  try {
    const { stores, cities } = await getStoreLocator();
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    return { props: { stores, cities, siteUrl, errorMessage: null } };
  } catch (error) {
    console.error(`Store locator could not be loaded: ${describeRequestError(error)}`);
    // 503 tells crawlers and caches that the page is temporarily broken, not empty.
    res.statusCode = 503;
    return { props: { stores: [], cities: [], siteUrl, errorMessage: UNAVAILABLE_MESSAGE } };
  }
};

export default function StoreLocatorPage(props: StoreLocatorTemplateProps) {
  return <StoreLocatorTemplate {...props} />;
}
