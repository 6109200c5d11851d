// The URL scheme of the generated images. Everything an image needs is in its path, so the
// media routes never touch the database and the seed can build paths without a server.
// Each image is drawn as SVG and served as it is (`.svg`) or as WebP pixels (`.webp`); the seed
// writes the WebP paths of the pictures and the SVG paths of the brand's marks.

export const GARMENTS = [
  'tshirt',
  'polo',
  'shirt',
  'panjabi',
  'saree',
  'trousers',
  'kameez',
  'kids',
  'shoe',
  'sandal',
  'bag',
  'cap',
  'wallet',
  'belt',
  'cushion',
  'bedsheet',
] as const;
export type Garment = (typeof GARMENTS)[number];

export const PRODUCT_VIEWS = ['front', 'back', 'detail'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** Width and height of each banner shape, named after where the storefront shows it. */
export const BANNER_SHAPES = {
  slider: [1600, 600],
  video: [1600, 600],
  wide: [1200, 300],
  box: [600, 400],
  square: [600, 600],
  tall: [500, 650],
  card: [640, 400],
} as const;
export type BannerShape = keyof typeof BANNER_SHAPES;

export const BRAND_IMAGES = [
  'logo',
  'logo-white',
  'icon',
  'payments',
  'placeholder',
  'cash-on-delivery',
  'bkash',
  'nagad',
  'sslcommerz',
] as const;
export type BrandImage = (typeof BRAND_IMAGES)[number];

/** A label is one line of plain words: no slash or percent sign, which would not survive the URL. */
export const LABEL_PATTERN = /^[\p{L}\p{N} &'.,!+:-]{1,60}$/u;
export const HEX_PATTERN = /^[0-9a-f]{6}$/;

function hexSegment(hexColor: string): string {
  return hexColor.replace(/^#/, '').toLowerCase();
}

export function productImagePath(garment: Garment, hexColor: string, view: ProductView): string {
  return `/media/products/${garment}/${hexSegment(hexColor)}/${view}.webp`;
}

export function iconImagePath(garment: Garment, hexColor: string): string {
  return `/media/icons/${garment}/${hexSegment(hexColor)}.webp`;
}

export function bannerImagePath(shape: BannerShape, hexColor: string, label: string): string {
  return `/media/banners/${shape}/${hexSegment(hexColor)}/${encodeURIComponent(label)}.webp`;
}

export function brandImagePath(name: BrandImage): string {
  return `/media/brand/${name}.svg`;
}
