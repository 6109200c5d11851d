import { productImagePath, type ProductView } from '../../modules/media/paths';
import { type CategorySeed, subCategories } from './categories';
import { COLORS, type ColorName } from './colors';
import { isClothing, PRODUCT_LINES, type ProductLine, SIZE_SETS } from './product-lines';
import { createRandom, type Random } from './random';
import { RATING_WEIGHTS, REVIEW_COMMENTS, REVIEWER_NAMES } from './reviews-data';
import { slugify } from './support';

// The whole catalogue as plain data, before it meets the database. Dates are day offsets from
// `now` so that the plan itself is identical on every run.

interface VariantPlan {
  variant: string;
  color: ColorName | null;
  size: string | null;
  barcode: string;
  sku: string;
  price: number;
  strokedPrice: number;
  stock: number;
  image: string;
}

interface PhotoPlan {
  path: string | null;
  variant: string;
  position: number;
}

interface ChoicePlan {
  attribute: 'COLOR' | 'Size';
  values: string[];
}

interface ReviewPlan {
  reviewerName: string;
  byDemoCustomer: boolean;
  rating: number;
  comment: string;
  upvoteCount: number;
  daysAgo: number;
}

interface DiscountWindow {
  startDaysFromNow: number;
  endDaysFromNow: number;
}

export interface ProductPlan {
  name: string;
  slug: string;
  categorySlug: string;
  parentSlug: string;
  styleCode: string;
  barcode: string;
  description: string;
  shortDescription: string;
  thumbnailImage: string;
  hoverImage: string;
  unitPrice: number;
  strokedPrice: number;
  discount: number;
  discountType: 'amount' | 'percent';
  discountWindow: DiscountWindow | null;
  isNegative: boolean;
  published: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isHotDeal: boolean;
  sales: number;
  rating: number;
  ratingCount: number;
  sizeChartLink: string | null;
  commissionRate: number | null;
  daysAgo: number;
  choices: ChoicePlan[];
  variants: VariantPlan[];
  photos: PhotoPlan[];
  reviews: ReviewPlan[];
}

const CATALOG_SEED = 20240611;
const BIG_SIZES = new Set(['XXL', '46', '38', '44', 'King', '12Y']);
const SIZE_GUIDE_LINK = '/page/size-guide';

/** Products picked by position for the storefront cases the contract asks for. */
const SPECIAL_PRODUCTS = {
  entirelySoldOut: 11,
  lastSizeSoldOut: 55,
  photoWithoutPath: 56,
};
const DEMO_CUSTOMER_REVIEWED = new Set([2, 55, 121]);

/** A 13-digit EAN barcode: twelve digits and their check digit. */
function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

