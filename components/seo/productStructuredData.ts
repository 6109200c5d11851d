import type { ProductDetail } from '@/contract/catalog';
import { breadcrumbJsonLd, productCrumbs, productJsonLd, type BreadcrumbListJsonLd, type ProductJsonLd } from '@/utils/structuredData';
import { productDescription } from './productDescription';

/** A product page's JSON-LD: the product with its offer, and its breadcrumb. */
export interface ProductStructuredData {
  product: ProductJsonLd;
  breadcrumb: BreadcrumbListJsonLd;
}

/**
 * Built where the page is rendered (getStaticProps), so that the browser receives the blocks as data and
 * none of the code that builds them.
 */
export function productStructuredData(product: ProductDetail, siteUrl: string, shopName: string | undefined): ProductStructuredData {
  return {
    product: productJsonLd(product, { origin: siteUrl, shopName, description: productDescription(product) }),
    breadcrumb: breadcrumbJsonLd(productCrumbs(product), siteUrl),
  };
}
