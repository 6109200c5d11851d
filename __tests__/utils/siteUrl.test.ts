import { absoluteUrl, siteOrigin } from '@/utils/siteUrl';

describe('siteOrigin', () => {
  it('uses the configured site URL when there is one, without a trailing slash', () => {
    expect(siteOrigin({ host: 'internal:3000' }, 'https://rongdhonu.com.bd/')).toBe('https://rongdhonu.com.bd');
  });

  it('keeps a path the site is served under', () => {
    expect(siteOrigin({}, 'https://example.com/shop/')).toBe('https://example.com/shop');
  });

  it('falls back to the request host, over http unless a proxy says https', () => {
    expect(siteOrigin({ host: 'localhost:3100' })).toBe('http://localhost:3100');
    expect(siteOrigin({ host: 'shop.example', 'x-forwarded-proto': 'https' })).toBe('https://shop.example');
  });

  it("prefers a proxy's forwarded host and takes the first of a list", () => {
    expect(
      siteOrigin({ host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example, edge.example', 'x-forwarded-proto': 'https,http' }),
    ).toBe('https://shop.example');
  });

  it('ignores a configured value that is not an http(s) URL', () => {
    expect(siteOrigin({ host: 'shop.example' }, 'rongdhonu.com.bd')).toBe('http://shop.example');
    expect(siteOrigin({ host: 'shop.example' }, '')).toBe('http://shop.example');
  });

  it('never lets a malformed host header into the URL', () => {
    expect(siteOrigin({ host: 'evil.example"><script>' })).toBe('http://localhost');
    expect(siteOrigin({})).toBe('http://localhost');
  });

  it('accepts an IPv6 host with a port', () => {
    expect(siteOrigin({ host: '[::1]:3100' })).toBe('http://[::1]:3100');
  });
});

describe('absoluteUrl', () => {
  it('puts a site path on the origin', () => {
    expect(absoluteUrl('https://shop.example', '/media/a.svg')).toBe('https://shop.example/media/a.svg');
    expect(absoluteUrl('https://shop.example', 'media/a.svg')).toBe('https://shop.example/media/a.svg');
  });

  it('keeps absolute URLs and gives protocol-relative ones https', () => {
    expect(absoluteUrl('https://shop.example', 'http://cdn.example/a.svg')).toBe('http://cdn.example/a.svg');
    expect(absoluteUrl('https://shop.example', '//cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });
});
