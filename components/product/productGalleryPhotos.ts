import type { ProductDetail } from '@/contract/catalog';
import { galleryPhotos, type GalleryPhoto } from '@/utils/gallery';
import { COLOR_CHOICE } from '@/utils/variants';

/** The gallery of a product for the chosen colour (its colour-wise images when it has them). */
export function productGalleryPhotos(product: ProductDetail, selectedColor: string | null): GalleryPhoto[] {
  const colorChoice = product.choice_options.find((choice) => choice.title === COLOR_CHOICE);
  return galleryPhotos({
    photos: product.photos,
    colorWiseImages: colorChoice?.color_wise_images ?? {},
    originalImage: product.thumbnail_image,
    selectedColor,
  });
}
