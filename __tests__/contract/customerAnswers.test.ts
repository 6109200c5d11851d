import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAddress, listAddresses, makeDefaultAddress, updateAddress, updateProfile } from '@/services/account';
import { getSignedInUser, login, signInGuestUser } from '@/services/auth';
import { cancelOrder, getOrder, listOrderItems, listOrders } from '@/services/orders';
import { getSimulatedCharge, settleSimulatedCharge } from '@/services/payments';
import { listWishlist } from '@/services/wishlist';
import { listedProduct } from '../components/common/support/fixtures';
import { CUSTOMER, DHANMONDI_ADDRESS } from '../store/support/fakeShop';

// The customer's answers (sessions, profile, address book, wishlist, orders, payments) as backends of
// the family send them and as the embedded API does, read through the contract by the services; and
// answers that break it, reported with the endpoint and the field.

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answering(method: 'get' | 'post', path: string, body: unknown, status = 200): void {
  server.use(mswHttp[method](`${API}${path}`, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

const SIGNED_IN = { result: true, message: 'Successfully logged in', access_token: 'token-1', token_type: 'Bearer', expires_at: '2027-01-01 00:00:00' };

describe('sessions', () => {
  it('reads a guest session the family sends without the token’s type and expiry', async () => {
    answering('post', '/v2/auth/signin-guest-user', { result: true, temp_guest_user_no: 'G-17', access_token: 'guest-token', guest_user_id: 17 });
    await expect(signInGuestUser()).resolves.toEqual({
      result: true,
      message: '',
      temp_guest_user_no: 'G-17',
      access_token: 'guest-token',
      guest_user_id: 17,
    });
  });

  it('reads a sign-in with its message list as one text, leaving out fields it does not know', async () => {
    answering('post', '/v2/auth/login', { ...SIGNED_IN, message: ['Welcome back', 'Rahim'], user: { ...CUSTOMER, avatar: null } });
    await expect(login({ email: 'customer@demo.shop', password: 'Secret@123' })).resolves.toEqual({
      ...SIGNED_IN,
      message: 'Welcome back Rahim',
      user: CUSTOMER,
    });
  });

  it('reports a sign-in without a token with the endpoint and the field', async () => {
    const { access_token: _missing, ...withoutToken } = SIGNED_IN;
    answering('post', '/v2/auth/login', { ...withoutToken, user: CUSTOMER });
    await expect(login({ email: 'customer@demo.shop', password: 'Secret@123' })).rejects.toMatchObject({
      name: 'ContractError',
      message: 'POST /v2/auth/login answered access_token = undefined, which is not a string',
    });
  });

  it('reads the signed-in user under `user` (embedded API) or `data` (the family)', async () => {
    answering('get', '/v2/auth/user', { result: true, user: CUSTOMER });
    await expect(getSignedInUser()).resolves.toEqual(CUSTOMER);
    answering('get', '/v2/auth/user', { success: true, status: 200, data: CUSTOMER });
    await expect(getSignedInUser()).resolves.toEqual(CUSTOMER);
  });

  it('reports a user of a kind the storefront does not know', async () => {
    answering('get', '/v2/auth/user', { result: true, user: { ...CUSTOMER, type: 'seller' } });
    await expect(getSignedInUser()).rejects.toMatchObject({
      message: 'GET /v2/auth/user answered user.type = "seller", which is not one of "customer", "guest"',
    });
  });
});

describe('the profile and the address book', () => {
  it('reads the saved profile under `data` as the family sends it', async () => {
    answering('post', '/v2/profile/update', { result: true, message: ['Profile information updated'], data: { ...CUSTOMER, name: 'Rahim U.' } });
    await expect(updateProfile({ name: 'Rahim U.' })).resolves.toEqual({
      result: true,
      message: 'Profile information updated',
      user: { ...CUSTOMER, name: 'Rahim U.' },
    });
  });

  it('reads the fresh user after a new default address, under `user` or `data`', async () => {
    const withDefault = { ...CUSTOMER, default_address: { ...DHANMONDI_ADDRESS, set_default: 1 as const } };
    answering('post', '/v2/user/shipping/make_default', { result: true, message: 'Default shipping information has been updated', data: withDefault });
    await expect(makeDefaultAddress(7)).resolves.toMatchObject({ user: withDefault });
    answering('post', '/v2/user/shipping/make_default', { result: true, message: 'Default shipping information has been updated', user: withDefault });
    await expect(makeDefaultAddress(7)).resolves.toMatchObject({ user: withDefault });
  });

  it('reports an address without a phone with the endpoint and the field', async () => {
    const { phone: _missing, ...withoutPhone } = DHANMONDI_ADDRESS;
    answering('get', '/v2/user/shipping/address', { success: true, status: 200, data: [DHANMONDI_ADDRESS, withoutPhone] });
    await expect(listAddresses()).rejects.toMatchObject({
      message: 'GET /v2/user/shipping/address answered data[1].phone = undefined, which is not a string',
    });
  });

  // An address book item as stock backends of the family send it: no recipient and no thana, with the
  // owner's id and map fields the storefront does not read.
  const STOCK_ADDRESS = {
    id: 11,
    user_id: 9,
    address: 'Flat 4B, House 27, Road 7A',
    country_id: 1,
    state_id: 3,
    city_id: 4,
    country_name: 'Bangladesh',
    state_name: 'Dhaka',
    city_name: 'Dhaka',
    postal_code: '1209',
    phone: '01711000002',
    set_default: 0,
    location_available: false,
    lat: 90.99,
    lang: 180.99,
  };
  const STOCK_ADDRESS_READ = {
    id: 11,
    name: 'Rahim Uddin',
    email: 'customer@demo.shop',
    phone: '01711000002',
    address: 'Flat 4B, House 27, Road 7A',
    country_id: 1,
    country_name: 'Bangladesh',
    state_id: 3,
    state_name: 'Dhaka',
    city_id: 4,
    city_name: 'Dhaka',
    area_id: null,
    area_name: null,
    postal_code: '1209',
    set_default: 0,
  };

  it('reads the stock family’s addresses as the customer’s own, without a thana, reading the customer once', async () => {
    let customerReads = 0;
    server.use(
      mswHttp.get(`${API}/v2/auth/user`, () => {
        customerReads += 1;
        return HttpResponse.json({ success: true, status: 200, data: CUSTOMER });
      }),
    );
    answering('get', '/v2/user/shipping/address', { success: true, status: 200, data: [{ ...STOCK_ADDRESS, set_default: 1 }, { ...STOCK_ADDRESS, id: 12 }] });
    await expect(listAddresses()).resolves.toEqual([
      { ...STOCK_ADDRESS_READ, set_default: 1 },
      { ...STOCK_ADDRESS_READ, id: 12 },
    ]);
    expect(customerReads).toBe(1);
  });

  it('fills only the recipient fields an address leaves out; the phone names a customer without a name', async () => {
    answering('get', '/v2/auth/user', { result: true, user: { ...CUSTOMER, name: null } });
    answering('get', '/v2/user/shipping/address', {
      success: true,
      status: 200,
      data: [
        { ...STOCK_ADDRESS, name: 'Nusrat Jahan' },
        { ...STOCK_ADDRESS, id: 12, email: null, area_id: 31, area_name: 'Dhanmondi' },
      ],
    });
    await expect(listAddresses()).resolves.toEqual([
      { ...STOCK_ADDRESS_READ, name: 'Nusrat Jahan' },
      { ...STOCK_ADDRESS_READ, id: 12, name: '01711000002', email: null, area_id: 31, area_name: 'Dhanmondi' },
    ]);
  });

  it('reads no customer for addresses that name their recipient', async () => {
    answering('get', '/v2/user/shipping/address', { success: true, status: 200, data: [DHANMONDI_ADDRESS] });
    await expect(listAddresses()).resolves.toEqual([DHANMONDI_ADDRESS]);
  });

  const NEW_ADDRESS = { name: 'Nusrat Jahan', phone: '01712345678', address: 'House 27, Road 7A', state_id: 3, city_id: 12 };
  const WITH_DEFAULT = { ...CUSTOMER, default_address: { ...DHANMONDI_ADDRESS, set_default: 1 as const } };

  it('reads a change the stock family answers without the user, reading the user afresh', async () => {
    answering('get', '/v2/auth/user', { success: true, status: 200, data: WITH_DEFAULT });
    answering('post', '/v2/profile/update', { result: true, message: 'Profile information updated' });
    await expect(updateProfile({ name: 'Rahim' })).resolves.toEqual({ result: true, message: 'Profile information updated', user: WITH_DEFAULT });
    answering('post', '/v2/user/shipping/create', { result: true, message: 'Shipping information has been added successfully' });
    await expect(createAddress(NEW_ADDRESS)).resolves.toEqual({
      result: true,
      message: 'Shipping information has been added successfully',
      user: WITH_DEFAULT,
    });
    answering('post', '/v2/user/shipping/make_default', { result: true, message: 'Default shipping information has been updated' });
    await expect(makeDefaultAddress(7)).resolves.toEqual({ result: true, message: 'Default shipping information has been updated', user: WITH_DEFAULT });
  });

  it('names the endpoint and the field of a user read afresh that breaks the contract', async () => {
    answering('post', '/v2/profile/update', { result: true, message: 'Profile information updated' });
    answering('get', '/v2/auth/user', { result: true, user: { ...CUSTOMER, id: 'seven' } });
    await expect(updateProfile({ name: 'Rahim' })).rejects.toMatchObject({
      name: 'ContractError',
      message: 'GET /v2/auth/user answered user.id = "seven", which is not a number',
    });
  });

  it('shows the value the family sent under `data` for a user that breaks the contract', async () => {
    answering('post', '/v2/profile/update', { result: true, message: 'Profile information updated' });
    answering('get', '/v2/auth/user', { result: true, data: { ...CUSTOMER, id: 'seven' } });
    await expect(updateProfile({ name: 'Rahim' })).rejects.toMatchObject({
      name: 'ContractError',
      field: 'user.id',
      value: 'seven',
      message: 'GET /v2/auth/user answered user.id = "seven", which is not a number',
    });
  });

  it('names the endpoint and the field of a user an address change carries that breaks the contract', async () => {
    const brokenDefault = { ...CUSTOMER, default_address: { ...DHANMONDI_ADDRESS, set_default: 2 } };
    answering('post', '/v2/user/shipping/update', { result: true, message: 'Shipping information has been updated successfully', user: brokenDefault });
    await expect(updateAddress(7, NEW_ADDRESS)).rejects.toMatchObject({
      name: 'ContractError',
      endpoint: 'POST /v2/user/shipping/update',
      field: 'user.default_address.set_default',
      value: 2,
    });
  });
});

describe('the wishlist', () => {
  it('reads the family’s formatted prices as taka', async () => {
    const wire = { ...listedProduct(), base_price: '৳1,500.00', base_discounted_price: '1,350.00', main_price: '৳1,350.00', stroked_price: '1500' };
    answering('get', '/v2/wishlists', { success: true, status: 200, data: [{ id: 3, product: wire }] });
    await expect(listWishlist()).resolves.toEqual([{ id: 3, product: listedProduct() }]);
  });

  it('reports a price that is no amount, never 0', async () => {
    answering('get', '/v2/wishlists', { success: true, status: 200, data: [{ id: 3, product: { ...listedProduct(), main_price: 'Price on request' } }] });
    await expect(listWishlist()).rejects.toMatchObject({
      message: 'GET /v2/wishlists answered data[0].product.main_price = "Price on request", which is not an amount of money',
    });
  });
});

const SUMMARY = {
  id: 41,
  code: '20261128-0041',
  date: '2026-11-28T10:00:00.000Z',
  payment_type: 'cash_on_delivery',
  payment_type_name: 'Cash on Delivery',
  payment_status: 'unpaid',
  delivery_status: 'placed',
  delivery_status_label: 'Order placed',
  item_count: 2,
  shipping_type: 'home_delivery',
  can_cancel: true,
};

const ADDRESS = {
  name: 'Nusrat Jahan',
  email: null,
  phone: '01712345678',
  address: 'House 27, Road 7A',
  country: 'Bangladesh',
  division: 'Dhaka',
  district: 'Dhaka',
  thana: 'Dhanmondi',
  postal_code: '1209',
};

const DETAIL = {
  shipping_address: ADDRESS,
  billing_address: null,
  pickup_point: null,
  delivery_method: 'regular',
  note: null,
  gift_wrap: false,
  coupon_code: null,
  payment_url: null,
  timeline: [{ status: 'placed', label: 'Order placed', note: null, date: '2026-11-28T10:00:00.000Z' }],
};

const PAGE = {
  meta: { current_page: 1, from: 1, last_page: 1, path: '/v2/purchase-history', per_page: 10, to: 1, total: 1 },
  links: { first: '/v2/purchase-history?page=1', last: '/v2/purchase-history?page=1', prev: null, next: null },
};

describe('orders', () => {
  it('reads a page of the purchase history with the family’s formatted totals as taka', async () => {
    answering('get', '/v2/purchase-history', { success: true, status: 200, data: [{ ...SUMMARY, grand_total: '৳2,560.00', amount_to_pay: '2,560.00' }], ...PAGE });
    await expect(listOrders()).resolves.toEqual({ success: true, status: 200, data: [{ ...SUMMARY, grand_total: 2560, amount_to_pay: 2560 }], ...PAGE });
  });

  it('reads an order’s details, amounts as taka whether numbers or formatted strings', async () => {
    const amounts = {
      grand_total: '৳2,560.00',
      amount_to_pay: 2560,
      regular_sub_total: '৳2,800.00',
      sub_total: '2,500.00',
      product_discount: '৳300.00',
      coupon_discount: 0,
      membership_discount: '0.00',
      gift_card_amount: 0,
      shipping_cost: '৳60.00',
      tax: 0,
    };
    answering('get', '/v2/purchase-history-details/41', { success: true, status: 200, data: [{ ...SUMMARY, ...DETAIL, ...amounts }] });
    await expect(getOrder(41)).resolves.toEqual({
      ...SUMMARY,
      ...DETAIL,
      grand_total: 2560,
      amount_to_pay: 2560,
      regular_sub_total: 2800,
      sub_total: 2500,
      product_discount: 300,
      coupon_discount: 0,
      membership_discount: 0,
      gift_card_amount: 0,
      shipping_cost: 60,
      tax: 0,
    });
  });

  it('reports details that hold no order', async () => {
    answering('get', '/v2/purchase-history-details/41', { success: true, status: 200, data: [] });
    await expect(getOrder(41)).rejects.toMatchObject({ name: 'ContractError', endpoint: 'GET /v2/purchase-history-details/41', field: 'data' });
  });

  it('reports an order of a status the storefront does not know', async () => {
    answering('get', '/v2/purchase-history', { success: true, status: 200, data: [{ ...SUMMARY, grand_total: 2560, amount_to_pay: 2560, delivery_status: 'on_the_way' }], ...PAGE });
    await expect(listOrders()).rejects.toMatchObject({
      message: 'GET /v2/purchase-history answered data[0].delivery_status = "on_the_way", which is not one of "placed", "confirmed", "shipped", "delivered", "cancelled"',
    });
  });

  it('reads an order’s items with formatted prices, and reports an item without a price', async () => {
    const item = {
      id: 90,
      product_id: 12,
      product_name: 'Cotton Panjabi',
      slug: 'cotton-panjabi',
      thumbnail_image: null,
      variation: 'White-M',
      barcode: 'PNJ-WHT-M',
      sku: 'PNJ-WHT-M',
      quantity: 2,
    };
    const prices = { unit_price: '৳1,400.00', stroked_price: '1,400.00', unit_discount: '৳150.00', line_total: '৳2,500.00' };
    answering('get', '/v2/purchase-history-items/41', { success: true, status: 200, data: [{ ...item, ...prices }] });
    await expect(listOrderItems(41)).resolves.toEqual([{ ...item, unit_price: 1400, stroked_price: 1400, unit_discount: 150, line_total: 2500 }]);

    answering('get', '/v2/purchase-history-items/41', { success: true, status: 200, data: [{ ...item, ...prices, unit_price: null }] });
    await expect(listOrderItems(41)).rejects.toMatchObject({
      message: 'GET /v2/purchase-history-items/41 answered data[0].unit_price = null, which is not an amount of money',
    });
  });

  it('reads a cancellation’s message list as one text', async () => {
    answering('post', '/v2/order/cancel/41', { result: true, message: ['Order cancelled', 'Your bag is as it was'] });
    await expect(cancelOrder(41)).resolves.toEqual({ result: true, message: 'Order cancelled Your bag is as it was' });
  });
});

describe('the simulated gateway', () => {
  const CHARGE = { reference: 'abc', method: 'bkash', method_name: 'bKash', description: 'Order 20261128-0041', status: 'pending', return_path: '/order-confirmation/41' };

  it('reads the charge’s amount as taka', async () => {
    answering('get', '/v2/payment/simulated/abc', { success: true, status: 200, data: { ...CHARGE, amount: '৳2,560.00' } });
    await expect(getSimulatedCharge('abc')).resolves.toEqual({ ...CHARGE, amount: 2560 });
  });

  it('reports a verdict the storefront does not know', async () => {
    answering('post', '/v2/payment/simulated/abc/complete', { result: true, message: 'Payment approved', status: 'approved', return_path: '/order-confirmation/41' });
    await expect(settleSimulatedCharge('abc', 'approved')).rejects.toMatchObject({
      message: 'POST /v2/payment/simulated/abc/complete answered status = "approved", which is not one of "pending", "paid", "failed"',
    });
  });
});
