// Where a product's size chart comes from: its `size_chart_link` (an image, or a content page holding a
// size table), else the shop's standard table for letter sizes.

export type SizeChartSource =
  | { kind: 'image'; src: string }
  | { kind: 'page'; slug: string }
  | { kind: 'standard' };

const IMAGE_PATH = /\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i;
const CONTENT_PAGE_PATH = /^\/page\/([^/?#]+)\/?$/;

export function sizeChartSource(link: string | null | undefined): SizeChartSource {
  const trimmed = link?.trim();
  if (!trimmed) return { kind: 'standard' };
  const page = CONTENT_PAGE_PATH.exec(trimmed);
  if (page) return { kind: 'page', slug: decodeURIComponent(page[1]) };
  if (IMAGE_PATH.test(trimmed)) return { kind: 'image', src: trimmed };
  return { kind: 'standard' };
}

export interface StandardSizeRow {
  size: string;
  /** Inches. */
  chest: number;
  length: number;
}

/** The shop's standard measurements for tops (the size guide page's table). */
export const STANDARD_SIZE_TABLE: readonly StandardSizeRow[] = [
  { size: 'XS', chest: 36, length: 27 },
  { size: 'S', chest: 38, length: 28 },
  { size: 'M', chest: 40, length: 29 },
  { size: 'L', chest: 42, length: 30 },
  { size: 'XL', chest: 44, length: 31 },
  { size: 'XXL', chest: 46, length: 32 },
];

/** The standard rows for a product's sizes; empty when none of its sizes is a letter size. */
export function standardRowsFor(sizes: readonly string[]): StandardSizeRow[] {
  const wanted = new Set(sizes.map((size) => size.trim().toUpperCase().replace(/^2XL$/, 'XXL')));
  return STANDARD_SIZE_TABLE.filter((row) => wanted.has(row.size));
}
