import type { Shopper } from '../cart/shopFixtures';
import {
  bagState,
  createStockedProduct,
  findOrder,
  firstPickupPointId,
  homeDeliveryBody,
  pickupBody,
  shopperWithBag,
  setUpCheckoutShop,
  withEnvironment,
} from './checkoutFixtures';

// POST /v2/order/store: bad bodies answer 422 with Laravel-style field errors and change nothing.

const shop = setUpCheckoutShop();
let shopper: Shopper;

beforeEach(async () => {
  shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], new Date());
});

const place = (body: unknown, headers: Record<string, string> = {}) => shop.place(shopper, body, headers);

async function expectFieldErrors(body: unknown, errors: Record<string, string[]>, headers: Record<string, string> = {}) {
  const response = await place(body, headers);
  expect(response.status).toBe(422);
  expect(response.body).toMatchObject({ result: false, success: false });
  expect(response.body.errors).toEqual(errors);
  expect((await bagState(shop.db, shopper.userId)).lines).toHaveLength(1);
  return response;
}

async function saveAddress(owner: Shopper, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await shop.api.post(
    '/v2/user/shipping/create',
    {
      name: 'Saved Person',
      phone: '01912345678',
      email: 'saved@example.com',
      address: 'Road 9, House 3',
      state_id: shop.places.chattogram.stateId,
      city_id: shop.places.chattogram.districtId,
      area_id: shop.places.chattogram.thanaId,
      postal_code: '4000',
      ...overrides,
    },
    owner.headers,
  );
  expect(response.status).toBe(200);
  return response.body.data.id;
}

describe('POST /v2/order/store: field errors', () => {
  it('lists every missing field of a home delivery at once', async () => {
    const response = await expectFieldErrors(
      {},
      {
        shipping_type: ['The shipping type field is required.'],
        payment_type: ['The payment type field is required.'],
        shipping_first_name: ['The shipping first name field is required.'],
        shipping_phone: ['The shipping phone field is required.'],
        shipping_address: ['The shipping address field is required.'],
        shipping_state: ['The shipping state field is required.'],
        shipping_district: ['The shipping district field is required.'],
      },
    );
    expect(response.body.message).toBe('The shipping type field is required.');
  });

  it('refuses unknown choices and malformed values', async () => {
    await expectFieldErrors(
      homeDeliveryBody(shop.places.dhaka, {
        shipping_type: 'drone',
        delivery_method: 'teleport',
        shipping_phone: '12345',
        shipping_email: 'not-an-email',
        note: 'x'.repeat(501),
        gift_wrap: 'maybe',
        expected_total: 'lots',
      }),
      {
        shipping_type: ['The selected shipping type is invalid.'],
        delivery_method: ['The selected delivery method is invalid.'],
        shipping_phone: ['The shipping phone field must be a valid Bangladeshi mobile number.'],
        shipping_email: ['The shipping email field must be a valid email address.'],
        note: ['The note field must not be greater than 500 characters.'],
        gift_wrap: ['The gift wrap field must be true or false.'],
        expected_total: ['The expected total field must be a number.'],
      },
    );
  });

  it('refuses a payment type that is not offered', async () => {
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { payment_type: 'wallet' }), { payment_type: ['The selected payment type is invalid.'] });
  });

  it('refuses an online payment type while no payment gateway serves it', async () => {
    await withEnvironment({ NODE_ENV: 'production', ENABLE_SIMULATED_GATEWAY: undefined }, () =>
      expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { payment_type: 'bkash' }), { payment_type: ['The selected payment type is invalid.'] }),
    );
  });

  it('needs an existing pickup point for a pickup, and no street address', async () => {
    await expectFieldErrors(pickupBody(1, { pickup_points_id: undefined }), { pickup_points_id: ['The pickup points id field is required.'] });
    await expectFieldErrors(pickupBody(999999), { pickup_points_id: ['The selected pickup points id is invalid.'] });
    const response = await place(pickupBody(await firstPickupPointId(shop.db)));
    expect(response.status).toBe(200);
  });

  it('refuses a bad Idempotency-Key header', async () => {
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka), { 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 100 visible characters.'] }, { 'Idempotency-Key': 'x'.repeat(101) });
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka), { 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 100 visible characters.'] }, { 'Idempotency-Key': 'two words' });
  });
});

