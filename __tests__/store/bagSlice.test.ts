import type { ServerCartGroup } from '@/contract/cart';
import { accountDeleted, signedOut } from '@/store/authSlice';
import {
  bagSlice,
  cleared,
  initialBagState,
  itemAdded,
  itemDecremented,
  lineRemoved,
  rebuiltFromServer,
  selectBagLine,
  selectBagLineCount,
  selectBagPieceCount,
  selectIsBagEmpty,
  type BagState,
} from '@/store/bagSlice';
import { newLine, RED_SAREE, WHITE_PANJABI } from './support/fakeShop';

const reduce = bagSlice.reducer;

const SERVER_BAG: ServerCartGroup[] = [
  {
    name: 'Inhouse',
    owner_id: 1,
    cart_items: [
      {
        id: 501,
        original_price: 1800,
        owner_id: 1,
        user_id: 9,
        product_id: 12,
        product_name: 'Cotton Panjabi',
        sku: 'PNJ-1',
        barcode: 'PNJ-WHT-M',
        product_thumbnail_image: null,
        variation: 'White-M',
        price: 1500,
        currency_symbol: '৳',
        tax: 0,
        shipping_cost: 0,
        quantity: 2,
        discount: 300,
        lower_limit: 1,
        upper_limit: 3,
        stock: 3,
        circular_discount: 0,
        flash_discount: 0,
        loyalty_discount: 0,
        slug: 'cotton-panjabi',
        digital: 0,
      },
    ],
  },
];

function bagOf(...actions: Parameters<typeof reduce>[1][]): BagState {
  return actions.reduce(reduce, initialBagState);
}

const panjabi = newLine(WHITE_PANJABI);
const saree = newLine(RED_SAREE);

describe('cart transitions', () => {
  it('bag/itemAdded adds a line, then raises it by one piece', () => {
    const state = bagOf(itemAdded({ line: panjabi }), itemAdded({ line: panjabi }));
    expect(state.lines.map((line) => [line.barcode, line.quantity])).toEqual([['PNJ-WHT-M', 2]]);
  });

  it('bag/itemAdded with a quantity sets the line to it', () => {
    const state = bagOf(itemAdded({ line: panjabi }), itemAdded({ line: panjabi, quantity: 3 }));
    expect(state.lines[0].quantity).toBe(3);
  });

  it('bag/itemDecremented takes a piece off and removes a line at 1', () => {
    const state = bagOf(itemAdded({ line: panjabi, quantity: 2 }), itemAdded({ line: saree }), itemDecremented({ barcode: 'PNJ-WHT-M' }), itemDecremented({ barcode: 'SAR-RED' }));
    expect(state.lines.map((line) => [line.barcode, line.quantity])).toEqual([['PNJ-WHT-M', 1]]);
  });

  it('bag/lineRemoved removes the whole line', () => {
    const state = bagOf(itemAdded({ line: panjabi, quantity: 2 }), lineRemoved({ barcode: 'PNJ-WHT-M' }));
    expect(state.lines).toEqual([]);
  });

  it('bag/cleared empties the bag', () => {
    expect(bagOf(itemAdded({ line: panjabi }), itemAdded({ line: saree }), cleared())).toEqual(initialBagState);
  });

  it('bag/rebuiltFromServer replaces the lines with the first group’s items', () => {
    const state = bagOf(itemAdded({ line: saree }), rebuiltFromServer(SERVER_BAG));
    expect(state.lines).toEqual([expect.objectContaining({ id: 501, barcode: 'PNJ-WHT-M', quantity: 2, main_price_discount: 1350 })]);
  });

  it('bag/rebuiltFromServer keeps the lines when the server answers the same bag, so that nothing renders again', () => {
    const rebuilt = bagOf(rebuiltFromServer(SERVER_BAG));
    expect(reduce(rebuilt, rebuiltFromServer(structuredClone(SERVER_BAG)))).toBe(rebuilt);
  });

  it('auth/signedOut and auth/accountDeleted empty the bag', () => {
    const full = bagOf(itemAdded({ line: panjabi }));
    expect(reduce(full, signedOut())).toEqual(initialBagState);
    expect(reduce(full, accountDeleted())).toEqual(initialBagState);
  });
});

describe('cart selectors', () => {
  const state = { bag: bagOf(itemAdded({ line: panjabi, quantity: 2 }), itemAdded({ line: saree })) };

  it('count lines for the bag button and pieces for the panel title', () => {
    expect(selectBagLineCount(state)).toBe(2);
    expect(selectBagPieceCount(state)).toBe(3);
    expect(selectIsBagEmpty(state)).toBe(false);
    expect(selectIsBagEmpty({ bag: initialBagState })).toBe(true);
  });

  it('find the line of a variant', () => {
    expect(selectBagLine(state, 'SAR-RED')?.quantity).toBe(1);
    expect(selectBagLine(state, 'PNJ-BLK-M')).toBeUndefined();
  });

});
