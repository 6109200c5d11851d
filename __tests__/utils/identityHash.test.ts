import { hashIdentity, normalizeEmail, normalizeName, normalizePhone, sha256Hex } from '@/utils/hash';

describe('sha256Hex', () => {
  it('gives the standard SHA-256 digest in lowercase hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmjklmnklmnomnopnopq')).toBe(
      'e5430ad4b0ccee90cbcbe54adb271136ac5b471d789a13a88e7bb977c342e3cd',
    );
  });

  it('hashes UTF-8 text such as Bangla names', () => {
    expect(sha256Hex('রহিম')).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex('রহিম')).not.toBe(sha256Hex('রহিমা'));
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
  it('hashes the normalised email, phone and name', () => {
    expect(hashIdentity({ email: 'Customer@Demo.Shop', phone: '01711000001', name: 'Rahim Uddin' })).toEqual({
      email: sha256Hex('customer@demo.shop'),
      phone: sha256Hex('8801711000001'),
      name: sha256Hex('rahim uddin'),
    });
  });

  it('leaves out what is unknown or blank', () => {
    expect(hashIdentity({ email: null, phone: '  ', name: undefined })).toEqual({});
  });
});