describe('POST /v2/order/store: the places of an address', () => {
  it('takes an address without a thana in a district that has none listed', async () => {
    const division = await shop.db.selectFrom('states').select('id').where('name', '=', 'Barishal').executeTakeFirstOrThrow();
    const district = await shop.db.selectFrom('cities').select('id').where('name', '=', 'Bhola').executeTakeFirstOrThrow();
    expect(await shop.db.selectFrom('areas').select('id').where('city_id', '=', district.id).execute()).toEqual([]);
    const response = await place(
      homeDeliveryBody({ stateId: division.id, districtId: district.id, thanaId: 0 }, { shipping_thana: undefined }),
    );
    expect(response.status).toBe(200);
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(JSON.parse(order.shipping_address!)).toMatchObject({ division: 'Barishal', district: 'Bhola', thana: null });
  });

  it('needs the thana in the district and the district in the division', async () => {
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { shipping_thana: shop.places.chattogram.thanaId }), {
      shipping_thana: ['The selected shipping thana is invalid.'],
    });
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { shipping_district: shop.places.chattogram.districtId }), {
      shipping_district: ['The selected shipping district is invalid.'],
      shipping_thana: ['The selected shipping thana is invalid.'],
    });
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { shipping_thana: undefined }), { shipping_thana: ['The shipping thana field is required.'] });
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { shipping_state: 999999 }), { shipping_state: ['The selected shipping state is invalid.'] });
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { shipping_country: 999999 }), { shipping_country: ['The selected shipping country is invalid.'] });
  });

  it('checks a billing address given apart from the shipping address and stores it', async () => {
    await expectFieldErrors(homeDeliveryBody(shop.places.dhaka, { billing_first_name: 'Karim' }), {
      billing_phone: ['The billing phone field is required.'],
      billing_address: ['The billing address field is required.'],
      billing_state: ['The billing state field is required.'],
      billing_district: ['The billing district field is required.'],
    });
    const response = await place(
      homeDeliveryBody(shop.places.dhaka, {
        shipping_country: shop.places.countryId,
        billing_first_name: 'Karim',
        billing_last_name: 'Uddin',
        billing_phone: '+880 1555-123456',
        billing_address: 'Agrabad 4',
        billing_state: shop.places.chattogram.stateId,
        billing_district: shop.places.chattogram.districtId,
        billing_thana: shop.places.chattogram.thanaId,
      }),
    );
    expect(response.status).toBe(200);
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(JSON.parse(order.billing_address!)).toEqual({
      name: 'Karim Uddin',
      email: null,
      phone: '01555123456',
      address: 'Agrabad 4',
      country: 'Bangladesh',
      division: 'Chattogram',
      district: 'Chattogram',
      thana: 'Khulshi',
      postal_code: null,
    });
    expect(JSON.parse(order.shipping_address!)).toMatchObject({ name: 'Nusrat Jahan', district: 'Dhaka' });
  });
});

describe('POST /v2/order/store: a saved address', () => {
  it("ships to the caller's own saved address, priced by its district", async () => {
    const addressId = await saveAddress(shopper);
    const response = await place({ shipping_type: 'home_delivery', address_id: addressId, payment_type: 'cash_on_delivery' });
    expect(response.status).toBe(200);
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(order.shipping_cost).toBe(12000);
    expect(JSON.parse(order.shipping_address!)).toEqual({
      name: 'Saved Person',
      email: 'saved@example.com',
      phone: '01912345678',
      address: 'Road 9, House 3',
      country: 'Bangladesh',
      division: 'Chattogram',
      district: 'Chattogram',
      thana: 'Khulshi',
      postal_code: '4000',
    });
    expect(order.billing_address).toBe(order.shipping_address);
  });

  it("refuses another user's saved address (422) without revealing it", async () => {
    const other = await shopperWithBag(shop.db, shop.api, [], new Date());
    const othersAddressId = await saveAddress(other);
    await expectFieldErrors({ shipping_type: 'home_delivery', address_id: othersAddressId, payment_type: 'cash_on_delivery' }, {
      address_id: ['The selected address is invalid.'],
    });
    await expectFieldErrors({ shipping_type: 'home_delivery', address_id: 'abc', payment_type: 'cash_on_delivery' }, {
      address_id: ['The address field must be a whole number.'],
    });
  });
});
