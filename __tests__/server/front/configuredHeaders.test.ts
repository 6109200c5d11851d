import { configuredHeaders } from '@/server/front/configuredHeaders';

// next.config.js's header rules applied in the front server, as Next applies them: by path, and for
// a rule with `has` or `missing`, by the request's headers, cookies and query.

const RULES = [
  { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }, { key: 'Cache-Control', value: 'public' }] },
  { source: '/orders/:path*', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
  { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
];

const requestFor = (url: string, headers: Record<string, string> = {}) => ({ url, headers });

describe('configuredHeaders', () => {
  it('gives a path the headers of every rule it matches, in the rules’ order so that later ones win', () => {
    const headersFor = configuredHeaders(RULES);

    expect(headersFor(requestFor('/api/v2/carts/add'))).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'public'],
      ['Cache-Control', 'private, no-store'],
    ]);
    expect(headersFor(requestFor('/category/men?size=m'))).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'public'],
    ]);
    expect(headersFor(requestFor('/api/v2/carts/add'))).toEqual(headersFor(requestFor('/api/v2/carts/add?again=1')));
  });

  it('applies a rule with a condition to the requests that meet it only, the same path either way', () => {
    const overHttps = {
      source: '/:path*',
      has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }],
    };
    const withoutLanguage = { source: '/:path*', missing: [{ type: 'cookie' as const, key: 'lang' }], headers: [{ key: 'X-Language', value: 'default' }] };
    const headersFor = configuredHeaders([RULES[0], overHttps, withoutLanguage]);
    const names = (headers: Record<string, string>) => headersFor(requestFor('/details/shirt', headers)).map(([name]) => name);

    expect(names({ 'x-forwarded-proto': 'https' })).toEqual(['X-Frame-Options', 'Cache-Control', 'Strict-Transport-Security', 'X-Language']);
    expect(names({})).toEqual(['X-Frame-Options', 'Cache-Control', 'X-Language']);
    expect(names({ 'x-forwarded-proto': 'http' })).toEqual(['X-Frame-Options', 'Cache-Control', 'X-Language']);
    expect(names({ 'x-forwarded-proto': 'https-not' })).toEqual(['X-Frame-Options', 'Cache-Control', 'X-Language']);
    expect(names({ 'x-forwarded-proto': 'https', cookie: 'lang=bn' })).toEqual(['X-Frame-Options', 'Cache-Control', 'Strict-Transport-Security']);
  });
});
