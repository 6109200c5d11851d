import { GARMENT_DRAWINGS } from './garments';
import { DEJAVU_SANS_BOLD } from './glyphOutlines';
import { lineWidthInEms, outlineLine, type OutlinedTextOptions } from './outlinedText';
import { BANNER_SHAPES, type BannerShape, type BrandImage, type Garment, type ProductView } from './paths';

// Small deterministic SVG images: garments in a colour, banners with a label, brand marks.

const SHOP_NAME = 'Rongdhonu';
const SVG_OPEN = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
const FONT = 'font-family="Helvetica,Arial,sans-serif"';
const RAINBOW = ['#c62828', '#e8772e', '#d4a017', '#2e7d32', '#2f4fb5'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function channels(hexColor: string): number[] {
  const hex = hexColor.replace(/^#/, '');
  return [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
}

function toHex(values: number[]): string {
  return `#${values.map((value) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative brightness from 0 (black) to 1 (white). */
function luminance(hexColor: string): number {
  const [red, green, blue] = channels(hexColor);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function tint(hexColor: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(channels(hexColor).map((value) => value + (target - value) * Math.abs(amount)));
}

/** Trim lines must show on black and on white garments alike. */
function lineColor(hexColor: string): string {
  return luminance(hexColor) < 0.3 ? tint(hexColor, 0.45) : tint(hexColor, -0.4);
}

function textColor(hexColor: string): string {
  return luminance(hexColor) > 0.6 ? '#1c1c1c' : '#ffffff';
}

const VIEW_BACKGROUNDS: Record<ProductView, string> = { front: '#f4f1ec', back: '#eceff3', detail: '#f1ece4' };
/** The back is the front mirrored; the detail zooms into the upper middle of the garment. */
const VIEW_TRANSFORMS: Record<ProductView, string> = {
  front: '',
  back: ' transform="translate(400 0) scale(-1 1)"',
  detail: ' transform="translate(-220 -170) scale(2.1)"',
};

/** Diagonal threads 10 units apart across the whole canvas. */
const WEAVE_LINES = Array.from({ length: 90 }, (_, index) => `M${(index + 1) * 10} 0L${(index + 1) * 10 - 500} 500`).join('');

export function productSvg(garment: Garment, hexColor: string, view: ProductView): string {
  const drawing = GARMENT_DRAWINGS[garment];
  const fill = `#${hexColor}`;
  const line = lineColor(hexColor);
  const trim = view === 'back' ? drawing.back : drawing.front;
  // The weave is one path of lines clipped to the garment: as a <pattern> fill, it took the server ten
  // times as long to draw in pixels as the rest of the picture.
  const texture = view === 'detail' ? `<defs><clipPath id="cloth"><path d="${drawing.outline}"/></clipPath></defs>` : '';
  const textureFill =
    view === 'detail' ? `<path d="${WEAVE_LINES}" stroke="${line}" stroke-opacity=".35" clip-path="url(#cloth)"/>` : '';
  return [
    SVG_OPEN(400, 500),
    texture,
    `<rect width="400" height="500" fill="${VIEW_BACKGROUNDS[view]}"/>`,
    view === 'front' ? '<ellipse cx="200" cy="470" rx="150" ry="14" fill="#000" fill-opacity=".06"/>' : '',
    `<g${VIEW_TRANSFORMS[view]} stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${drawing.outline}" fill="${fill}" stroke="${line}" stroke-width="4" fill-rule="evenodd"/>`,
    textureFill,
    `<path d="${trim}" fill="none" stroke="${line}" stroke-width="3"/>`,
    '</g></svg>',
  ].join('');
}

export function iconSvg(garment: Garment, hexColor: string): string {
  const drawing = GARMENT_DRAWINGS[garment];
  return [
    SVG_OPEN(120, 120),
    `<circle cx="60" cy="60" r="58" fill="${tint(`#${hexColor}`, 0.8)}"/>`,
    `<g transform="translate(16 5) scale(.22)" stroke-linejoin="round">`,
    `<path d="${drawing.outline}" fill="#${hexColor}" stroke="${lineColor(hexColor)}" stroke-width="8" fill-rule="evenodd"/>`,
    `<path d="${drawing.front}" fill="none" stroke="${lineColor(hexColor)}" stroke-width="6"/>`,
    '</g></svg>',
  ].join('');
}

/** Long labels on narrow shapes go on two lines, split at the space nearest the middle. */
function labelLines(label: string, width: number, height: number): string[] {
  if (width / height > 2.2 || label.length <= 16) return [label];
  const spaces = [...label.matchAll(/ /g)].map((match) => match.index ?? 0);
  if (spaces.length === 0) return [label];
  const middle = spaces.reduce((best, index) => (Math.abs(index - label.length / 2) < Math.abs(best - label.length / 2) ? index : best));
  return [label.slice(0, middle), label.slice(middle + 1)];
}

/** A line's width in ems: measured on the outlines, or about 0.6 em a glyph for live text. */
function widthInEms(line: string): number {
  return lineWidthInEms(DEJAVU_SANS_BOLD, line) ?? line.length * 0.6;
}

/** Font size that fits the widest line within most of the width. */
function fittedFontSize(lines: string[], width: number, height: number): number {
  const widest = Math.max(...lines.map(widthInEms), 1);
  return Math.round(Math.min((height * 0.2) / Math.sqrt(lines.length), (width * 0.85) / widest));
}

/** Words on an image: letter outlines when the font has every character, otherwise live text in the device's font. */
function lettering(text: string, options: OutlinedTextOptions, paint: string): string {
  const line = outlineLine(DEJAVU_SANS_BOLD, text, options);
  if (line) return `<path aria-label="${escapeXml(text)}" transform="${line.transform}" d="${line.d}" ${paint}/>`;
  const anchor = options.anchor === 'middle' ? ' text-anchor="middle"' : '';
  const baseline = options.baseline === 'middle' ? ' dominant-baseline="middle"' : '';
  const spacing = options.letterSpacing ? ` letter-spacing="${options.letterSpacing}"` : '';
  return `<text x="${options.x}" y="${options.y}"${anchor}${baseline}${spacing} ${FONT} font-size="${options.fontSize}" font-weight="700" ${paint}>${escapeXml(text)}</text>`;
}

function centeredText(lines: string[], centerX: number, centerY: number, fontSize: number, color: string): string {
  const firstOffset = -((lines.length - 1) * fontSize * 1.15) / 2;
  return lines
    .map((line, index) =>
      lettering(line, { x: centerX, y: centerY + firstOffset + index * fontSize * 1.15, fontSize, anchor: 'middle', baseline: 'middle' }, `fill="${color}"`),
    )
    .join('');
}

export function bannerSvg(shape: BannerShape, hexColor: string, label: string): string {
  const [width, height] = BANNER_SHAPES[shape];
  const background = `#${hexColor}`;
  const color = textColor(hexColor);
  const lines = labelLines(label, width, height);
  const play =
    shape === 'video'
      ? `<circle cx="${width / 2}" cy="${height * 0.28}" r="${height * 0.1}" fill="${color}" fill-opacity=".85"/><path d="M${width / 2 - 14} ${height * 0.28 - 20}v40l34-20z" fill="${background}"/>`
      : '';
  return [
    SVG_OPEN(width, height),
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<circle cx="${width * 0.88}" cy="${height * 0.15}" r="${height * 0.55}" fill="${color}" fill-opacity=".08"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.95}" r="${height * 0.4}" fill="${color}" fill-opacity=".06"/>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="${tint(background, -0.3)}"/>`,
    play,
    centeredText(lines, width / 2, height * (shape === 'video' ? 0.62 : 0.5), fittedFontSize(lines, width, height), color),
    lettering(SHOP_NAME.toUpperCase(), { x: 24, y: height - 24, fontSize: Math.max(12, Math.round(height * 0.05)), letterSpacing: 3 }, `fill="${color}" fill-opacity=".75"`),
    '</svg>',
  ].join('');
}

function rainbowArcs(centerX: number, baseY: number, radius: number, step: number, width: number): string {
  return RAINBOW.map((color, index) => {
    const arcRadius = radius - index * step;
    return `<path d="M${centerX - arcRadius} ${baseY}A${arcRadius} ${arcRadius} 0 0 1 ${centerX + arcRadius} ${baseY}" fill="none" stroke="${color}" stroke-width="${width}"/>`;
  }).join('');
}

const LOGO_WIDTH = 240;
const LOGO_WORD_LEFT = 68;

function logoSvg(wordColor: string): string {
  // The shop's name fills the rest of the logo, short of its right edge by a few units.
  const fontSize = Math.min(28, Math.floor((LOGO_WIDTH - LOGO_WORD_LEFT - 4) / widthInEms(SHOP_NAME)));
  return [
    SVG_OPEN(LOGO_WIDTH, 64),
    rainbowArcs(32, 50, 26, 5, 4),
    lettering(SHOP_NAME, { x: LOGO_WORD_LEFT, y: 42, fontSize }, `fill="${wordColor}"`),
    '</svg>',
  ].join('');
}

function pill(x: number, y: number, width: number, height: number, background: string, label: string): string {
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 4}" fill="${background}"/>`,
    lettering(
      label,
      { x: x + width / 2, y: y + height / 2, fontSize: Math.round(Math.min(height * 0.36, (width * 0.88) / widthInEms(label))), anchor: 'middle', baseline: 'middle' },
      `fill="${textColor(background)}"`,
    ),
  ].join('');
}

