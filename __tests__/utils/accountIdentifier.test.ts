import { digitsOf, isValidAccountIdentifier, recoveryChannel, registrationChannel } from '@/utils/accountIdentifier';

describe('recoveryChannel', () => {
  it.each(['customer@demo.shop', ' Rahim@Example.COM '])('sends the code to %p by email', (value) => {
    expect(recoveryChannel(value)).toBe('email');
  });

  it.each(['01711000001', '-01711000001', '12345', ' 01811000000 '])('sends the code to %p by phone: digits only, an optional minus sign', (value) => {
    expect(recoveryChannel(value)).toBe('phone');
  });

  it.each(['', 'rahim', 'customer@demo', '+8801711000001', '0171-100-0001', '01711 000001', '--01711000001', '0171100000a'])(
    'has no channel for %p',
    (value) => {
      expect(recoveryChannel(value)).toBeNull();
    },
  );
});

describe('registrationChannel', () => {
  it('reads text with an @ as an email and anything else as a phone, as the API does', () => {
    expect(registrationChannel('customer@demo.shop')).toBe('email');
    expect(registrationChannel('not-an-email@')).toBe('email');
    expect(registrationChannel('+88 01711-000001')).toBe('phone');
  });
});

describe('isValidAccountIdentifier', () => {
  it.each(['customer@demo.shop', '01711000001', '+8801711000001', '0171-100-0001', ' 01911 234567 '])('accepts %p', (value) => {
    expect(isValidAccountIdentifier(value)).toBe(true);
  });

  it.each(['', 'customer@demo', '12345', '01211000001', '017110000012', 'rahim'])('refuses %p', (value) => {
    expect(isValidAccountIdentifier(value)).toBe(false);
  });
});

describe('digitsOf', () => {
  it('keeps only the digits of a typed or pasted code', () => {
    expect(digitsOf(' 514-090 ')).toBe('514090');
    expect(digitsOf('abc')).toBe('');
  });
});
