import type { ServerCartItem } from '@/contract/cart';
import {
  addLine,
  bagAmounts,
  EMPTY_BAG_AMOUNTS,
  lineFromServerItem,
  lineFromVariant,
  linesFromServer,
  pieceCount,
  removeFromBag,
  sameLines,
  unitDiscountedPrice,
  type BagLine,
  type NewBagLine,
} from '@/utils/bag';
import { formatTaka } from '@/utils/money';

const panjabi: NewBagLine = {
  product_id: 12,
  name: 'Cotton Panjabi',
  slug: 'cotton-panjabi',
  thumbnail_image: '/media/panjabi.svg',
  variant: 'White-M',
  barcode: 'PNJ-WHT-M',
  sku: 'PNJ-1',
  color: 'White',
  size: 'M',
  stock: 5,
  main_price: 1500,
  stroked_price: 1800,
  main_price_discount: 1350,
};

const saree: NewBagLine = { ...panjabi, product_id: 30, name: 'Jamdani Saree', variant: 'Red', barcode: 'SAR-RED', main_price: 4200, stroked_price: 4200, main_price_discount: 4200 };

function serverItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  return {
    id: 501,
    original_price: 1800,
    owner_id: 1,
    user_id: 9,
    product_id: 12,
    product_name: 'Cotton Panjabi',
    sku: 'PNJ-1',
    barcode: 'PNJ-WHT-M',
    product_thumbnail_image: '/media/panjabi.svg',
    variation: 'White-M',
    price: 1500,
    currency_symbol: '৳',
    tax: 0,
    shipping_cost: 0,
    quantity: 2,
    discount: 300,
    lower_limit: 1,
    upper_limit: 10,
    stock: 5,
    circular_discount: 0,
    flash_discount: 0,
    loyalty_discount: 0,
    slug: 'cotton-panjabi',
    digital: 0,
    color: 'White',
    size: 'M',
    is_negative: 0,
    ...overrides,
  };
}

describe('adding to the bag', () => {
  it('makes a new barcode a line of one piece, with no tax or shipping unless given', () => {
    const [line] = addLine([], panjabi);
    expect(line).toMatchObject({ barcode: 'PNJ-WHT-M', quantity: 1, discount: 150, tax: 0, shipping_cost: 0, id: 0 });
  });

  it('makes a new barcode a line of the quantity given', () => {
    expect(addLine([], panjabi, 3)[0]).toMatchObject({ quantity: 3, discount: 450 });
  });

  it('raises an existing line by one piece, its discount following', () => {
    const lines = addLine(addLine([], panjabi), panjabi);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, discount: 300 });
  });

  it('sets an existing line to the quantity given', () => {
    const lines = addLine(addLine([], panjabi, 4), panjabi, 2);
    expect(lines[0].quantity).toBe(2);
  });

  it('matches lines by barcode, not by product', () => {
    const otherSize = { ...panjabi, variant: 'White-L', barcode: 'PNJ-WHT-L' };
    expect(addLine(addLine([], panjabi), otherSize).map((line) => line.barcode)).toEqual(['PNJ-WHT-M', 'PNJ-WHT-L']);
  });

  it('scales a line’s tax with its quantity', () => {
    const [line] = addLine([], { ...panjabi, tax: 75 }, 2);
    expect(line.tax).toBe(150);
    expect(addLine([line], panjabi)[0].tax).toBe(225);
  });

  it('removes a line set to a quantity below 1', () => {
    expect(addLine(addLine([], panjabi), panjabi, 0)).toEqual([]);
  });

  it('leaves the lines it was given untouched', () => {
    const lines = addLine([], panjabi);
    addLine(lines, panjabi);
    expect(lines[0].quantity).toBe(1);
  });
});

describe('removing from the bag', () => {
  const bag = addLine(addLine([], panjabi, 2), saree);

  it('takes one piece off a line', () => {
    expect(removeFromBag(bag, 'PNJ-WHT-M')[0]).toMatchObject({ quantity: 1, discount: 150 });
  });

  it('removes a line that is at 1', () => {
    expect(removeFromBag(bag, 'SAR-RED').map((line) => line.barcode)).toEqual(['PNJ-WHT-M']);
  });

  it('removes the whole line with the removeFromBag flag', () => {
    expect(removeFromBag(bag, 'PNJ-WHT-M', true).map((line) => line.barcode)).toEqual(['SAR-RED']);
  });

  it('ignores a barcode that is not in the bag', () => {
    expect(removeFromBag(bag, 'NOPE')).toEqual(bag);
  });
});

