import { MAX_SITEMAP_URLS, sitemapUrls, sitemapXml, withLanguageVersions, type SitemapSources } from '@/utils/sitemap';

const ORIGIN = 'https://rongdhonu.example';

const SOURCES: SitemapSources = {
  products: [{ slug: 'baby-jhabla-set' }, { slug: 'jamdani-saree' }],
  categories: [
    {
      slug: 'men',
      children: [{ slug: 'men-panjabi', children: [{ slug: 'men-panjabi-eid' }] }, { slug: 'men-jeans', children: [] }],
    },
    { slug: 'women' },
  ],
  pages: [
    { slug: 'about-us', custom_link: null },
    { slug: 'store-locator', custom_link: '/store-locator' },
    { slug: 'careers', custom_link: 'https://careers.example' },
    { slug: 'privacy-policy', custom_link: '' },
  ],
};

function locations(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return Array.from(document.getElementsByTagName('loc'), (element) => element.textContent ?? '');
}

describe('sitemapUrls', () => {
  it('lists the home page, every category of the tree, every product and the pages shown on the shop', () => {
    expect(sitemapUrls(ORIGIN, SOURCES).map((url) => url.loc)).toEqual([
      'https://rongdhonu.example/',
      'https://rongdhonu.example/category/men',
      'https://rongdhonu.example/category/men-panjabi',
      'https://rongdhonu.example/category/men-panjabi-eid',
      'https://rongdhonu.example/category/men-jeans',
      'https://rongdhonu.example/category/women',
      'https://rongdhonu.example/details/baby-jhabla-set',
      'https://rongdhonu.example/details/jamdani-saree',
      'https://rongdhonu.example/page/about-us',
      'https://rongdhonu.example/page/privacy-policy',
    ]);
  });

  it('lists a URL once even when the API repeats it', () => {
    const urls = sitemapUrls(ORIGIN, { ...SOURCES, products: [{ slug: 'jamdani-saree' }, { slug: 'jamdani-saree' }] });
    expect(urls.filter((url) => url.loc.endsWith('/details/jamdani-saree'))).toHaveLength(1);
  });

  it('escapes a slug into one path segment', () => {
    const urls = sitemapUrls(ORIGIN, { products: [{ slug: 'kurta/50% off' }], categories: [], pages: [] });
    expect(urls[1].loc).toBe('https://rongdhonu.example/details/kurta%2F50%25%20off');
  });
});

describe('sitemapXml', () => {
  it('is a well-formed sitemap document in the sitemaps.org namespace', () => {
    const xml = sitemapXml(sitemapUrls(ORIGIN, SOURCES));
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.nodeName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('contains the products, categories and content pages', () => {
    const listed = locations(sitemapXml(sitemapUrls(ORIGIN, SOURCES)));
    expect(listed).toContain('https://rongdhonu.example/details/baby-jhabla-set');
    expect(listed).toContain('https://rongdhonu.example/category/men-panjabi');
    expect(listed).toContain('https://rongdhonu.example/page/about-us');
    expect(listed).not.toContain('https://rongdhonu.example/page/store-locator');
  });

  it('escapes XML characters in addresses', () => {
    const xml = sitemapXml([{ loc: 'https://shop.example/?a=1&b=<2>', changefreq: 'daily', priority: 0.5 }]);
    expect(xml).toContain('<loc>https://shop.example/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(locations(xml)).toEqual(['https://shop.example/?a=1&b=<2>']);
  });

  it('gives each URL its change frequency and a one-decimal priority', () => {
    const xml = sitemapXml([{ loc: 'https://shop.example/', changefreq: 'daily', priority: 1 }]);
    expect(xml).toContain('<changefreq>daily</changefreq>');
    expect(xml).toContain('<priority>1.0</priority>');
  });
});

describe('withLanguageVersions', () => {
  const english = sitemapUrls(ORIGIN, { products: [{ slug: 'jamdani-saree' }], categories: [], pages: [] });

  it('lists each page in English and in Bangla, each naming both versions and x-default', () => {
    const urls = withLanguageVersions(english);
    expect(urls.map((url) => url.loc)).toEqual([
      'https://rongdhonu.example/',
      'https://rongdhonu.example/bn',
      'https://rongdhonu.example/details/jamdani-saree',
      'https://rongdhonu.example/bn/details/jamdani-saree',
    ]);
    expect(urls[3].alternates).toEqual([
      { hreflang: 'en', href: 'https://rongdhonu.example/details/jamdani-saree' },
      { hreflang: 'bn', href: 'https://rongdhonu.example/bn/details/jamdani-saree' },
      { hreflang: 'x-default', href: 'https://rongdhonu.example/details/jamdani-saree' },
    ]);
    expect(urls[3].priority).toBe(english[1].priority);
  });

  it('writes the alternates as xhtml:link elements in a well-formed document', () => {
    const xml = sitemapXml(withLanguageVersions(english));
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const links = document.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link');
    expect(links).toHaveLength(12);
    expect(links[1].getAttribute('hreflang')).toBe('bn');
    expect(links[1].getAttribute('href')).toBe('https://rongdhonu.example/bn');
    expect(locations(xml)).toHaveLength(4);
  });

  it('stays within the protocol limit', () => {
    const many = Array.from({ length: MAX_SITEMAP_URLS }, (_, index) => ({ loc: `${ORIGIN}/p/${index}`, changefreq: 'daily' as const, priority: 0.5 }));
    expect(withLanguageVersions(many)).toHaveLength(MAX_SITEMAP_URLS);
  });
});
