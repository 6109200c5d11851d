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
import { bannerSvg, brandSvg, iconSvg, productSvg } from './svg';

// Generated images: everything is in the path, so answers never change and may be cached forever.

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An image opened on its own must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const hexColor = z.string().regex(HEX_PATTERN, 'The color must be a 6-digit lowercase hex code without #.');
const label = z.string().regex(LABEL_PATTERN, 'The label must be 1 to 60 letters, digits, spaces or & \' . , ! + : -.');

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
  const view = oneOf<ProductView>(PRODUCT_VIEWS, withoutSvgExtension(request.params.view));
  const { color } = parseWith(z.object({ color: hexColor }), request.params);
  return svgResponse(productSvg(garment, color, view));
}

async function iconImage(request: ApiRequest): Promise<ApiResponse> {
  const garment = oneOf<Garment>(GARMENTS, request.params.garment);
  const { color } = parseWith(z.object({ color: hexColor }), { color: withoutSvgExtension(request.params.file) });
  return svgResponse(iconSvg(garment, color));
}

async function bannerImage(request: ApiRequest): Promise<ApiResponse> {
  const shape = oneOf<BannerShape>(Object.keys(BANNER_SHAPES) as BannerShape[], request.params.shape);
  const input = parseWith(z.object({ color: hexColor, label }), {
    color: request.params.color,
    label: withoutSvgExtension(request.params.file),
  });
  return svgResponse(bannerSvg(shape, input.color, input.label));
}

async function brandImage(request: ApiRequest): Promise<ApiResponse> {
  return svgResponse(brandSvg(oneOf<BrandImage>(BRAND_IMAGES, withoutSvgExtension(request.params.file))));
}

export const mediaRoutes: RouteDefinition[] = [
  { method: 'GET', path: '/media/products/:garment/:color/:view', handler: productImage },
  { method: 'GET', path: '/media/icons/:garment/:file', handler: iconImage },
  { method: 'GET', path: '/media/banners/:shape/:color/:file', handler: bannerImage },
  { method: 'GET', path: '/media/brand/:file', handler: brandImage },
];
