import { anonymiseOrderAddress } from '@/server/modules/account/orderAddress';

describe('anonymiseOrderAddress', () => {
  it('replaces the name and removes contact details and street, keeping the places', () => {
    const stored = JSON.stringify({
      name: 'Rafi',
      phone: '01712345678',
      email: 'rafi@example.com',
      address: 'Road 5',
      city: 'Dhaka',
      postal_code: '1205',
    });
    expect(JSON.parse(anonymiseOrderAddress(stored)!)).toEqual({
      name: 'Deleted customer',
      phone: null,
      email: null,
      address: null,
      city: 'Dhaka',
      postal_code: '1205',
    });
  });

  it('handles split names and adds no fields that were not there', () => {
    const stored = JSON.stringify({ first_name: 'Rafi', last_name: 'Ahmed', country: 'Bangladesh' });
    expect(JSON.parse(anonymiseOrderAddress(stored)!)).toEqual({ first_name: 'Deleted customer', last_name: null, country: 'Bangladesh' });
  });

  it('drops stored text that is not a JSON object, and keeps a missing address missing', () => {
    expect(anonymiseOrderAddress('Rafi, Road 5, Dhaka')).toBeNull();
    expect(anonymiseOrderAddress('["Rafi"]')).toBeNull();
    expect(anonymiseOrderAddress('"Rafi"')).toBeNull();
    expect(anonymiseOrderAddress(null)).toBeNull();
  });
});
