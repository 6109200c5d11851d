import { DEFAULT_PRODUCT_IMAGE, galleryPhotos, photoPath, slideIndexForColor } from '@/utils/gallery';

const photos = [
  { path: '/media/products/panjabi/7b1e2b/front.svg', variant: 'Maroon' },
  { path: null, variant: 'Maroon' },
  { path: '/media/products/panjabi/1f2a44/front.svg', variant: 'Navy' },
];
const colorWiseImages = {
  Maroon: ['/media/products/panjabi/7b1e2b/front.svg', '/media/products/panjabi/7b1e2b/back.svg'],
  Navy: ['/media/products/panjabi/1f2a44/front.svg'],
};

describe('photoPath', () => {
  it('falls back to the default image when a photo has no path', () => {
    expect(photoPath(null)).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(photoPath('')).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(photoPath('/a.svg')).toBe('/a.svg');
  });
});

describe('galleryPhotos', () => {
  it("swaps to the selected colour's images", () => {
    const shown = galleryPhotos({ photos, colorWiseImages, originalImage: null, selectedColor: 'Navy' });
    expect(shown).toEqual([{ path: '/media/products/panjabi/1f2a44/front.svg', variant: 'Navy' }]);
  });

  it('shows every photo, with fallbacks, when the colour has no images of its own', () => {
    const shown = galleryPhotos({ photos, colorWiseImages, originalImage: null, selectedColor: 'Olive' });
    expect(shown.map((photo) => photo.path)).toEqual([photos[0].path, DEFAULT_PRODUCT_IMAGE, photos[2].path]);
  });

  it('shows the product image when there are no photos at all', () => {
    expect(galleryPhotos({ photos: [], colorWiseImages: {}, originalImage: '/p.svg', selectedColor: null })).toEqual([{ path: '/p.svg', variant: '' }]);
    expect(galleryPhotos({ photos: [], colorWiseImages: {}, originalImage: null, selectedColor: null })[0].path).toBe(DEFAULT_PRODUCT_IMAGE);
  });
});

describe('slideIndexForColor', () => {
  const shown = galleryPhotos({ photos, colorWiseImages: {}, originalImage: null, selectedColor: null });

  it('jumps to the first photo of the selected colour', () => {
    expect(slideIndexForColor(shown, 'Navy')).toBe(2);
    expect(slideIndexForColor(shown, 'Maroon')).toBe(0);
  });

  it('stays on the first photo when no photo has that colour', () => {
    expect(slideIndexForColor(shown, 'Olive')).toBe(0);
    expect(slideIndexForColor(shown, null)).toBe(0);
  });
});
