// The product gallery's photos.

export const DEFAULT_PRODUCT_IMAGE = '/media/brand/placeholder.svg';

export interface GalleryPhoto {
  path: string;
  variant: string;
}

export interface GalleryInput {
  photos: readonly { path: string | null; variant: string | null }[];
  colorWiseImages: Readonly<Record<string, readonly string[]>>;
  originalImage: string | null;
  selectedColor: string | null;
}

/** A photo without a path falls back to the default thumbnail image. */
export function photoPath(path: string | null | undefined): string {
  return path || DEFAULT_PRODUCT_IMAGE;
}

/**
 * The photos to show: the selected colour's images when the product has them, otherwise every
 * photo of the product, otherwise the product's own image.
 */
export function galleryPhotos({ photos, colorWiseImages, originalImage, selectedColor }: GalleryInput): GalleryPhoto[] {
  const colorImages = selectedColor ? colorWiseImages[selectedColor] : undefined;
  if (colorImages && colorImages.length > 0) {
    return colorImages.map((path) => ({ path: photoPath(path), variant: selectedColor ?? '' }));
  }
  if (photos.length > 0) return photos.map((photo) => ({ path: photoPath(photo.path), variant: photo.variant ?? '' }));
  return [{ path: photoPath(originalImage), variant: '' }];
}

/** When photos change, the main slider jumps to the photo whose variant equals the selected COLOR. */
export function slideIndexForColor(photos: readonly GalleryPhoto[], selectedColor: string | null): number {
  if (!selectedColor) return 0;
  const index = photos.findIndex((photo) => photo.variant === selectedColor);
  return index === -1 ? 0 : index;
}