function codeOf(label: string): string {
  return label.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Shop prices end in 90 taka; the result is poisha. */
function shopPrice(random: Random, [min, max]: [number, number]): number {
  const taka = Math.round(random.integer(min, max) / 100) * 100 - 10;
  return Math.min(Math.max(taka, min), max) * 100;
}

function roundToFifty(poisha: number): number {
  return Math.round(poisha / 5000) * 5000;
}

function contiguousSizes(random: Random, line: ProductLine): string[] {
  const all: readonly string[] = SIZE_SETS[line.sizes];
  if (all.length <= 3) return [...all];
  const length = random.integer(4, all.length);
  const start = random.integer(0, all.length - length);
  return all.slice(start, start + length);
}

/** The colour named in a product's name comes first; the rest come from its line's palette. */
function productColors(random: Random, line: ProductLine, name: string): ColorName[] {
  const named = (Object.keys(COLORS) as ColorName[]).find((color) => name.includes(color));
  const others = random.shuffle(line.palette.filter((color) => color !== named));
  const count = random.integer(2, 4);
  return (named ? [named, ...others] : others).slice(0, count);
}

function buildChoices(colors: ColorName[], sizes: string[], line: ProductLine, sizeOnly: boolean): ChoicePlan[] {
  const choices: ChoicePlan[] = [];
  if (!sizeOnly) choices.push({ attribute: 'COLOR', values: colors });
  if (line.choices !== 'color-only') choices.push({ attribute: 'Size', values: sizes });
  return choices;
}

function buildPhotos(random: Random, line: ProductLine, colors: ColorName[], sizeOnly: boolean): PhotoPlan[] {
  const photos: PhotoPlan[] = [];
  for (const color of colors) {
    const views: ProductView[] = random.chance(0.5) ? ['front', 'back', 'detail'] : ['front', 'back'];
    for (const view of views) {
      photos.push({
        path: productImagePath(line.garment, COLORS[color], view),
        variant: sizeOnly ? '' : color,
        position: photos.length,
      });
    }
  }
  return photos;
}

function randomStock(random: Random): number {
  return random.chance(0.12) ? 0 : random.integer(1, 40);
}

interface VariantContext {
  index: number;
  styleCode: string;
  unitPrice: number;
  strokedPrice: number;
  pricierBigSizes: boolean;
}

function buildVariants(
  random: Random,
  choices: ChoicePlan[],
  photos: PhotoPlan[],
  context: VariantContext,
): VariantPlan[] {
  const colorChoice = choices.find((choice) => choice.attribute === 'COLOR');
  const sizeChoice = choices.find((choice) => choice.attribute === 'Size');
  const colors: (string | null)[] = colorChoice ? colorChoice.values : [null];
  const sizes: (string | null)[] = sizeChoice ? sizeChoice.values : [null];
  const variants: VariantPlan[] = [];
  for (const color of colors) {
    const image = photos.find((photo) => photo.variant === (color ?? ''))?.path ?? photos[0].path ?? '';
    for (const size of sizes) {
      const surcharge = context.pricierBigSizes && size !== null && BIG_SIZES.has(size) ? 10000 : 0;
      const labels = [color, size].filter((label): label is string => label !== null);
      variants.push({
        variant: labels.join('-'),
        color: color as ColorName | null,
        size,
        barcode: ean13(`200${String(context.index + 1).padStart(5, '0')}${String(variants.length + 1).padStart(4, '0')}`),
        sku: [context.styleCode, ...labels.map(codeOf)].join('-'),
        price: context.unitPrice + surcharge,
        strokedPrice: context.strokedPrice + surcharge,
        stock: randomStock(random),
        image,
      });
    }
  }
  return variants;
}

function buildReviews(random: Random, index: number, daysAgo: number, published: boolean): ReviewPlan[] {
  if (!published || random.chance(0.12)) return [];
  const count = random.integer(DEMO_CUSTOMER_REVIEWED.has(index) ? 1 : 0, 8);
  return Array.from({ length: count }, (_, position) => {
    const rating = random.pick(RATING_WEIGHTS);
    const byDemoCustomer = position === 0 && DEMO_CUSTOMER_REVIEWED.has(index);
    return {
      reviewerName: byDemoCustomer ? 'Demo Customer' : random.pick(REVIEWER_NAMES),
      byDemoCustomer,
      rating,
      comment: random.pick(REVIEW_COMMENTS[rating]),
      upvoteCount: random.integer(0, 40),
      daysAgo: random.integer(1, Math.max(1, Math.floor(daysAgo * 24) - 1)) / 24,
    };
  });
}

function averageRating(reviews: ReviewPlan[]): number {
  if (reviews.length === 0) return 0;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 100) / 100;
}

function discountFor(random: Random, index: number, unitPrice: number): Pick<ProductPlan, 'discount' | 'discountType' | 'discountWindow'> {
  if (index % 3 !== 0) return { discount: 0, discountType: 'amount', discountWindow: null };
  const windowKind = index % 36;
  const discountWindow: DiscountWindow | null =
    windowKind === 0
      ? { startDaysFromNow: -10, endDaysFromNow: 20 }
      : windowKind === 12
        ? { startDaysFromNow: -40, endDaysFromNow: -5 }
        : windowKind === 24
          ? { startDaysFromNow: 5, endDaysFromNow: 25 }
          : null;
  if (index % 2 === 0) {
    return { discount: random.pick([10, 15, 20, 25, 30]), discountType: 'percent', discountWindow };
  }
  const amount = Math.max(5000, roundToFifty(unitPrice * random.pick([0.08, 0.1, 0.12, 0.15])));
  return { discount: amount, discountType: 'amount', discountWindow };
}

function productDescription(name: string, line: ProductLine, colors: ColorName[], sizes: string[], styleCode: string): string {
  const items = [`<li>Fabric: ${line.fabric}</li>`];
  if (colors.length > 0) items.push(`<li>Colours: ${colors.join(', ')}</li>`);
  if (sizes.length > 0) items.push(`<li>Sizes: ${sizes.join(', ')}</li>`);
  items.push('<li>Care: gentle wash in cold water, dry in shade</li>');
  return [
    `<p><strong>${name}</strong> in ${line.fabric}, made in Bangladesh for everyday comfort and festive days alike.</p>`,
    `<ul>${items.join('')}</ul>`,
    `<p>Style code: ${styleCode}. Colours may vary slightly because of screen settings.</p>`,
  ].join('');
}

