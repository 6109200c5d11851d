import {
  chosenId,
  CONTACT_AND_ADDRESS_MESSAGES,
  contactFieldErrors,
  EMPTY_ADDRESS_FIELDS,
  optionalText,
  placeFieldErrors,
} from '@/utils/addressFields';

describe('the contact and address fields the checkout and the address book share', () => {
  it('asks for a name of at most 100 characters and an 11-digit mobile number; the e-mail is optional', () => {
    expect(contactFieldErrors(EMPTY_ADDRESS_FIELDS)).toEqual({
      name: CONTACT_AND_ADDRESS_MESSAGES.nameMissing,
      phone: CONTACT_AND_ADDRESS_MESSAGES.phone,
    });
    expect(contactFieldErrors({ name: 'n'.repeat(101), phone: '+88 01711-000001', email: 'rahim@' })).toEqual({
      name: 'Keep the name to 100 characters',
      email: 'Enter a valid email address',
    });
    expect(contactFieldErrors({ name: 'Rahim', phone: '01711000001', email: '' })).toEqual({});
  });

  it('asks for the street, division and district, the thana only where there are thanas, and a short postal code', () => {
    expect(placeFieldErrors(EMPTY_ADDRESS_FIELDS, { thanaRequired: true })).toEqual({
      address: CONTACT_AND_ADDRESS_MESSAGES.addressMissing,
      division: CONTACT_AND_ADDRESS_MESSAGES.division,
      district: CONTACT_AND_ADDRESS_MESSAGES.district,
      thana: CONTACT_AND_ADDRESS_MESSAGES.thana,
    });
    const filled = { ...EMPTY_ADDRESS_FIELDS, address: 'House 4', division: '3', district: '18', postalCode: '12345678901' };
    expect(placeFieldErrors(filled, { thanaRequired: false })).toEqual({ postalCode: 'A postal code has at most 10 characters' });
  });

  it('reads a chosen id and optional text', () => {
    expect(chosenId('18')).toBe(18);
    expect(chosenId('')).toBeUndefined();
    expect(chosenId('0')).toBeUndefined();
    expect(chosenId('new')).toBeUndefined();
    expect(optionalText('  1205 ')).toBe('1205');
    expect(optionalText('   ')).toBeUndefined();
  });
});
