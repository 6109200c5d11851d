import { landingPathOf, referralCodeFrom, referralPath, shopPathOf, withReferral } from '@/utils/affiliateReferral';

describe('referralCodeFrom', () => {
  it.each([
    ['aff_ref=DEMOAFF&utm_source=fb', 'DEMOAFF'],
    ['?aff_ref=DEMOAFF', 'DEMOAFF'],
    ['utm_source=fb&aff_ref=rong42', 'RONG42'],
    ['DEMOAFF', 'DEMOAFF'],
    ['  demoaff ', 'DEMOAFF'],
    ['?DEMOAFF', 'DEMOAFF'],
    ['https://shop.example/details/x?aff_ref=SAREE7', 'SAREE7'],
  ])('reads %j as %j', (value, code) => {
    expect(referralCodeFrom(value)).toBe(code);
  });

  it.each([['utm_source=fb'], ['aff_ref='], [''], ['?'], ['not a code'], ['aff_ref=<script>'], ['x'.repeat(33)]])('finds no code in %j', (value) => {
    expect(referralCodeFrom(value)).toBeNull();
  });

  it('finds none in nothing', () => {
    expect(referralCodeFrom(null)).toBeNull();
    expect(referralCodeFrom(undefined)).toBeNull();
  });
});

describe('referral links', () => {
  it('sends the home page with the code', () => {
    expect(referralPath('DEMOAFF')).toBe('/?aff_ref=DEMOAFF');
  });

  it('adds the code to a path, replacing any other and keeping the rest', () => {
    expect(withReferral('/details/x', 'DEMOAFF')).toBe('/details/x?aff_ref=DEMOAFF');
    expect(withReferral('/category/saree?aff_ref=OLD&color=red#grid', 'DEMOAFF')).toBe('/category/saree?color=red&aff_ref=DEMOAFF#grid');
  });
});

describe('shopPathOf', () => {
  const hosts = ['shop.example', '127.0.0.1:3300'];

  it('keeps paths of this site', () => {
    expect(shopPathOf(' /details/x?size=M ', hosts)).toBe('/details/x?size=M');
    expect(shopPathOf('/', hosts)).toBe('/');
  });

  it('answers absolute links of the shop site-relative, with or without the scheme', () => {
    expect(shopPathOf('https://shop.example/details/x#reviews', hosts)).toBe('/details/x#reviews');
    expect(shopPathOf('http://SHOP.example', hosts)).toBe('/');
    expect(shopPathOf('http://127.0.0.1:3300/category/panjabi', hosts)).toBe('/category/panjabi');
    expect(shopPathOf('shop.example/category/panjabi', hosts)).toBe('/category/panjabi');
  });

  it.each([
    'https://evil.example/details/x',
    'https://shop.example.evil.example/x',
    'https://user:pass@shop.example/x',
    'http://127.0.0.1:3301/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'mailto:someone@shop.example',
    'not a link',
    '',
  ])('refuses %j', (link) => {
    expect(shopPathOf(link, hosts)).toBeNull();
  });
});

describe('landingPathOf', () => {
  it('keeps the path, query and fragment of the page, whatever the host', () => {
    expect(landingPathOf('/details/x?aff_ref=DEMOAFF')).toBe('/details/x?aff_ref=DEMOAFF');
    expect(landingPathOf('https://shop.example/category/saree?page=2')).toBe('/category/saree?page=2');
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'details/x', ''])('finds no page in %j', (link) => {
    expect(landingPathOf(link)).toBeNull();
  });
});
