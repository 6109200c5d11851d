/** Shown wherever a product has no image of its own (served by the embedded media route). */
export const PLACEHOLDER_IMAGE = '/media/brand/placeholder.svg';

// Product images are 4:5 portraits; the size attributes let the browser reserve their space.
export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 500;
