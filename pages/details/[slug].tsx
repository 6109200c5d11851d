import type { GetServerSideProps } from 'next';
import {
  ProductDetailTemplate,
  type ProductDetailTemplateProps,
} from '@/components/product/ProductDetailTemplate';
import { REVIEWS_PER_PAGE } from '@/components/product/ProductReviews';
import { ProductSeo } from '@/components/seo/ProductSeo';
import { describeRequestError } from '@/services/http';
import { getProductBySlug, listRelatedProducts } from '@/services/products';
import { listProductReviews } from '@/services/reviews';
import { requestSiteUrl } from '@/services/seo';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';
import { absoluteUrl } from '@/utils/siteUrl';
import { productPath } from '@/utils/sitePaths';

type ProductDetailPageProps = Omit<ProductDetailTemplateProps, 'shareUrl'> & { siteUrl: string };

const RELATED_PRODUCTS = 12;

// An unknown slug gives null; any other failure answers 500 and logs one readable line, not the request object.
async function productOrNull(slug: string) {
  try {
    return await getProductBySlug(slug);
  } catch (error) {
    throw new Error(`Product "${slug}" could not be loaded: ${describeRequestError(error)}`);
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

export const getServerSideProps: GetServerSideProps<ProductDetailPageProps, { slug: string }> = async ({
  params,
  req,
  res,
}) => {
  const product = await productOrNull(params?.slug ?? '');
  if (!product) return { notFound: true };
  const [reviews, relatedProducts] = await Promise.all([
    orFallback(listProductReviews(product.id, { page: 1, limit: REVIEWS_PER_PAGE }), null),
    orFallback(listRelatedProducts(product.id, RELATED_PRODUCTS), []),
  ]);
  // Prices and stock may be cached, but never for more than a minute.
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  return { props: { product, reviews, relatedProducts, siteUrl: requestSiteUrl(req) } };
};

// The template is keyed by product so that going from one product to another starts a fresh selection.
export default function ProductDetailPage({ siteUrl, ...templateProps }: ProductDetailPageProps) {
  const shareUrl = absoluteUrl(siteUrl, productPath(templateProps.product.slug));
  return (
    <>
      <ProductDetailTemplate key={templateProps.product.id} {...templateProps} shareUrl={shareUrl} />
      <ProductSeo product={templateProps.product} siteUrl={siteUrl} />
    </>
  );
}
