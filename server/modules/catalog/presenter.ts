import type * as z from 'zod/mini';
import type { productListItem, productPage } from '@/contract/catalog';
import { flashDealDiscount, priceWithDiscounts, toTakaPricing } from '@/utils/catalogPricing';
import { poishaToTaka } from '@/utils/money';
import type { Discount } from '@/utils/pricing';
import type { ChoiceOptionRow, FlashDealEntryRow, ProductRow, ProductSummaryRow, VariantRow } from './repository';

// Database rows to the contract's JSON, as the backend family writes its catalogue: money in taka numbers, flags 0/1,
// `has_discount` a boolean.

type ProductDetailAnswer = z.input<typeof productPage>['data'][number];

/** A product card, as the contract describes it; the presenters below are typed by it, so the two cannot drift apart. */
export type ProductListItem = z.input<typeof productListItem>;

export type ChoiceOptionSummary = ProductListItem['choice_options'][number];

type ChoiceOptionDetail = ProductDetailAnswer['choice_options'][number];

/** The product's category with its id, which the contract leaves optional for other backends. */
export type CategoryLink = Required<ProductDetailAnswer['categories'][number]>;

/** Fields of the family's product page that the storefront does not read, so the contract leaves them out. */
interface ProductDetailExtras {
  base_tax: number;
  shipping_cost: number;
  barcode: string;
  min_quantity: number;
  max_quantity: number;
  sales: number;
  flash_deal: { id: number; title: string; slug: string; end_date: string } | null;
}

export type ProductDetail = ProductDetailAnswer & ProductDetailExtras;

type DiscountColumns = Pick<ProductRow, 'discount' | 'discount_type' | 'discount_start_at' | 'discount_end_at'>;

/** The product's own discount and the discounts of its running flash deals; the largest applies. */
function discountsOf(product: DiscountColumns, flashDealEntries: readonly FlashDealEntryRow[]): Discount[] {
  return [
    {
      discount: product.discount,
      discount_type: product.discount_type,
      discount_start_at: product.discount_start_at,
      discount_end_at: product.discount_end_at,
    },
    ...flashDealEntries.map((entry) => flashDealDiscount(entry.discount, entry.discount_type)),
  ];
}

function roundedRating(rating: number): number {
  return Math.round(Number(rating) * 100) / 100;
}

/**
 * Groups choice-option rows (ordered by product, choice, option) into each product's choices. A COLOR
 * choice carries `color_codes`, parallel to its options, only when the colour list has a code for every
 * one of them: the codes are strings, and a list with holes would no longer line up with the options.
 */
export function groupChoiceOptions(rows: readonly ChoiceOptionRow[]): Map<number, ChoiceOptionSummary[]> {
  const byProduct = new Map<number, ChoiceOptionSummary[]>();
  const colorCodes = new Map<ChoiceOptionSummary, Array<string | null>>();
  for (const row of rows) {
    const choices = byProduct.get(row.product_id) ?? [];
    byProduct.set(row.product_id, choices);
    let choice = choices.find((candidate) => candidate.title === row.attribute);
    if (!choice) {
      choice = { title: row.attribute, options: [], alias_name: [] };
      choices.push(choice);
      if (row.attribute === 'COLOR') colorCodes.set(choice, []);
    }
    choice.options.push(row.value);
    choice.alias_name.push(row.alias_name);
    colorCodes.get(choice)?.push(row.color_code);
  }
  for (const [choice, codes] of colorCodes) {
    if (codes.every((code): code is string => code !== null)) choice.color_codes = codes;
  }
  return byProduct;
}

export interface ListItemExtras {
  choiceOptions: ChoiceOptionSummary[];
  currentStock: number;
  flashDealEntries: FlashDealEntryRow[];
}