describe('rebuilding from the server', () => {
  it('takes the items of the first group only', () => {
    const groups = [
      { name: 'Inhouse', owner_id: 1, cart_items: [serverItem()] },
      { name: 'Other seller', owner_id: 2, cart_items: [serverItem({ id: 777, barcode: 'ELSEWHERE' })] },
    ];
    expect(linesFromServer(groups).map((line) => line.barcode)).toEqual(['PNJ-WHT-M']);
  });

  it('is an empty bag when the server has no group', () => {
    expect(linesFromServer([])).toEqual([]);
  });

  it('adds up the product, promotion, flash and loyalty discounts of a line', () => {
    const item = serverItem({ discount: 300, circular_discount: 100, flash_discount: 50.5, loyalty_discount: 20 });
    expect(lineFromServerItem(item).discount).toBe(470.5);
  });

  it('takes price as one piece’s, as the family’s cart list sends it: two pieces keep the unit price', () => {
    const item = serverItem({ price: 1500, quantity: 2, discount: 300, circular_discount: 100 });
    expect(unitDiscountedPrice(item)).toBe(1300);
    expect(lineFromServerItem(item)).toMatchObject({ main_price: 1500, main_price_discount: 1300, quantity: 2 });
  });

  it('rounds a unit price to 2 decimals', () => {
    expect(unitDiscountedPrice(serverItem({ price: 100, quantity: 3, discount: 10 }))).toBe(96.67);
  });

  it('tells a bag the server answers unchanged from one that changed', () => {
    const bag = [lineFromServerItem(serverItem()), lineFromServerItem(serverItem({ id: 502, barcode: 'PNJ-WHT-L' }))];
    const answered = bag.map((line) => ({ ...line }));
    expect(sameLines(bag, answered)).toBe(true);
    expect(sameLines(bag, [answered[1], answered[0]])).toBe(false);
    expect(sameLines(bag, answered.slice(1))).toBe(false);
    expect(sameLines(bag, [answered[0], { ...answered[1], quantity: 3 }])).toBe(false);
    expect(sameLines(bag, [answered[0], { ...answered[1], stock: 0 }])).toBe(false);
    // A line stored before the server knew it has id 0: the server's id is news.
    expect(sameLines([{ ...bag[0], id: 0 }], [bag[0]])).toBe(false);
  });

  it('maps the server’s names to the line’s', () => {
    expect(lineFromServerItem(serverItem())).toEqual<BagLine>({
      id: 501,
      product_id: 12,
      name: 'Cotton Panjabi',
      slug: 'cotton-panjabi',
      thumbnail_image: '/media/panjabi.svg',
      variant: 'White-M',
      barcode: 'PNJ-WHT-M',
      sku: 'PNJ-1',
      color: 'White',
      size: 'M',
      quantity: 2,
      stock: 5,
      main_price: 1500,
      stroked_price: 1800,
      main_price_discount: 1350,
      discount: 300,
      tax: 0,
      shipping_cost: 0,
    });
  });
});

describe('totals', () => {
  it('are all 0 for an empty bag, shown as 0.00', () => {
    expect(bagAmounts([])).toEqual(EMPTY_BAG_AMOUNTS);
    expect(formatTaka(bagAmounts([]).total)).toBe('৳0.00');
  });

  const twoLines = linesFromServer([
    {
      name: 'Inhouse',
      owner_id: 1,
      cart_items: [serverItem({ tax: 45, shipping_cost: 60 }), serverItem({ id: 502, barcode: 'SAR-RED', price: 4200, quantity: 1, discount: 0 })],
    },
  ]);

  it('add up what the pieces sell for, with tax and shipping, as the server’s summary does', () => {
    expect(bagAmounts(twoLines)).toEqual({ subTotal: 6900, discount: 0, tax: 45, shipping: 60, total: 7005 });
  });

  it('take the coupon’s discount off the total', () => {
    expect(bagAmounts(twoLines, 500)).toEqual({ subTotal: 6900, discount: 500, tax: 45, shipping: 60, total: 6505 });
  });

  it('never take off more than the subtotal', () => {
    expect(bagAmounts(addLine([], panjabi), 5000)).toMatchObject({ subTotal: 1350, discount: 1350, total: 0 });
  });

  it('keep 2 decimals without floating-point drift', () => {
    const cheap = { ...panjabi, main_price: 0.1, main_price_discount: 0.1 };
    const lines = addLine(addLine([], cheap), { ...cheap, barcode: 'OTHER', main_price: 0.2, main_price_discount: 0.2 });
    expect(bagAmounts(lines).total).toBe(0.3);
  });

  it('count the pieces of every line', () => {
    expect(pieceCount(addLine(addLine([], panjabi, 2), saree))).toBe(3);
  });
});

describe('the line for a chosen variant', () => {
  it('takes the variant’s prices, barcode and image, falling back to the product’s thumbnail', () => {
    const product = { id: 12, name: 'Cotton Panjabi', slug: 'cotton-panjabi', thumbnail_image: '/media/panjabi.svg' };
    const variant = {
      variant: 'White-M',
      barcode: 'PNJ-WHT-M',
      sku: 'PNJ-1',
      stock: 5,
      base_price: 1500,
      base_discounted_price: 1350,
      stroked_price: 1800,
      color: 'White',
      size: 'M',
      image: null,
    };
    expect(lineFromVariant(product, variant)).toEqual(panjabi);
    expect(lineFromVariant(product, { ...variant, image: '/white.svg' }).thumbnail_image).toBe('/white.svg');
  });
});
