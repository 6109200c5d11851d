import * as z from 'zod/mini';
import { pageEnvelope, readEnvelope } from './envelope';
import { taka } from './money';

// Browsing the catalog: product cards and pages, listings, the category tree and a category's facets.

export type ProductOrder = 'newest' | 'oldest' | 'price_low_to_high' | 'price_high_to_low' | 'popularity' | 'rating';

/**
 * The query of `GET /v3/products` (the shop, a category, search and the home rows) as the server reads it.
 * In the query string a flag is sent as 1 (0 reads as false), each list as one comma-separated value
 * (`color=Red,Navy`), and what is not asked for is left out.
 */
export interface ProductListingQuery {
  /** A category slug: the listing covers the category and its sub-categories. */
  category?: string;
  search?: string;
  new_arrival?: boolean;
  top_selling?: boolean;
  hot_deal?: boolean;
  featured?: boolean;
  flash_deal?: boolean;
  /** Taka, on the selling price. */
  min_price?: number;
  max_price?: number;
  /** Compared without regard to case. */
  color?: string[];
  size?: string[];
  order_by?: ProductOrder;
  page?: number;
  limit?: number;
}

/** The query of `GET /v3/products/related`: `limit` caps the cards (ten when left out). */
export interface RelatedProductsQuery {
  product_id: number;
  limit?: number;
}

/** The query of `GET /v3/products/recently-viewed` as the server reads it; the ids go as one comma-separated value. */
export interface RecentlyViewedQuery {
  ids: readonly number[];
}

/** The query of `GET /v2/categories`: the tree below one category, or the whole tree without it. */
export interface CategoriesQuery {
  parent_id?: number;
}

/** The query of `GET /v2/categories-filter`: the slug of the category whose facets to describe. */
export interface CategoryFacetsQuery {
  category?: string;
}

const choiceOption = z.object({
  title: z.string(),
  options: z.array(z.string()),
  alias_name: z.array(z.string()),
  /** Hex codes parallel to `options`, on the COLOR choice only. */
  color_codes: z.optional(z.array(z.string())),
});

export const productListItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thumbnail_image: z.nullable(z.string()),
  hover_image: z.nullable(z.string()),
  base_price: taka,
  base_discounted_price: taka,
  main_price: taka,
  stroked_price: taka,
  discount: z.number(),
  discount_percent: z.number(),
  has_discount: z.boolean(),
  rating: z.number(),
  rating_count: z.number(),
  sales: z.number(),
  current_stock: z.number(),
  is_negative: z.number(),
  choice_options: z.array(choiceOption),
});

/** `GET /v3/products`: one page of cards and the price bounds of its filters. */
export const productListResponse = z.object({
  ...pageEnvelope(productListItem).shape,
  min_price: z.optional(taka),
  max_price: z.optional(taka),
});

/** A list of product cards in `data` (related and recently viewed products). */
export const productCards = readEnvelope(z.array(productListItem));

const productVariant = z.object({
  variant: z.string(),
  barcode: z.string(),
  sku: z.string(),
  stock: z.number(),
  base_price: taka,
  base_discounted_price: taka,
  stroked_price: taka,
  color: z.nullable(z.string()),
  size: z.nullable(z.string()),
  image: z.nullable(z.string()),
});

const detailChoiceOption = z.object({
  ...choiceOption.shape,
  /** Colour name -> its gallery image paths, on the COLOR choice. */
  color_wise_images: z.optional(z.record(z.string(), z.array(z.string()))),
});

const productPhoto = z.object({ variant: z.nullable(z.string()), path: z.nullable(z.string()) });

const categoryLink = z.object({ id: z.optional(z.number()), name: z.string(), slug: z.string() });

const productDetail = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thumbnail_image: z.nullable(z.string()),
  hover_image: z.optional(z.nullable(z.string())),
  main_price: taka,
  stroked_price: taka,
  discount: z.number(),
  discount_percent: z.optional(z.number()),
  has_discount: z.boolean(),
  current_stock: z.number(),
  is_negative: z.number(),
  variant: z.array(productVariant),
  choice_options: z.array(detailChoiceOption),
  photos: z.array(productPhoto),
  rating: z.number(),
  rating_count: z.number(),
  style_code: z.nullable(z.string()),
  categories: z.array(categoryLink),
  breadCrumb: z.array(categoryLink),
  /** HTML; rendered only once the full product page sanitises it. */
  description: z.nullable(z.string()),
  short_description: z.optional(z.nullable(z.string())),
  /** An image of the size chart, or a content page (`/page/size-guide`) holding the size table. */
  size_chart_link: z.optional(z.nullable(z.string())),
  meta: z.object({ title: z.nullable(z.string()), description: z.nullable(z.string()), image: z.nullable(z.string()) }),
});

/** `GET /v2/productsBySlug/{slug}`: the product as a one-element `data` array. */
export const productPage = readEnvelope(z.array(productDetail));

const categoryFields = {
  id: z.number(),
  parent_id: z.nullable(z.number()),
  name: z.string(),
  slug: z.string(),
  icon: z.nullable(z.string()),
  banner: z.nullable(z.string()),
  cover_image: z.nullable(z.string()),
  level: z.number(),
  number_of_products: z.number(),
  /** Search-engine texts; only some backends send them. */
  meta_title: z.optional(z.nullable(z.string())),
  meta_description: z.optional(z.nullable(z.string())),
};

const categorySummary = z.object(categoryFields);

/** A node of `GET /v2/categories`. */
export interface CategoryNode extends z.output<typeof categorySummary> {
  children: CategoryNode[];
}

const categoryNode: z.ZodMiniType<CategoryNode> = z.object({
  ...categoryFields,
  get children() {
    return z.array(categoryNode);
  },
});

export const categoryTree = readEnvelope(z.array(categoryNode));

const colorFacet = z.object({
  name: z.string(),
  /** `#rrggbb` */
  code: z.string(),
});

/** `GET /v2/categories-filter`: what a category's listing can be narrowed by. */
const categoryFacets = z.object({
  category: z.nullable(categorySummary),
  sub_categories: z.array(categoryNode),
  colors: z.array(colorFacet),
  /** In size order. */
  sizes: z.array(z.string()),
  min_price: taka,
  max_price: taka,
});

export const categoryFacetsAnswer = readEnvelope(categoryFacets);

/** One entry of the home page's category lists (`/v2/best-selling-categories` and the like). */
const categoryTile = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  icon: z.nullable(z.string()),
  banner: z.nullable(z.string()),
  cover_image: z.nullable(z.string()),
  number_of_products: z.number(),
});

export const categoryTiles = readEnvelope(z.array(categoryTile));

export type ChoiceOption = z.output<typeof choiceOption>;
export type ProductListItem = z.output<typeof productListItem>;
export type ProductListResponse = z.output<typeof productListResponse>;
export type ProductVariant = z.output<typeof productVariant>;
export type DetailChoiceOption = z.output<typeof detailChoiceOption>;
export type ProductDetail = z.output<typeof productDetail>;
export type ColorFacet = z.output<typeof colorFacet>;
export type CategoryFacets = z.output<typeof categoryFacets>;
export type CategoryTile = z.output<typeof categoryTile>;
