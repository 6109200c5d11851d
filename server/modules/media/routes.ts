import { z } from 'zod';
import { NotFoundError } from '../../http/errors';
import { ok } from '../../http/responses';
import type { ApiRequest, ApiResponse, RouteDefinition } from '../../http/types';
import { parseWith } from '../../http/validate';
import {
  BANNER_SHAPES,
  type BannerShape,
  BRAND_IMAGES,
  type BrandImage,
  type Garment,
  GARMENTS,
  HEX_PATTERN,
  LABEL_PATTERN,
  PRODUCT_VIEWS,
  type ProductView,
} from './paths';
import { webpOf } from './raster';
import { bannerSvg, brandSvg, iconSvg, productSvg } from './svg';

// Generated images: everything is in the path, so answers never change and may be cached forever.

const IMAGE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

const SVG_HEADERS = {
  ...IMAGE_HEADERS,
  'Content-Type': 'image/svg+xml',
  // An image opened on its own must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const WEBP_HEADERS = { ...IMAGE_HEADERS, 'Content-Type': 'image/webp' };

// Pixels per unit of the drawing in WebP. Product pictures and category icons are shown about their
// drawn size in CSS pixels, so they get two pixels each for phones' dense screens; banners are drawn
// as wide as the widest screen shows them.
const PRODUCT_SCALE = 2;
const ICON_SCALE = 2;
const BANNER_SCALE = 1;

const hexColor = z.string().regex(HEX_PATTERN, 'The color must be a 6-digit lowercase hex code without #.');
const label = z.string().regex(LABEL_PATTERN, 'The label must be 1 to 60 letters, digits, spaces or & \' . , ! + : -.');

type ImageFormat = 'svg' | 'webp';

/** The last path segment split at its extension: `.svg` or `.webp`; any other is an unknown image. */
function nameAndFormat(file: string): { name: string; format: ImageFormat } {
  const match = /^(.*)\.(svg|webp)$/s.exec(file);
  if (!match) throw new NotFoundError('Image not found');
  return { name: match[1], format: match[2] as ImageFormat };
}

/** The drawing as SVG, or as WebP at `scale` (`key` names the drawing among all others). */
async function imageResponse(format: ImageFormat, key: string, drawing: () => string, scale: number): Promise<ApiResponse> {
  if (format === 'svg') return ok(drawing(), 200, SVG_HEADERS);
  return ok(await webpOf(key, drawing, scale), 200, WEBP_HEADERS);
}

function svgResponse(svg: string): ApiResponse {
  return ok(svg, 200, SVG_HEADERS);
}

/** The last path segment without its `.svg` extension; any other extension is an unknown image. */
function withoutSvgExtension(file: string): string {
  if (!file.endsWith('.svg')) throw new NotFoundError('Image not found');
  return file.slice(0, -'.svg'.length);
}

function oneOf<Name extends string>(names: readonly Name[], value: string): Name {
  if (!(names as readonly string[]).includes(value)) throw new NotFoundError('Image not found');
  return value as Name;
}

async function productImage(request: ApiRequest): Promise<ApiResponse> {
  const garment = oneOf<Garment>(GARMENTS, request.params.garment);
  const file = nameAndFormat(request.params.view);
  const view = oneOf<ProductView>(PRODUCT_VIEWS, file.name);
  const { color } = parseWith(z.object({ color: hexColor }), request.params);
  return imageResponse(file.format, `products/${garment}/${color}/${view}`, () => productSvg(garment, color, view), PRODUCT_SCALE);
}

async function iconImage(request: ApiRequest): Promise<ApiResponse> {
  const garment = oneOf<Garment>(GARMENTS, request.params.garment);
  const file = nameAndFormat(request.params.file);
  const { color } = parseWith(z.object({ color: hexColor }), { color: file.name });
  return imageResponse(file.format, `icons/${garment}/${color}`, () => iconSvg(garment, color), ICON_SCALE);
}

async function bannerImage(request: ApiRequest): Promise<ApiResponse> {
  const shape = oneOf<BannerShape>(Object.keys(BANNER_SHAPES) as BannerShape[], request.params.shape);
  const file = nameAndFormat(request.params.file);
  const input = parseWith(z.object({ color: hexColor, label }), { color: request.params.color, label: file.name });
  return imageResponse(
    file.format,
    `banners/${shape}/${input.color}/${input.label}`,
    () => bannerSvg(shape, input.color, input.label),
    BANNER_SCALE,
  );
}

/** The brand's marks are vector art, shown once a page: they stay SVG. */
async function brandImage(request: ApiRequest): Promise<ApiResponse> {
  return svgResponse(brandSvg(oneOf<BrandImage>(BRAND_IMAGES, withoutSvgExtension(request.params.file))));
}

export const mediaRoutes: RouteDefinition[] = [
  { method: 'GET', path: '/media/products/:garment/:color/:view', handler: productImage },
  { method: 'GET', path: '/media/icons/:garment/:file', handler: iconImage },
  { method: 'GET', path: '/media/banners/:shape/:color/:file', handler: bannerImage },
  { method: 'GET', path: '/media/brand/:file', handler: brandImage },
];
