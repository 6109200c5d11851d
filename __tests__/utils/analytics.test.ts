import { addToCartEvent, pushToDataLayer, removeFromCartEvent, viewCartEvent } from '@/utils/analytics';
import { addLine } from '@/utils/bag';

const panjabi = {
  product_id: 12,
  name: 'Cotton Panjabi',
  slug: 'cotton-panjabi',
  thumbnail_image: null,
  variant: 'White-M',
  barcode: 'PNJ-WHT-M',
  sku: 'PNJ-1',
  color: 'White',
  size: 'M',
  stock: 5,
  main_price: 1500,
  stroked_price: 1500,
  main_price_discount: 1349.5,
};

afterEach(() => {
  delete window.dataLayer;
});

describe('view_cart', () => {
  it('carries the total in BDT and each line’s name, product id, quantity and discounted price', () => {
    const lines = addLine([], panjabi, 2);
    expect(viewCartEvent(lines, 2699)).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'BDT',
        value: 2699,
        items: [{ item_id: 12, item_name: 'Cotton Panjabi', item_variant: 'White-M', price: 1349.5, quantity: 2 }],
      },
    });
  });
});

describe('add_to_cart and remove_from_cart', () => {
  const shopper = { email: 'Customer@Demo.Shop', phone: '01711000001', name: 'Rahim Uddin' };

  it('carry the event id, the value of the pieces in BDT and the hashed shopper', async () => {
    await expect(addToCartEvent({ eventId: '1718000000000123', line: panjabi, quantity: 2, shopper })).resolves.toEqual({
      event: 'add_to_cart',
      event_id: '1718000000000123',
      ecommerce: {
        currency: 'BDT',
        value: 2699,
        items: [{ item_id: 12, item_name: 'Cotton Panjabi', item_variant: 'White-M', price: 1349.5, quantity: 2 }],
      },
      user_data: {
        email: 'c5d21147cbc9b06c6bf8d7c7c90964e6432d6e93f10eb72ee40c72e381325f7d',
        phone: '35b15f23ab6fc6a967e1260813b0c5ae363f91994312eee98823e38e0eabba5d',
        name: '0fa81dca578042247f48060719a5ec3367a354e98dae5ef922f1e1acc6356016',
      },
    });
  });

  it('never carry the email, phone or name in clear', async () => {
    const payload = JSON.stringify(await removeFromCartEvent({ eventId: '1', line: panjabi, quantity: 1, shopper }));
    expect(payload).not.toMatch(/demo\.shop|01711000001|Rahim/i);
    expect(JSON.parse(payload).event).toBe('remove_from_cart');
  });

  it('have empty user data for a guest', async () => {
    expect((await addToCartEvent({ eventId: '1', line: panjabi, quantity: 1, shopper: null })).user_data).toEqual({});
  });
});

describe('pushToDataLayer', () => {
  it('creates the data layer when the tag manager has not', () => {
    pushToDataLayer({ event: 'page_view', page_path: '/' });
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/' }]);
  });

  it('appends to the existing data layer, clearing the previous ecommerce object first', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    const event = viewCartEvent([], 0);
    pushToDataLayer(event);
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { ecommerce: null }, event]);
  });
});
