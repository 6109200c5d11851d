import { htmlToPlainText } from '@/components/product/plainText';
import type { ProductDetail } from '@/contract/catalog';

/** The product's description for search results and structured data: plain text, its meta description first. */
export function productDescription(product: ProductDetail): string | undefined {
  return htmlToPlainText(product.meta.description || product.short_description || '') || undefined;
}
