import { configuredHeaders } from '@/server/front/configuredHeaders';

// next.config.js's header rules applied by path in the front server, as Next applies them.

const RULES = [
  { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }, { key: 'Cache-Control', value: 'public' }] },
  { source: '/orders/:path*', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
  { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
];

describe('configuredHeaders', () => {
  it('gives a path the headers of every rule it matches, in the rules’ order so that later ones win', () => {
    const headersFor = configuredHeaders(RULES);

    expect(headersFor('/api/v2/carts/add')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'public'],
      ['Cache-Control', 'private, no-store'],
    ]);
    expect(headersFor('/category/men')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'public'],
    ]);
    expect(headersFor('/api/v2/carts/add')).toEqual(headersFor('/api/v2/carts/add'));
  });

  it('refuses a rule with a condition on the request, which it could not honour', () => {
    expect(() => configuredHeaders([{ ...RULES[0], has: [{ type: 'cookie', key: 'lang' }] }])).toThrow('has/missing are not supported');
  });
});
