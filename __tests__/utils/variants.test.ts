import {
  chooseOption,
  findVariant,
  initialSelection,
  isPurchasable,
  missingChoiceMessage,
  sizeButtons,
  variantKey,
} from '@/utils/variants';

const choices = [
  { title: 'COLOR', options: ['Maroon', 'Navy'] },
  { title: 'Size', options: ['XL', 'S', '40', 'M', 'Free Size'] },
];

const variants = [
  { variant: 'Maroon-S', stock: 4 },
  { variant: 'Maroon-M', stock: 0 },
  { variant: 'Maroon-XL', stock: 2 },
  { variant: 'Maroon-40', stock: 1 },
  { variant: 'Navy-S', stock: 3 },
];

describe('initialSelection', () => {
  it('preselects the first option of each choice', () => {
    expect(initialSelection(choices)).toEqual({ COLOR: 'Maroon', Size: 'XL' });
  });

  it('skips a choice without options', () => {
    expect(initialSelection([{ title: 'COLOR', options: [] }])).toEqual({});
  });
});

describe('variantKey and findVariant', () => {
  it('joins the selected values with a hyphen in choice order', () => {
    expect(variantKey(choices, { Size: 'S', COLOR: 'Navy' })).toBe('Navy-S');
  });

  it('has no key until every choice is selected', () => {
    expect(variantKey(choices, { COLOR: 'Navy' })).toBeNull();
  });

  it('finds the variant of the selection, or none', () => {
    expect(findVariant(variants, choices, { COLOR: 'Maroon', Size: 'XL' })).toEqual({ variant: 'Maroon-XL', stock: 2 });
    expect(findVariant(variants, choices, { COLOR: 'Navy', Size: 'XL' })).toBeNull();
  });

  it('matches single-choice products by the one value', () => {
    const sizeOnly = [{ title: 'Size', options: ['M'] }];
    expect(findVariant([{ variant: 'M', stock: 1 }], sizeOnly, { Size: 'M' })).toEqual({ variant: 'M', stock: 1 });
  });
});

describe('sizeButtons', () => {
  it('orders sizes letters first, then numbers, then text, and hides sizes without a variant', () => {
    const buttons = sizeButtons(variants, choices, { COLOR: 'Maroon' }, false);
    expect(buttons.map((button) => button.size)).toEqual(['S', 'M', 'XL', '40']);
  });

  it('marks sizes at stock 0 as no-stock', () => {
    const buttons = sizeButtons(variants, choices, { COLOR: 'Maroon' }, false);
    expect(buttons.find((button) => button.size === 'M')).toEqual({ size: 'M', noStock: true });
    expect(buttons.find((button) => button.size === 'S')).toEqual({ size: 'S', noStock: false });
  });

  it('does not mark stock 0 when negative stock is allowed', () => {
    const buttons = sizeButtons(variants, choices, { COLOR: 'Maroon' }, true);
    expect(buttons.every((button) => !button.noStock)).toBe(true);
  });

  it('follows the selected colour', () => {
    expect(sizeButtons(variants, choices, { COLOR: 'Navy' }, false).map((button) => button.size)).toEqual(['S']);
  });

  it('is empty for products without sizes', () => {
    expect(sizeButtons([{ variant: 'Red', stock: 1 }], [{ title: 'COLOR', options: ['Red'] }], { COLOR: 'Red' }, false)).toEqual([]);
  });
});

describe('isPurchasable', () => {
  it('refuses stock 0 unless negative stock is allowed', () => {
    expect(isPurchasable(0, false)).toBe(false);
    expect(isPurchasable(0, true)).toBe(true);
    expect(isPurchasable(3, false)).toBe(true);
  });
});

describe('missingChoiceMessage', () => {
  it('asks for colour and size when the colour is missing', () => {
    expect(missingChoiceMessage(choices, { Size: 'S' })).toBe('Please select Color & Size');
    expect(missingChoiceMessage(choices, {})).toBe('Please select Color & Size');
  });

  it('asks for the size when the colour is chosen', () => {
    expect(missingChoiceMessage(choices, { COLOR: 'Navy' })).toBe('Please select Size');
  });

  it('is satisfied by a complete selection or a product without choices', () => {
    expect(missingChoiceMessage(choices, { COLOR: 'Navy', Size: 'S' })).toBeNull();
    expect(missingChoiceMessage([], {})).toBeNull();
  });
});

describe('chooseOption', () => {
  it('sets the chosen option', () => {
    expect(chooseOption(variants, choices, { COLOR: 'Maroon', Size: 'XL' }, 'Size', 'S', false)).toEqual({ COLOR: 'Maroon', Size: 'S' });
  });

  it('keeps a chosen size that is sold out in the same colour', () => {
    expect(chooseOption(variants, choices, { COLOR: 'Maroon', Size: 'S' }, 'Size', 'M', false)).toEqual({ COLOR: 'Maroon', Size: 'M' });
  });

  it('keeps the size when the new colour has it in stock', () => {
    expect(chooseOption(variants, choices, { COLOR: 'Maroon', Size: 'S' }, 'COLOR', 'Navy', false)).toEqual({ COLOR: 'Navy', Size: 'S' });
  });

  it('drops the size when the new colour has no variant in it', () => {
    expect(chooseOption(variants, choices, { COLOR: 'Maroon', Size: 'XL' }, 'COLOR', 'Navy', false)).toEqual({ COLOR: 'Navy' });
  });

  describe('switching to a colour whose variant in the chosen size is at stock 0', () => {
    const soldOutInNavy = [
      { variant: 'Maroon-M', stock: 2 },
      { variant: 'Navy-M', stock: 0 },
    ];

    it('drops the size', () => {
      expect(chooseOption(soldOutInNavy, choices, { COLOR: 'Maroon', Size: 'M' }, 'COLOR', 'Navy', false)).toEqual({ COLOR: 'Navy' });
    });

    it('keeps the size when the product may be sold at zero stock', () => {
      expect(chooseOption(soldOutInNavy, choices, { COLOR: 'Maroon', Size: 'M' }, 'COLOR', 'Navy', true)).toEqual({ COLOR: 'Navy', Size: 'M' });
    });
  });
});
