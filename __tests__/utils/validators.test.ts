import { isElevenDigitPhone, isValidEmail } from '@/utils/validators';

describe('isValidEmail', () => {
  it.each(['customer@demo.shop', 'first.last+news@mail.example.com', ' Rahim@Example.COM '])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'customer', 'customer@', '@demo.shop', 'customer@demo', 'two words@demo.shop', 'a@b@c.com'])('refuses %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isElevenDigitPhone', () => {
  it.each(['01711000001', '01911234567', ' 01811000000 '])('accepts %p', (phone) => {
    expect(isElevenDigitPhone(phone)).toBe(true);
  });

  it.each(['', '0171100000', '017110000012', '+8801711000001', '0171-100-0001', '0171100000a', '01711 00001'])('refuses %p', (phone) => {
    expect(isElevenDigitPhone(phone)).toBe(false);
  });
});
