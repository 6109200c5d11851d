import type { ChoiceOption, ProductVariant } from '@/contract/catalog';
import { COLOR_CHOICE, isPurchasable, SIZE_CHOICE } from './variants';

// "Move to bag" on the wishlist: a product with one variant goes straight into the bag; one with
// several (colours, sizes) needs the shopper's choice first, since a guessed size is a wrong size.

/** How many variants the choices make: the product of their option counts (1 without choices). */
export function variantCount(choices: readonly Pick<ChoiceOption, 'options'>[]): number {
  return choices.reduce((count, choice) => count * Math.max(choice.options.length, 1), 1);
}

export function needsVariantChoice(choices: readonly Pick<ChoiceOption, 'options'>[]): boolean {
  return variantCount(choices) > 1;
}

/** The first variant that may be bought now (stock, or selling below zero allowed), or null. */
export function firstPurchasableVariant<Variant extends Pick<ProductVariant, 'stock'>>(
  variants: readonly Variant[],
  allowsNegativeStock: boolean,
): Variant | null {
  return variants.find((variant) => isPurchasable(variant.stock, allowsNegativeStock)) ?? null;
}

/** What the shopper must choose on the product page: "Select colour & size", "Select size"… */
export function variantChoiceLabel(choices: readonly Pick<ChoiceOption, 'title' | 'options'>[]): string {
  const open = choices.filter((choice) => choice.options.length > 1).map((choice) => choice.title);
  const hasColor = open.includes(COLOR_CHOICE);
  const hasSize = open.includes(SIZE_CHOICE);
  if (hasColor && hasSize) return 'Select colour & size';
  if (hasSize) return 'Select size';
  if (hasColor) return 'Select colour';
  return 'Select options';
}
