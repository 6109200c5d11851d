import { firstPurchasableVariant, needsVariantChoice, variantChoiceLabel, variantCount } from '@/utils/wishlist';

const colour = (...options: string[]) => ({ title: 'COLOR', options });
const size = (...options: string[]) => ({ title: 'Size', options });

describe('variantCount', () => {
  it('multiplies the options of each choice', () => {
    expect(variantCount([])).toBe(1);
    expect(variantCount([size('Free Size')])).toBe(1);
    expect(variantCount([colour('Red', 'Blue'), size('S', 'M', 'L')])).toBe(6);
  });
});

describe('needsVariantChoice', () => {
  it('is true only when the product comes in more than one variant', () => {
    expect(needsVariantChoice([size('Free Size')])).toBe(false);
    expect(needsVariantChoice([colour('Red'), size('Free Size')])).toBe(false);
    expect(needsVariantChoice([colour('Red', 'Blue')])).toBe(true);
  });
});

describe('variantChoiceLabel', () => {
  it('names what the shopper has to choose', () => {
    expect(variantChoiceLabel([colour('Red', 'Blue'), size('S', 'M')])).toBe('Select colour & size');
    expect(variantChoiceLabel([colour('Red'), size('S', 'M')])).toBe('Select size');
    expect(variantChoiceLabel([colour('Red', 'Blue'), size('Free Size')])).toBe('Select colour');
    expect(variantChoiceLabel([{ title: 'Fabric', options: ['Silk', 'Cotton'] }])).toBe('Select options');
  });
});

describe('firstPurchasableVariant', () => {
  const variants = [
    { barcode: 'A', stock: 0 },
    { barcode: 'B', stock: 2 },
  ];

  it('skips variants out of stock', () => {
    expect(firstPurchasableVariant(variants, false)?.barcode).toBe('B');
    expect(firstPurchasableVariant([{ barcode: 'A', stock: 0 }], false)).toBeNull();
  });

  it('takes the first one when the product may be sold below zero', () => {
    expect(firstPurchasableVariant(variants, true)?.barcode).toBe('A');
  });
});
