import { isBangladeshiPhone, normalizeBangladeshiPhone, telephoneHref } from '@/utils/phone';

describe('normalizeBangladeshiPhone', () => {
  it('keeps an 11-digit mobile number as it is', () => {
    expect(normalizeBangladeshiPhone('01711000001')).toBe('01711000001');
    expect(normalizeBangladeshiPhone('01311000001')).toBe('01311000001');
    expect(normalizeBangladeshiPhone('01999999999')).toBe('01999999999');
  });

  it('strips spaces and dashes', () => {
    expect(normalizeBangladeshiPhone(' 01711 000 001 ')).toBe('01711000001');
    expect(normalizeBangladeshiPhone('01711-000001')).toBe('01711000001');
    expect(normalizeBangladeshiPhone('017-1100-0001')).toBe('01711000001');
  });

  it('strips a leading country code with or without the plus sign', () => {
    expect(normalizeBangladeshiPhone('+8801711000001')).toBe('01711000001');
    expect(normalizeBangladeshiPhone('8801711000001')).toBe('01711000001');
    expect(normalizeBangladeshiPhone('+880 1711-000001')).toBe('01711000001');
  });

  it('refuses operator codes outside 013 to 019', () => {
    expect(normalizeBangladeshiPhone('01211000001')).toBeNull();
    expect(normalizeBangladeshiPhone('01011000001')).toBeNull();
    expect(normalizeBangladeshiPhone('02711000001')).toBeNull();
  });

  it('refuses numbers of the wrong length', () => {
    expect(normalizeBangladeshiPhone('0171100000')).toBeNull();
    expect(normalizeBangladeshiPhone('017110000011')).toBeNull();
    expect(normalizeBangladeshiPhone('+88017110000011')).toBeNull();
    expect(normalizeBangladeshiPhone('')).toBeNull();
  });

  it('refuses letters, other separators and other country codes', () => {
    expect(normalizeBangladeshiPhone('0171100000a')).toBeNull();
    expect(normalizeBangladeshiPhone('(017)11000001')).toBeNull();
    expect(normalizeBangladeshiPhone('017.1100.0001')).toBeNull();
    expect(normalizeBangladeshiPhone('+9101711000001')).toBeNull();
    expect(normalizeBangladeshiPhone('+01711000001')).toBeNull();
  });

  it('strips the country code only once', () => {
    expect(normalizeBangladeshiPhone('888801711000001')).toBeNull();
  });
});

describe('isBangladeshiPhone', () => {
  it('tells valid numbers from invalid ones', () => {
    expect(isBangladeshiPhone('+88 01811-234567')).toBe(true);
    expect(isBangladeshiPhone('01811234567')).toBe(true);
    expect(isBangladeshiPhone('1811234567')).toBe(false);
    expect(isBangladeshiPhone('phone')).toBe(false);
  });
});

describe('telephoneHref', () => {
  it('dials a Bangladeshi mobile with the +88 country code', () => {
    expect(telephoneHref('01711000101')).toBe('tel:+8801711000101');
    expect(telephoneHref('+880 1711-000101')).toBe('tel:+8801711000101');
  });

  it('keeps only digits and the plus sign of any other number', () => {
    expect(telephoneHref('+880 9610-001122')).toBe('tel:+8809610001122');
  });
});
