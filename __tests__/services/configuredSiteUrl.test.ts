import { configuredSiteUrl } from '@/services/seo';

// Pages served from the page cache are rendered without a visitor's request: their absolute links
// (canonical, Open Graph, share) use the configured site address, else the server's own address.

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('configuredSiteUrl', () => {
  it('is NEXT_PUBLIC_SITE_URL when that is set', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://rongdhonu.com.bd/';
    process.env.API_INTERNAL_URL = 'http://10.0.0.5:3000/api';
    expect(configuredSiteUrl()).toBe('https://rongdhonu.com.bd');
  });

  it('is the address the server calls its own API at otherwise', () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    process.env.API_INTERNAL_URL = 'https://shop.internal:8443/api';
    expect(configuredSiteUrl()).toBe('https://shop.internal:8443');
  });

  it('is the loopback address of the server’s port without either', () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    delete process.env.API_INTERNAL_URL;
    process.env.PORT = '3404';
    expect(configuredSiteUrl()).toBe('http://127.0.0.1:3404');
  });
});
