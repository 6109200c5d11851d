import {
  buildPlaceOrderRequest,
  CHECKOUT_FIELD_MESSAGES,
  checkoutFormErrors,
  createIdempotencyKey,
  EMPTY_CHECKOUT_FORM,
  formErrorsFromServer,
  isOutcomeUnknown,
  NEW_ADDRESS,
  orderAttemptFor,
  shippingChoiceFor,
  type CheckoutFormValues,
} from '@/utils/checkoutForm';

const GUEST_AT_HOME: CheckoutFormValues = {
  ...EMPTY_CHECKOUT_FORM,
  addressChoice: NEW_ADDRESS,
  name: '  Nusrat Jahan ',
  phone: '+88 01711-000002',
  email: ' nusrat@example.com ',
  address: 'House 4, Road 2',
  division: '3',
  district: '18',
  thana: '10',
  postalCode: '1205',
  paymentType: 'cash_on_delivery',
};

const WITH_THANAS = { thanaRequired: true };

describe('checkoutFormErrors', () => {
  it('accepts a complete new address for home delivery', () => {
    expect(checkoutFormErrors(GUEST_AT_HOME, WITH_THANAS)).toEqual({});
  });

  it('asks for the name, an 11-digit mobile number, the street and the division, district and thana', () => {
    const errors = checkoutFormErrors({ ...GUEST_AT_HOME, name: ' ', phone: '0171100', address: '', division: '', district: '', thana: '' }, WITH_THANAS);
    expect(errors).toEqual({
      name: CHECKOUT_FIELD_MESSAGES.nameMissing,
      phone: CHECKOUT_FIELD_MESSAGES.phone,
      address: CHECKOUT_FIELD_MESSAGES.addressMissing,
      division: CHECKOUT_FIELD_MESSAGES.division,
      district: CHECKOUT_FIELD_MESSAGES.district,
      thana: CHECKOUT_FIELD_MESSAGES.thana,
    });
  });

  it('leaves the e-mail optional but refuses a malformed one', () => {
    expect(checkoutFormErrors({ ...GUEST_AT_HOME, email: '' }, WITH_THANAS)).toEqual({});
    expect(checkoutFormErrors({ ...GUEST_AT_HOME, email: 'nusrat@' }, WITH_THANAS)).toEqual({ email: CHECKOUT_FIELD_MESSAGES.email });
  });

  it('asks for a thana only when the district has thanas to choose from', () => {
    expect(checkoutFormErrors({ ...GUEST_AT_HOME, thana: '' }, { thanaRequired: false })).toEqual({});
  });

  it('needs only the contact and a pickup point for pickup', () => {
    const pickup = { ...GUEST_AT_HOME, shippingType: 'pickup' as const, address: '', division: '', district: '', thana: '' };
    expect(checkoutFormErrors(pickup, WITH_THANAS)).toEqual({ pickupPointId: CHECKOUT_FIELD_MESSAGES.pickupPoint });
    expect(checkoutFormErrors({ ...pickup, pickupPointId: '2' }, WITH_THANAS)).toEqual({});
  });

  it('asks nothing of the address fields when a saved address is chosen', () => {
    const saved = { ...EMPTY_CHECKOUT_FORM, addressChoice: '7', paymentType: 'bkash' };
    expect(checkoutFormErrors(saved, WITH_THANAS)).toEqual({});
  });

  it('needs an address choice, a payment method and a note of at most 500 characters', () => {
    const errors = checkoutFormErrors({ ...EMPTY_CHECKOUT_FORM, note: 'x'.repeat(501) }, WITH_THANAS);
    expect(errors).toEqual({
      addressChoice: CHECKOUT_FIELD_MESSAGES.addressChoice,
      paymentType: CHECKOUT_FIELD_MESSAGES.paymentType,
      note: CHECKOUT_FIELD_MESSAGES.note,
    });
  });

  it('refuses a postal code longer than 10 characters', () => {
    expect(checkoutFormErrors({ ...GUEST_AT_HOME, postalCode: '12345678901' }, WITH_THANAS)).toEqual({ postalCode: CHECKOUT_FIELD_MESSAGES.postalCode });
  });
});

