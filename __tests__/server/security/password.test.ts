import { hashPassword, verifyPassword } from '@/server/security/password';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash that verifies the same password', async () => {
    const stored = await hashPassword('Customer@123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(stored).not.toContain('Customer@123');
    expect(await verifyPassword('Customer@123', stored)).toBe(true);
  });

  it('rejects a wrong password, including one that differs only in case', async () => {
    const stored = await hashPassword('Customer@123');
    expect(await verifyPassword('customer@123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so the same password never gives the same hash twice', async () => {
    const [first, second] = await Promise.all([hashPassword('same secret'), hashPassword('same secret')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same secret', first)).toBe(true);
    expect(await verifyPassword('same secret', second)).toBe(true);
  });

  it('verifies unicode passwords', async () => {
    const stored = await hashPassword('আমার-পাসওয়ার্ড ৳১২৩');
    expect(await verifyPassword('আমার-পাসওয়ার্ড ৳১২৩', stored)).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['a plain text password', 'Customer@123'],
    ['another algorithm', 'bcrypt$10$abc$def$ghi$jkl'],
    ['a cost that is not a power of two', 'scrypt$1000$8$1$c2FsdA==$aGFzaA=='],
    ['a cost too high to compute', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA=='],
    ['missing parts', 'scrypt$16384$8$1$c2FsdA=='],
    ['an empty hash', 'scrypt$16384$8$1$c2FsdA==$'],
  ])('answers false instead of throwing for %s', async (_, stored) => {
    await expect(verifyPassword('Customer@123', stored)).resolves.toBe(false);
  });
});