function planProduct(random: Random, line: ProductLine, parent: CategorySeed, name: string, index: number): ProductPlan {
  const published = index % 37 !== 36;
  const sizeOnly = line.choices === 'size-only' || (line.choices === 'color-and-size' && index % 13 === 7);
  const allColors = productColors(random, line, name);
  const colors = sizeOnly ? allColors.slice(0, 1) : allColors;
  const orderedSizes = line.choices === 'color-only' ? [] : contiguousSizes(random, line);
  const sizes = index % 4 === 2 && orderedSizes.length > 1 ? random.shuffle(orderedSizes) : orderedSizes;
  const styleCode = `${line.stylePrefix}-${1001 + index}`;
  const unitPrice = shopPrice(random, line.price);
  // Every other product shows a crossed-out price 20 to 45 percent higher, ending in 40 or 90 taka.
  const strokedPrice = index % 2 === 1 ? roundToFifty(unitPrice * (1.2 + random.next() * 0.25)) - 1000 : unitPrice;
  const choices = buildChoices(colors, sizes, line, sizeOnly);
  const photos = buildPhotos(random, line, colors, sizeOnly);
  const variants = buildVariants(random, choices, photos, {
    index,
    styleCode,
    unitPrice,
    strokedPrice,
    pricierBigSizes: index % 5 === 1,
  });
  const isNewArrival = index % 8 === 3;
  const hoursAgo = isNewArrival ? random.integer(24, 20 * 24) : random.integer(15 * 24, 300 * 24);
  // A few seconds per position keep every created_at distinct, so sorting by newest has no ties.
  const daysAgo = (hoursAgo * 3600 + index * 7) / 86400;
  const reviews = buildReviews(random, index, daysAgo, published);
  return {
    name,
    slug: slugify(name),
    categorySlug: line.category,
    parentSlug: parent.slug,
    styleCode,
    barcode: ean13(`200${String(index + 1).padStart(5, '0')}0000`),
    description: productDescription(name, line, colors, sizes, styleCode),
    shortDescription: `${line.fabric[0].toUpperCase()}${line.fabric.slice(1)}, ${colors.length > 1 ? `${colors.length} colours` : colors[0]}. Cash on delivery all over Bangladesh.`,
    thumbnailImage: photos[0].path ?? '',
    hoverImage: photos[1].path ?? '',
    unitPrice,
    strokedPrice,
    ...discountFor(random, index, unitPrice),
    isNegative: index % 23 === 5,
    published,
    isFeatured: published && index % 7 === 2,
    isNewArrival: published && isNewArrival,
    isHotDeal: published && index % 9 === 4,
    sales: random.integer(0, 60) * (index % 6 === 1 ? 8 : 1),
    rating: averageRating(reviews),
    ratingCount: reviews.length,
    sizeChartLink: isClothing(line) ? SIZE_GUIDE_LINK : null,
    commissionRate: index % 10 === 4 ? 12 : null,
    daysAgo,
    choices,
    variants,
    photos,
    reviews,
  };
}

/** The storefront's edge cases: a size sold out, a product sold out, a photo without a file. */
function applySpecialCases(products: ProductPlan[]): void {
  const soldOut = products[SPECIAL_PRODUCTS.entirelySoldOut];
  soldOut.isNegative = false;
  for (const variant of soldOut.variants) variant.stock = 0;

  const partlySoldOut = products[SPECIAL_PRODUCTS.lastSizeSoldOut];
  const sizes = partlySoldOut.choices.find((choice) => choice.attribute === 'Size')?.values ?? [];
  const lastSize = sizes[sizes.length - 1];
  for (const variant of partlySoldOut.variants) variant.stock = variant.size === lastSize ? 0 : Math.max(variant.stock, 5);

  const withMissingPhoto = products[SPECIAL_PRODUCTS.photoWithoutPath];
  const firstVariant = withMissingPhoto.photos[0].variant;
  withMissingPhoto.photos.push({ path: null, variant: firstVariant, position: withMissingPhoto.photos.length });
}

export function planCatalog(): ProductPlan[] {
  const random = createRandom(CATALOG_SEED);
  const parents = new Map(subCategories().map(({ parent, child }) => [child.slug, parent]));
  let index = 0;
  const products = PRODUCT_LINES.flatMap((line) => {
    const parent = parents.get(line.category);
    if (!parent) throw new Error(`Product line for unknown category ${line.category}`);
    return line.names.map((name) => planProduct(random, line, parent, name, index++));
  });
  applySpecialCases(products);
  return products;
}
