import { loginPathFor, safeReturnPath } from '@/components/app/loginRedirect';

// Where the login page sends a shopper after signing in: only ever a path of the shop. The values are
// tried as they arrive in the page's query (Next decodes it once: `%09` is a tab) and still encoded,
// as a link or the payment answer may carry them.

const LONG_PATH = `/category/women/saree?${Array.from({ length: 40 }, (_, index) => `color=${index}`).join('&')}&search=jamdani%20silk&page=3#filters`;

describe('safeReturnPath', () => {
  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a line feed between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a backslash for the second slash', '/\\evil.example'],
    ['a backslash for the first slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['three slashes', '///evil.example'],
    ['a full address', 'https://evil.example/steal'],
    ['a full address in capitals', 'HTTPS://EVIL.EXAMPLE'],
    ['another scheme without slashes', 'http:evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a script address behind spaces and a tab', ' \tjava\tscript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['an address with credentials', 'https://shop.invalid@evil.example/'],
    ['a leading space before two slashes', ' //evil.example'],
  ])('sends the shopper home for %s', (_, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it.each([
    ['/%09/evil.example'],
    ['/%0a/evil.example'],
    ['/%5Cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2f%2fevil.example'],
  ])('keeps the still-encoded %s a path of the shop', (value) => {
    const path = safeReturnPath(value);
    expect(path).toBe(value);
    expect(new URL(path, 'http://localhost:3000').origin).toBe('http://localhost:3000');
  });

  it('reads a scheme-relative https address as a path of the shop, never as the other site', () => {
    expect(safeReturnPath('https:evil.example')).toBe('/evil.example');
  });

  it.each([
    ['/checkout', '/checkout'],
    ['/orders?page=2', '/orders?page=2'],
    ['/bn/orders?x=1#y', '/bn/orders?x=1#y'],
    ['/bn', '/bn'],
    ['/details/জামদানি-শাড়ি', '/details/%E0%A6%9C%E0%A6%BE%E0%A6%AE%E0%A6%A6%E0%A6%BE%E0%A6%A8%E0%A6%BF-%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF'],
    [LONG_PATH, LONG_PATH],
  ])('keeps the shop path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('takes the first of repeated values, and the fallback without one', () => {
    expect(safeReturnPath(['/wishlist', '//evil.example'])).toBe('/wishlist');
    expect(safeReturnPath(['//evil.example', '/wishlist'])).toBe('/');
    expect(safeReturnPath([])).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('//evil.example', '/orders')).toBe('/orders');
  });

  it('survives the round trip through the login page address', () => {
    const query = new URL(loginPathFor(LONG_PATH), 'http://localhost:3000').searchParams.get('redirect');
    expect(safeReturnPath(query ?? undefined)).toBe(LONG_PATH);
  });
});
