import type { GetStaticPaths, GetStaticProps } from 'next';
import {
  ProductDetailTemplate,
  type ProductDetailTemplateProps,
} from '@/components/product/ProductDetailTemplate';
import { htmlToPlainText } from '@/components/product/plainText';
import { REVIEWS_PER_PAGE } from '@/components/product/reviewPages';
import { ProductSeo, type ProductSeoProps } from '@/components/seo/ProductSeo';
import { productStructuredData } from '@/components/seo/productStructuredData';
import { backendFailure } from '@/services/backendFailure';
import { getProductBySlug, listRelatedProducts } from '@/services/products';
import { listProductReviews } from '@/services/reviews';
import { configuredSiteUrl } from '@/services/seo';
import { getBusinessSettings, settingValue } from '@/services/settings';
import { PAGE_FRESH_SECONDS } from '@/utils/cacheControl';
import { absoluteUrl } from '@/utils/siteUrl';
import { productPath } from '@/utils/sitePaths';

type ProductDetailPageProps = Omit<ProductDetailTemplateProps, 'shareUrl'> & Pick<ProductSeoProps, 'siteUrl' | 'structuredData'>;

const RELATED_PRODUCTS = 12;

// An unknown slug gives null; a backend failure answers 502 or 503 and logs one readable line, not the request object.
async function productOrNull(slug: string) {
  try {
    return await getProductBySlug(slug);
  } catch (error) {
    throw backendFailure(`Product "${slug}"`, error);
  }
}

// Reviews and related products complete the page; without them it still sells the product.
async function orFallback<Value>(load: Promise<Value>, fallback: Value): Promise<Value> {
  try {
    return await load;
  } catch {
    return fallback;
  }
}

// No product is rendered at build time: each is rendered on its first visit, then served from the cache.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

// The page is served from Next's page cache and rendered again in the background once it is older than
// PAGE_FRESH_SECONDS; the API renders it at once when stock, the product or its reviews change.
// Nothing here may depend on the visitor (cookies, tokens, the request): the page is shared by all of
// them; the wishlist heart and the bag come from the browser's store after hydration.
export const getStaticProps: GetStaticProps<ProductDetailPageProps, { slug: string }> = async ({ params }) => {
  const product = await productOrNull(params?.slug ?? '');
  if (!product) return { notFound: true, revalidate: PAGE_FRESH_SECONDS };
  const [reviews, relatedProducts, settings] = await Promise.all([
    orFallback(listProductReviews(product.id, { page: 1, limit: REVIEWS_PER_PAGE }), null),
    orFallback(listRelatedProducts(product.id, RELATED_PRODUCTS), []),
    orFallback(getBusinessSettings(), []),
  ]);
  const siteUrl = configuredSiteUrl();
  const structuredData = productStructuredData(product, siteUrl, settingValue(settings, 'site_name'));
  const summary = htmlToPlainText(product.short_description ?? '');
  return {
    props: { product, reviews, relatedProducts, summary, siteUrl, structuredData },
    revalidate: PAGE_FRESH_SECONDS,
  };
};

// The template is keyed by product so that going from one product to another starts a fresh selection.
export default function ProductDetailPage({ siteUrl, structuredData, ...templateProps }: ProductDetailPageProps) {
  const shareUrl = absoluteUrl(siteUrl, productPath(templateProps.product.slug));
  return (
    <>
      <ProductDetailTemplate key={templateProps.product.id} {...templateProps} shareUrl={shareUrl} />
      <ProductSeo product={templateProps.product} siteUrl={siteUrl} structuredData={structuredData} />
    </>
  );
}

// Whatever request renders it into the page cache, its HTML carries the layout's settings.
ProductDetailPage.servedFromPageCache = true;
