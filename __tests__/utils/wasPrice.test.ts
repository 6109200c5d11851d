import { linePrice, listItemPrice, orderItemPrice, productPagePrice, shownPrice } from '@/utils/wasPrice';

// The poplin shirt: 2,990 taka before its 250 taka discount, 3,640 recorded as its regular price.
const poplin = { main_price: 2740, stroked_price: 3640 };
const poplinVariant = { base_price: 2990, base_discounted_price: 2740, stroked_price: 3640 };

describe('the "was" price', () => {
  it('is the regular price, while the shopper pays less', () => {
    expect(shownPrice(3640, 2740)).toEqual({ current: 2740, was: 3640 });
    expect(shownPrice(2740, 2740)).toEqual({ current: 2740, was: null });
  });

  it('is the same on a card, on the product page and on a bag line', () => {
    expect(listItemPrice(poplin)).toEqual({ current: 2740, was: 3640 });
    expect(productPagePrice(poplin, poplinVariant)).toEqual({ current: 2740, was: 3640 });
    expect(productPagePrice(poplin, null)).toEqual({ current: 2740, was: 3640 });
    // The bag knows the price before the discount (2,990) too, and never strikes it through.
    const line = { main_price: 2990, stroked_price: 3640, main_price_discount: 2740, quantity: 2 };
    expect(linePrice(line)).toEqual({ unit: { current: 2740, was: 3640 }, total: { current: 5480, was: 7280 } });
  });

  it('multiplies a line in whole poisha', () => {
    const line = { main_price: 333.33, stroked_price: 333.33, main_price_discount: 333.33, quantity: 3 };
    expect(linePrice(line).total).toEqual({ current: 999.99, was: null });
  });

  it('falls back to the price before discount for a line kept without a regular price', () => {
    const kept = { main_price: 2990, main_price_discount: 2740, quantity: 1 } as Parameters<typeof linePrice>[0];
    expect(linePrice(kept).unit).toEqual({ current: 2740, was: 2990 });
  });
});

describe('the "was" price of an order item', () => {
  it('is the regular price the item was sold against', () => {
    expect(orderItemPrice({ unit_price: 2990, stroked_price: 3640, unit_discount: 250 })).toEqual({ current: 2740, was: 3640 });
    expect(orderItemPrice({ unit_price: 1250.5, stroked_price: 1250.5, unit_discount: 0.1 })).toEqual({ current: 1250.4, was: 1250.5 });
    expect(orderItemPrice({ unit_price: 4200, stroked_price: 4200, unit_discount: 0 })).toEqual({ current: 4200, was: null });
  });
});