const PAYMENT_MARKS: [string, string][] = [
  ['Cash on Delivery', '#2e7d32'],
  ['bKash', '#e2136e'],
  ['Nagad', '#f6921e'],
  ['VISA', '#1a1f71'],
  ['Mastercard', '#eb5a00'],
];

function paymentsStrip(): string {
  const width = 96;
  return [
    SVG_OPEN(PAYMENT_MARKS.length * (width + 8), 40),
    ...PAYMENT_MARKS.map(([label, color], index) => pill(index * (width + 8), 2, width, 36, color, label)),
    '</svg>',
  ].join('');
}

function paymentMark(label: string, color: string): string {
  return `${SVG_OPEN(160, 60)}${pill(0, 0, 160, 60, color, label)}</svg>`;
}

function placeholderSvg(): string {
  return [
    SVG_OPEN(400, 500),
    '<rect width="400" height="500" fill="#eeeeee"/>',
    '<path d="M200 170a18 18 0 1 1 18 18v14L330 280H70l112-78" fill="none" stroke="#b0b0b0" stroke-width="8" stroke-linejoin="round"/>',
    lettering('No image', { x: 200, y: 340, fontSize: 22, anchor: 'middle' }, 'fill="#9a9a9a"'),
    '</svg>',
  ].join('');
}

const BRAND_RENDERERS: Record<BrandImage, () => string> = {
  logo: () => logoSvg('#1c1c1c'),
  'logo-white': () => logoSvg('#ffffff'),
  icon: () =>
    `${SVG_OPEN(64, 64)}<rect width="64" height="64" rx="14" fill="#7b1e2b"/>${rainbowArcs(32, 48, 24, 4.5, 3.5)}</svg>`,
  payments: paymentsStrip,
  placeholder: placeholderSvg,
  'cash-on-delivery': () => paymentMark('Cash on Delivery', '#2e7d32'),
  bkash: () => paymentMark('bKash', '#e2136e'),
  nagad: () => paymentMark('Nagad', '#f6921e'),
  sslcommerz: () => paymentMark('SSLCommerz', '#1f2a4a'),
};

export function brandSvg(name: BrandImage): string {
  return BRAND_RENDERERS[name]();
}
