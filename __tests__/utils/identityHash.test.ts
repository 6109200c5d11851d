import { hashIdentity, normalizeEmail, normalizeName, normalizePhone } from '@/utils/analytics';

describe('the SHA-256 digest of a hashed value', () => {
  it('is the standard digest in lowercase hex', async () => {
    expect((await hashIdentity({ email: 'abc' })).email).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect((await hashIdentity({ email: 'abcdbcdecdefdefgefghfghighijhijkijkljklmjklmnklmnomnopnopq' })).email).toBe(
      'e5430ad4b0ccee90cbcbe54adb271136ac5b471d789a13a88e7bb977c342e3cd',
    );
  });

  it('hashes the UTF-8 bytes of text such as Bangla names', async () => {
    expect((await hashIdentity({ name: 'রহিম' })).name).toBe('935191c07439504afd0dcda32cac9d6fac60531598805a25788b6cbf855f420a');
    expect((await hashIdentity({ name: 'রহিমা' })).name).toBe('1f21738699457895e340d2307ad0767b3e8826484123c52740db4b7d7e235a36');
  });
});

describe('normalisation before hashing', () => {
  it('trims and lower-cases emails', () => {
    expect(normalizeEmail('  Customer@Demo.Shop ')).toBe('customer@demo.shop');
  });

  it('keeps phone digits only, with the country code', () => {
    expect(normalizePhone('01711-000001')).toBe('8801711000001');
    expect(normalizePhone('+880 1711 000001')).toBe('8801711000001');
  });

  it('lower-cases names and collapses their spaces', () => {
    expect(normalizeName('  Rahim   Uddin ')).toBe('rahim uddin');
  });
});

describe('hashIdentity', () => {
  it('hashes the normalised email, phone and name', async () => {
    await expect(hashIdentity({ email: 'Customer@Demo.Shop', phone: '01711000001', name: 'Rahim  Uddin' })).resolves.toEqual({
      email: 'c5d21147cbc9b06c6bf8d7c7c90964e6432d6e93f10eb72ee40c72e381325f7d',
      phone: '35b15f23ab6fc6a967e1260813b0c5ae363f91994312eee98823e38e0eabba5d',
      name: '0fa81dca578042247f48060719a5ec3367a354e98dae5ef922f1e1acc6356016',
    });
  });

  it('leaves out what is unknown or blank', async () => {
    await expect(hashIdentity({ email: null, phone: '  ', name: undefined })).resolves.toEqual({});
  });
});
