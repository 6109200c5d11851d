import type { GalleryPhoto } from '@/utils/gallery';

export interface GalleryProps {
  photos: readonly GalleryPhoto[];
  selectedColor: string | null;
  productName: string;
}

/** "Cotton Panjabi, photo 2 of 4": every gallery image is named by its place. */
export function photoAlt(productName: string, index: number, count: number): string {
  return count > 1 ? `${productName}, photo ${index + 1} of ${count}` : productName;
}
