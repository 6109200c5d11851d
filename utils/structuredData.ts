import type { ProductDetail } from '@/contract/catalog';
import { CURRENCY_CODE } from './money';
import { absoluteUrl } from './siteUrl';
import { categoryPath, HOME_PATH, productPath } from './sitePaths';

// schema.org JSON-LD that search engines read for rich results: a product with its offer, and the
// breadcrumb trail. Every URL in it is absolute.

const SCHEMA_CONTEXT = 'https://schema.org';
const NEW_CONDITION = 'https://schema.org/NewCondition';
// Google reads a handful of product images; more only make the page heavier.
const MAX_PRODUCT_IMAGES = 6;

export const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  backOrder: 'https://schema.org/BackOrder',
} as const;

export type Availability = (typeof AVAILABILITY)[keyof typeof AVAILABILITY];

/** What a shopper can do now: buy from stock, order beyond it (negative stock allowed), or nothing. */
export function stockAvailability(currentStock: number, allowsNegativeStock: boolean): Availability {
  if (currentStock > 0) return AVAILABILITY.inStock;
  return allowsNegativeStock ? AVAILABILITY.backOrder : AVAILABILITY.outOfStock;
}

interface OfferJsonLd {
  '@type': 'Offer';
  url: string;
  price: number;
  priceCurrency: string;
  availability: Availability;
  itemCondition: string;
  seller?: { '@type': 'Organization'; name: string };
}

export interface ProductJsonLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Product';
  name: string;
  url: string;
  image: string[];
  description?: string;
  sku?: string;
  brand?: { '@type': 'Brand'; name: string };
  category?: string;
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    bestRating: number;
    worstRating: number;
  };
  offers: OfferJsonLd;
}

export interface ProductJsonLdContext {
  /** The site's origin, as `siteOrigin` gives it. */
  origin: string;
  /** The shop's name: the brand and the seller. */
  shopName?: string;
  /** Plain text (no HTML). */
  description?: string;
}

function productImages(product: ProductDetail, origin: string): string[] {
  const paths = [product.meta.image, product.thumbnail_image, ...product.photos.map((photo) => photo.path)];
  const unique = [...new Set(paths.filter((path): path is string => Boolean(path)))];
  return unique.slice(0, MAX_PRODUCT_IMAGES).map((path) => absoluteUrl(origin, path));
}

/** The product at its selling price in taka (BDT), available as its stock says. */
export function productJsonLd(product: ProductDetail, { origin, shopName, description }: ProductJsonLdContext): ProductJsonLd {
  const url = absoluteUrl(origin, productPath(product.slug));
  const categoryTrail = product.breadCrumb.map((crumb) => crumb.name).join(' > ');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: product.name,
    url,
    image: productImages(product, origin),
    ...(description ? { description } : {}),
    ...(product.style_code ? { sku: product.style_code } : {}),
    ...(shopName ? { brand: { '@type': 'Brand' as const, name: shopName } } : {}),
    ...(categoryTrail ? { category: categoryTrail } : {}),
    // A rating without reviews behind it is not a rating search engines accept.
    ...(product.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating' as const,
            ratingValue: product.rating,
            reviewCount: product.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.main_price,
      priceCurrency: CURRENCY_CODE,
      availability: stockAvailability(product.current_stock, product.is_negative === 1),
      itemCondition: NEW_CONDITION,
      ...(shopName ? { seller: { '@type': 'Organization' as const, name: shopName } } : {}),
    },
  };
}

export interface Crumb {
  name: string;
  /** A site path (`/category/men`) or an absolute URL. */
  path: string;
}

export interface BreadcrumbListJsonLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** The trail from the home page down to the current page, positions counted from 1. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): BreadcrumbListJsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export const HOME_CRUMB_NAME = 'Home';

/** Home, the product's categories from the top down, then the product itself. */
export function productCrumbs(product: Pick<ProductDetail, 'name' | 'slug' | 'breadCrumb'>): Crumb[] {
  return [
    { name: HOME_CRUMB_NAME, path: HOME_PATH },
    ...product.breadCrumb.map((crumb) => ({ name: crumb.name, path: categoryPath(crumb.slug) })),
    { name: product.name, path: productPath(product.slug) },
  ];
}

export interface StoreJsonLdSource {
  name: string;
  city: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  map_link: string | null;
}

export interface StoreJsonLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'ClothingStore';
  name: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress?: string;
    addressLocality?: string;
    addressCountry: 'BD';
  };
  telephone?: string;
  email?: string;
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  hasMap?: string;
}

/** One shop of the store locator as a local business: its address, phone and place on the map. */
export function storeJsonLd(store: StoreJsonLdSource): StoreJsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ClothingStore',
    name: store.name,
    address: {
      '@type': 'PostalAddress',
      ...(store.address ? { streetAddress: store.address } : {}),
      ...(store.city ? { addressLocality: store.city } : {}),
      addressCountry: 'BD',
    },
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    ...(store.latitude !== null && store.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates' as const, latitude: store.latitude, longitude: store.longitude } }
      : {}),
    ...(store.map_link ? { hasMap: store.map_link } : {}),
  };
}
