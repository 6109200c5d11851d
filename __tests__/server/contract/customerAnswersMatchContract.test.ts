import { dhakaPlaces } from '../account/customers';
import { createProduct } from '../cart/shopFixtures';
import { readThroughContract } from '../support/contract';
import { bearer } from '../support/fixtures';
import { setUpTestShop } from '../support/testApi';

// The customer's side of the embedded API, through its real endpoints, read through the storefront's
// contract: sessions, the profile, the address book, the wishlist, orders and the simulated gateway.

const shop = setUpTestShop();

const PASSWORD = 'Secret@123';

describe('the embedded API answers the customer as the contract says', () => {
  it('sessions and the profile', async () => {
    const guest = readThroughContract('guestSession', (await shop.api.post('/v2/auth/signin-guest-user')).body);
    const email = `contract.${Date.now()}@test.shop`;
    const signup = await shop.api.post('/v2/auth/signup', {
      name: 'Nusrat Jahan',
      email_or_phone: email,
      register_by: 'email',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      temp_guest_user_no: guest.temp_guest_user_no,
    });
    expect(readThroughContract('signIn', signup.body).user).toMatchObject({ type: 'customer', email });
    const login = readThroughContract('signIn', (await shop.api.post('/v2/auth/login', { email, password: PASSWORD })).body);
    const headers = bearer(login.access_token);
    expect(readThroughContract('signedInUser', (await shop.api.get('/v2/auth/user', headers)).body).user.email).toBe(email);
    const updated = await shop.api.post('/v2/profile/update', { name: 'Nusrat J.' }, headers);
    expect(readThroughContract('profileUpdate', updated.body).user?.name).toBe('Nusrat J.');
  });

  it('the address book, the wishlist, an order and its payment', async () => {
    const email = `orders.${Date.now()}@test.shop`;
    const signup = await shop.api.post('/v2/auth/signup', {
      name: 'Rahim Uddin',
      email_or_phone: email,
      register_by: 'email',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const headers = bearer(readThroughContract('signIn', signup.body).access_token);
    const places = await dhakaPlaces(shop.db);
    const fields = { name: 'Rahim Uddin', phone: '01712345678', address: 'House 27, Road 7A', state_id: places.stateId, city_id: places.cityId };

    const created = readThroughContract('addressChange', (await shop.api.post('/v2/user/shipping/create', fields, headers)).body);
    const [saved] = readThroughContract('addresses', (await shop.api.get('/v2/user/shipping/address', headers)).body).data;
    readThroughContract('addressChange', (await shop.api.post('/v2/user/shipping/update', { id: saved.id, ...fields }, headers)).body);
    const defaulted = readThroughContract('defaultAddress', (await shop.api.post('/v2/user/shipping/make_default', { id: saved.id }, headers)).body);
    expect(defaulted.user?.default_address?.id).toBe(saved.id);
    expect(created.user).toMatchObject({ id: defaulted.user?.id });

    const product = await createProduct(shop.db, { unitPrice: 125050, variants: [{ stock: 5 }] });
    const listed = readThroughContract('mutation', (await shop.api.post('/v2/wishlists?platform=web', { product_id: product.id }, headers)).body);
    expect(listed.result).toBe(true);
    const [entry] = readThroughContract('wishlist', (await shop.api.get('/v2/wishlists', headers)).body).data;
    expect(entry.product).toMatchObject({ id: product.id, main_price: 1250.5 });

    await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity: 2 }, headers);
    const placed = readThroughContract(
      'placeOrder',
      (await shop.api.post('/v2/order/store', { shipping_type: 'home_delivery', address_id: saved.id, payment_type: 'bkash' }, headers)).body,
    );
    const history = readThroughContract('orderHistory', (await shop.api.get('/v2/purchase-history', headers)).body);
    expect(history.data.map((order) => order.id)).toEqual([placed.data.order_id]);
    const [detail] = readThroughContract('orderDetails', (await shop.api.get(`/v2/purchase-history-details/${placed.data.order_id}`, headers)).body).data;
    expect(detail).toMatchObject({ item_count: 2, sub_total: 2501, payment_status: 'unpaid' });
    const items = readThroughContract('orderItems', (await shop.api.get(`/v2/purchase-history-items/${placed.data.order_id}`, headers)).body).data;
    expect(items.map((item) => [item.quantity, item.line_total])).toEqual([[2, 2501]]);

    const reference = (detail.payment_url ?? '').split('/').pop() ?? '';
    const charge = readThroughContract('simulatedCharge', (await shop.api.get(`/v2/payment/simulated/${reference}`)).body).data;
    expect(charge).toMatchObject({ method: 'bkash', status: 'pending' });
    const declined = readThroughContract('chargeSettled', (await shop.api.post(`/v2/payment/simulated/${reference}/complete`, { outcome: 'declined' })).body);
    expect(declined.status).toBe('failed');

    await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity: 1 }, headers);
    const cashOnDelivery = { shipping_type: 'home_delivery', address_id: saved.id, payment_type: 'cash_on_delivery' };
    const second = readThroughContract('placeOrder', (await shop.api.post('/v2/order/store', cashOnDelivery, headers)).body);
    const cancelled = readThroughContract('mutation', (await shop.api.post(`/v2/order/cancel/${second.data.order_id}`, undefined, headers)).body);
    expect(cancelled.result).toBe(true);
    readThroughContract('addressChange', (await shop.api.request('DELETE', `/v2/user/shipping/delete/${saved.id}`, undefined, headers)).body);
  });
});