export function toListItem(row: ProductSummaryRow, extras: ListItemExtras, now: Date): ProductListItem {
  const pricing = toTakaPricing(
    priceWithDiscounts({ price: row.unit_price, stroked_price: row.stroked_price }, discountsOf(row, extras.flashDealEntries), now),
  );
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    thumbnail_image: row.thumbnail_image,
    hover_image: row.hover_image,
    base_price: pricing.stroked_price,
    base_discounted_price: pricing.main_price,
    ...pricing,
    rating: roundedRating(row.rating),
    rating_count: row.rating_count,
    sales: row.sales,
    current_stock: extras.currentStock,
    is_negative: row.is_negative,
    choice_options: extras.choiceOptions,
  };
}

function toVariant(variant: VariantRow, discounts: readonly Discount[], now: Date): ProductDetailAnswer['variant'][number] {
  const pricing = priceWithDiscounts({ price: variant.price, stroked_price: variant.stroked_price }, discounts, now);
  return {
    variant: variant.variant,
    barcode: variant.barcode,
    sku: variant.sku,
    stock: variant.stock,
    base_price: poishaToTaka(variant.price),
    base_discounted_price: poishaToTaka(pricing.sellingPrice),
    stroked_price: poishaToTaka(pricing.strokedPrice),
    color: variant.color,
    size: variant.size,
    image: variant.image,
  };
}

/** Each colour's gallery: the paths of the photos tagged with that colour, photos without a path left out. */
function withColorWiseImages(
  choices: readonly ChoiceOptionSummary[],
  photos: ReadonlyArray<{ variant: string; path: string | null }>,
): ChoiceOptionDetail[] {
  return choices.map((choice) => {
    if (choice.title !== 'COLOR') return { ...choice, color_wise_images: {} };
    const colorWiseImages: Record<string, string[]> = {};
    for (const color of choice.options) {
      colorWiseImages[color] = photos.flatMap((photo) => (photo.variant === color && photo.path ? [photo.path] : []));
    }
    return { ...choice, color_wise_images: colorWiseImages };
  });
}

export interface ProductDetailParts {
  product: ProductRow;
  variants: VariantRow[];
  choiceOptions: ChoiceOptionSummary[];
  photos: Array<{ variant: string; path: string | null }>;
  /** The product's sub-category first, then its parent. */
  categories: CategoryLink[];
  flashDealEntries: FlashDealEntryRow[];
}

export function toProductDetail(parts: ProductDetailParts, now: Date): ProductDetail {
  const { product, variants, photos, categories, flashDealEntries } = parts;
  const discounts = discountsOf(product, flashDealEntries);
  const pricing = toTakaPricing(priceWithDiscounts({ price: product.unit_price, stroked_price: product.stroked_price }, discounts, now));
  const runningFlashDeal = flashDealEntries[0];
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    thumbnail_image: product.thumbnail_image,
    hover_image: product.hover_image,
    ...pricing,
    current_stock: variants.reduce((total, variant) => total + variant.stock, 0),
    is_negative: product.is_negative,
    base_tax: poishaToTaka(product.tax),
    shipping_cost: poishaToTaka(product.shipping_cost),
    variant: variants.map((variant) => toVariant(variant, discounts, now)),
    choice_options: withColorWiseImages(parts.choiceOptions, photos),
    photos: photos.map((photo) => ({ variant: photo.variant, path: photo.path })),
    rating: roundedRating(product.rating),
    rating_count: product.rating_count,
    style_code: product.style_code,
    barcode: product.barcode,
    categories,
    breadCrumb: [...categories].reverse().map((category) => ({ name: category.name, slug: category.slug })),
    description: product.description,
    short_description: product.short_description,
    size_chart_link: product.size_chart_link,
    min_quantity: product.min_quantity,
    max_quantity: product.max_quantity,
    sales: product.sales,
    flash_deal: runningFlashDeal
      ? { id: runningFlashDeal.flash_deal_id, title: runningFlashDeal.title, slug: runningFlashDeal.slug, end_date: runningFlashDeal.end_at }
      : null,
    meta: {
      title: product.meta_title || product.name,
      description: product.meta_description || product.short_description,
      image: product.meta_image || product.thumbnail_image,
    },
  };
}
