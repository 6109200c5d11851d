import type { GalleryPhoto } from '@/utils/gallery';
import { DEFAULT_LOCALE, type Locale } from '@/utils/locale';
import { providedBangla, translateText } from '@/utils/translations/bangla';

export interface GalleryProps {
  photos: readonly GalleryPhoto[];
  selectedColor: string | null;
  productName: string;
}

/** "Cotton Panjabi, photo 2 of 4": every gallery image is named by its place. */
export function photoAlt(productName: string, index: number, count: number, locale: Locale = DEFAULT_LOCALE): string {
  if (count <= 1) return productName;
  return translateText(providedBangla(), 'product', locale, '{name}, photo {index} of {count}', { name: productName, index: index + 1, count });
}

/** What the gallery's slider starts on: the elements the page rendered, and what it tells the page. */
export interface GalleryStart {
  main: HTMLElement;
  /** The thumbnail strip; null when the product has one photo. */
  thumbs: HTMLElement | null;
  /** The photo shown first: the selected colour's. */
  firstSlide: number;
  texts: { previous: string; next: string; slideLabel: string };
  onSlideChange: (index: number) => void;
}
