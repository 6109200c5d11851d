import { useMemo, useState } from 'react';
import type { ProductDetail, ProductVariant } from '@/contract/catalog';
import { chooseOption, COLOR_CHOICE, findVariant, initialSelection, type Selection } from '@/utils/variants';

export interface VariantSelection {
  selection: Selection;
  /** The variant matching every chosen option, or null while a choice is missing. */
  variant: ProductVariant | null;
  selectedColor: string | null;
  choose: (title: string, value: string) => void;
}

/** The shopper's chosen options, the first of each preselected. */
export function useVariantSelection(product: ProductDetail): VariantSelection {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product.choice_options));
  const variant = useMemo(
    () => findVariant(product.variant, product.choice_options, selection),
    [product.variant, product.choice_options, selection],
  );
  return {
    selection,
    variant,
    selectedColor: selection[COLOR_CHOICE] ?? null,
    choose: (title, value) =>
      setSelection((current) => chooseOption(product.variant, product.choice_options, current, title, value, product.is_negative === 1)),
  };
}
