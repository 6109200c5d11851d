import type { Address } from '@/contract/account';
import {
  ADDRESS_FIELD_MESSAGES,
  addressCountLabel,
  addressErrorsFromServer,
  addressFormErrors,
  addressFormValues,
  addressPlaceLine,
  addressRequest,
  canAddAddress,
  EMPTY_ADDRESS_FORM,
  MAX_ADDRESSES,
  type AddressFormValues,
} from '@/utils/addressForm';

const FILLED: AddressFormValues = {
  name: ' Karim Sheikh ',
  phone: '+88 01811-000222',
  email: ' karim@example.com ',
  address: ' Flat 3B, Road 90 ',
  division: '3',
  district: '18',
  thana: '11',
  postalCode: ' 1212 ',
};

const SAVED: Address = {
  id: 7,
  name: 'Rahim Uddin',
  phone: '01711000001',
  email: null,
  address: 'House 12, Road 5',
  country_id: 1,
  country_name: 'Bangladesh',
  state_id: 3,
  state_name: 'Dhaka',
  city_id: 18,
  city_name: 'Dhaka',
  area_id: null,
  area_name: null,
  postal_code: null,
  set_default: 1,
};

describe('addressFormErrors', () => {
  it('accepts a complete address', () => {
    expect(addressFormErrors(FILLED, { thanaRequired: true })).toEqual({});
  });

  it('names every missing field', () => {
    expect(addressFormErrors(EMPTY_ADDRESS_FORM, { thanaRequired: true })).toEqual({
      name: ADDRESS_FIELD_MESSAGES.nameMissing,
      phone: ADDRESS_FIELD_MESSAGES.phone,
      address: ADDRESS_FIELD_MESSAGES.addressMissing,
      division: ADDRESS_FIELD_MESSAGES.division,
      district: ADDRESS_FIELD_MESSAGES.district,
      thana: ADDRESS_FIELD_MESSAGES.thana,
    });
  });

  it('asks for a thana only where the district has thanas', () => {
    expect(addressFormErrors({ ...FILLED, thana: '' }, { thanaRequired: false })).toEqual({});
    expect(addressFormErrors({ ...FILLED, thana: '' }, { thanaRequired: true })).toEqual({ thana: ADDRESS_FIELD_MESSAGES.thana });
  });

  it.each(['0171100000', '02711000001', '01211000001', 'phone'])('refuses the phone %p', (phone) => {
    expect(addressFormErrors({ ...FILLED, phone }, { thanaRequired: false })).toEqual({ phone: ADDRESS_FIELD_MESSAGES.phone });
  });

  it('refuses a malformed email and text over the limits', () => {
    const errors = addressFormErrors(
      { ...FILLED, email: 'karim@', name: 'n'.repeat(101), address: 'a'.repeat(501), postalCode: '12345678901' },
      { thanaRequired: false },
    );
    expect(errors).toEqual({
      email: ADDRESS_FIELD_MESSAGES.email,
      name: ADDRESS_FIELD_MESSAGES.nameTooLong,
      address: ADDRESS_FIELD_MESSAGES.addressTooLong,
      postalCode: ADDRESS_FIELD_MESSAGES.postalCode,
    });
  });
});

describe('addressRequest', () => {
  it('trims the text, writes the phone as 11 digits and the places as ids', () => {
    expect(addressRequest(FILLED)).toEqual({
      name: 'Karim Sheikh',
      phone: '01811000222',
      email: 'karim@example.com',
      address: 'Flat 3B, Road 90',
      state_id: 3,
      city_id: 18,
      area_id: 11,
      postal_code: '1212',
    });
  });

  it('leaves out the optional fields left blank', () => {
    expect(addressRequest({ ...FILLED, email: ' ', thana: '', postalCode: '' })).toEqual({
      name: 'Karim Sheikh',
      phone: '01811000222',
      address: 'Flat 3B, Road 90',
      state_id: 3,
      city_id: 18,
    });
  });
});

describe('addressFormValues', () => {
  it('fills the form with a saved address, blanks for what it lacks', () => {
    expect(addressFormValues(SAVED)).toEqual({
      name: 'Rahim Uddin',
      phone: '01711000001',
      email: '',
      address: 'House 12, Road 5',
      division: '3',
      district: '18',
      thana: '',
      postalCode: '',
    });
  });
});

describe('addressErrorsFromServer', () => {
  it('puts each message beside its field and keeps the others apart', () => {
    expect(
      addressErrorsFromServer({
        state_id: ['The selected state id is invalid.'],
        city_id: ['The selected city id is invalid.'],
        area_id: ['The selected area id is invalid.'],
        postal_code: ['The postal code field must not be greater than 10 characters.'],
        phone: ['The phone field must be a valid Bangladeshi mobile number.', 'second'],
        addresses: ['You can save at most 20 addresses.'],
      }),
    ).toEqual({
      fields: {
        division: 'The selected state id is invalid.',
        district: 'The selected city id is invalid.',
        thana: 'The selected area id is invalid.',
        postalCode: 'The postal code field must not be greater than 10 characters.',
        phone: 'The phone field must be a valid Bangladeshi mobile number.',
      },
      others: ['You can save at most 20 addresses.'],
    });
  });
});

describe('the limit of addresses', () => {
  it('allows adding below 20 only', () => {
    expect(MAX_ADDRESSES).toBe(20);
    expect(canAddAddress(19)).toBe(true);
    expect(canAddAddress(20)).toBe(false);
    expect(addressCountLabel(3)).toBe('3 of 20 addresses saved');
  });
});

describe('addressPlaceLine', () => {
  it('joins the thana, district, division and postal code it has', () => {
    expect(addressPlaceLine({ area_name: 'Dhanmondi', city_name: 'Dhaka', state_name: 'Dhaka', postal_code: '1205' })).toBe('Dhanmondi, Dhaka, Dhaka 1205');
    expect(addressPlaceLine({ area_name: null, city_name: 'Gazipur', state_name: 'Dhaka', postal_code: null })).toBe('Gazipur, Dhaka');
  });
});