describe('buildPlaceOrderRequest', () => {
  it('sends the new address with ids as numbers, the phone as 11 digits and the expected total', () => {
    expect(buildPlaceOrderRequest({ ...GUEST_AT_HOME, deliveryMethod: 'express', note: ' Call first ', giftWrap: true }, 2450.5)).toEqual({
      shipping_type: 'home_delivery',
      delivery_method: 'express',
      shipping_first_name: 'Nusrat Jahan',
      shipping_phone: '01711000002',
      shipping_email: 'nusrat@example.com',
      shipping_address: 'House 4, Road 2',
      shipping_state: 3,
      shipping_district: 18,
      shipping_thana: 10,
      shipping_postal_code: '1205',
      payment_type: 'cash_on_delivery',
      note: 'Call first',
      gift_wrap: true,
      expected_total: 2450.5,
    });
  });

  it('sends a saved address by its id, with no address fields and no prices', () => {
    const body = buildPlaceOrderRequest({ ...GUEST_AT_HOME, addressChoice: '7' });
    expect(body).toEqual({ shipping_type: 'home_delivery', delivery_method: 'regular', address_id: 7, payment_type: 'cash_on_delivery', gift_wrap: false });
  });

  it('sends the pickup point and only the contact for pickup, leaving out empty optional fields', () => {
    const body = buildPlaceOrderRequest({ ...GUEST_AT_HOME, shippingType: 'pickup', pickupPointId: '2', email: '', postalCode: '' });
    expect(body).toEqual({
      shipping_type: 'pickup',
      pickup_points_id: 2,
      shipping_first_name: 'Nusrat Jahan',
      shipping_phone: '01711000002',
      payment_type: 'cash_on_delivery',
      gift_wrap: false,
    });
  });
});

describe('shippingChoiceFor', () => {
  const saved = [{ id: 7, city_id: 18 }, { id: 8, city_id: 40 }];

  it('prices home delivery by the district of the form', () => {
    expect(shippingChoiceFor({ ...GUEST_AT_HOME, deliveryMethod: 'express' }, saved)).toEqual({
      shipping_type: 'home_delivery',
      district: 18,
      delivery_method: 'express',
    });
  });

  it('prices home delivery by the district of the chosen saved address', () => {
    expect(shippingChoiceFor({ ...GUEST_AT_HOME, addressChoice: '8' }, saved)).toEqual({
      shipping_type: 'home_delivery',
      district: 40,
      delivery_method: 'regular',
    });
  });

  it('leaves the district out until one is chosen, and everything but the type out for pickup', () => {
    expect(shippingChoiceFor({ ...GUEST_AT_HOME, district: '' }, saved)).toEqual({ shipping_type: 'home_delivery', delivery_method: 'regular' });
    expect(shippingChoiceFor({ ...GUEST_AT_HOME, shippingType: 'pickup' }, saved)).toEqual({ shipping_type: 'pickup' });
  });
});

describe('formErrorsFromServer', () => {
  it('puts each order field’s first message beside its form field and keeps the rest apart', () => {
    expect(
      formErrorsFromServer({
        shipping_phone: ['The shipping phone field must be a valid Bangladeshi mobile number.', 'second'],
        shipping_thana: ['The selected shipping thana is invalid.'],
        address_id: ['The selected address is invalid.'],
        expected_total: ['The expected total field must be a number.'],
      }),
    ).toEqual({
      fields: {
        phone: 'The shipping phone field must be a valid Bangladeshi mobile number.',
        thana: 'The selected shipping thana is invalid.',
        addressChoice: 'The selected address is invalid.',
      },
      others: ['The expected total field must be a number.'],
    });
  });
});

describe('idempotency keys', () => {
  const body = buildPlaceOrderRequest(GUEST_AT_HOME, 1000);
  let counter = 0;
  const nextKey = () => `key-${++counter}`;

  it('makes a key of visible characters, at most 100', () => {
    const key = createIdempotencyKey();
    expect(key).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(createIdempotencyKey()).not.toBe(key);
  });

  it('reuses the unsettled attempt’s key for the same request, with its fields in any order', () => {
    const first = orderAttemptFor(body, null, nextKey);
    const reordered = Object.fromEntries(Object.entries(body).reverse()) as typeof body;
    expect(orderAttemptFor(reordered, first, nextKey)).toBe(first);
  });

  it('makes a new key when anything in the request changed, or when the last attempt settled', () => {
    const first = orderAttemptFor(body, null, nextKey);
    expect(orderAttemptFor({ ...body, note: 'Ring twice' }, first, nextKey).key).not.toBe(first.key);
    expect(orderAttemptFor({ ...body, expected_total: 1060 }, first, nextKey).key).not.toBe(first.key);
    expect(orderAttemptFor(body, null, nextKey).key).not.toBe(first.key);
  });

  it('counts no answer and server failures as an unknown outcome, refusals as settled', () => {
    expect(isOutcomeUnknown(undefined)).toBe(true);
    expect(isOutcomeUnknown(502)).toBe(true);
    // The shop's 503 while its database is locked by another process: the retry keeps the key.
    expect(isOutcomeUnknown(503)).toBe(true);
    expect(isOutcomeUnknown(422)).toBe(false);
    expect(isOutcomeUnknown(409)).toBe(false);
  });
});
