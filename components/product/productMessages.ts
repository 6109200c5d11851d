// What the product page tells the shopper; missing-choice messages come from utils/variants.

export const PRODUCT_MESSAGES = {
  outOfStock: 'Out of Stock',
  notAvailableInStock: 'Product not available in stock',
  linkCopied: 'Link copied',
} as const;

/** The copy-link toast stays 2 seconds. */
export const COPY_LINK_TOAST_MS = 2000;

