import { sortSizes } from './sizeOrder';

// Variant selection on the product page.

export interface ChoiceLike {
  title: string;
  options: string[];
}

export interface VariantLike {
  variant: string;
  stock: number;
}

/** Chosen option per choice title, e.g. `{ COLOR: 'Maroon', Size: 'XL' }`. */
export type Selection = Record<string, string>;

export const COLOR_CHOICE = 'COLOR';
export const SIZE_CHOICE = 'Size';

/** On load the first option of each choice is preselected. */
export function initialSelection(choices: readonly ChoiceLike[]): Selection {
  const selection: Selection = {};
  for (const choice of choices) {
    if (choice.options.length > 0) selection[choice.title] = choice.options[0];
  }
  return selection;
}

/** The variant key is the selected values joined by a hyphen, in choice order. */
export function variantKey(choices: readonly ChoiceLike[], selection: Selection): string | null {
  const values = choices.map((choice) => selection[choice.title]);
  return values.every((value) => value !== undefined) ? values.join('-') : null;
}

export function findVariant<Variant extends VariantLike>(
  variants: readonly Variant[],
  choices: readonly ChoiceLike[],
  selection: Selection,
): Variant | null {
  const key = variantKey(choices, selection);
  return key === null ? null : (variants.find((variant) => variant.variant === key) ?? null);
}

/** Stock 0 blocks buying unless the product allows negative stock. */
export function isPurchasable(stock: number, allowsNegativeStock: boolean): boolean {
  return allowsNegativeStock || stock > 0;
}

export interface SizeButton {
  size: string;
  noStock: boolean;
}

/**
 * The size buttons for the selected colour, in size order: sizes with no matching variant are
 * hidden; sizes at stock 0 are marked no-stock unless negative stock is allowed.
 */
export function sizeButtons(
  variants: readonly VariantLike[],
  choices: readonly ChoiceLike[],
  selection: Selection,
  allowsNegativeStock: boolean,
): SizeButton[] {
  const sizeChoice = choices.find((choice) => choice.title === SIZE_CHOICE);
  if (!sizeChoice) return [];
  const buttons: SizeButton[] = [];
  for (const size of sortSizes(sizeChoice.options)) {
    const variant = findVariant(variants, choices, { ...selection, [SIZE_CHOICE]: size });
    if (variant) buttons.push({ size, noStock: !isPurchasable(variant.stock, allowsNegativeStock) });
  }
  return buttons;
}

/** The message for adding without a complete choice, or null when complete. */
export function missingChoiceMessage(choices: readonly ChoiceLike[], selection: Selection): string | null {
  const hasColor = choices.some((choice) => choice.title === COLOR_CHOICE);
  const hasSize = choices.some((choice) => choice.title === SIZE_CHOICE);
  const colorChosen = !hasColor || selection[COLOR_CHOICE] !== undefined;
  const sizeChosen = !hasSize || selection[SIZE_CHOICE] !== undefined;
  if (colorChosen && sizeChosen) return null;
  return colorChosen ? 'Please select Size' : 'Please select Color & Size';
}

/**
 * The selection after choosing an option. Switching colour keeps the chosen size only while it can be
 * bought in the new colour (a variant exists and is in stock, or negative stock is allowed); otherwise
 * the size is dropped, so the shopper is asked to pick one of the sizes still available.
 */
export function chooseOption(
  variants: readonly VariantLike[],
  choices: readonly ChoiceLike[],
  selection: Selection,
  title: string,
  value: string,
  allowsNegativeStock: boolean,
): Selection {
  const next: Selection = { ...selection, [title]: value };
  if (title !== SIZE_CHOICE && next[SIZE_CHOICE] !== undefined) {
    const variant = findVariant(variants, choices, next);
    if (!variant || !isPurchasable(variant.stock, allowsNegativeStock)) delete next[SIZE_CHOICE];
  }
  return next;
}
