import { watchCookieWrites } from '../support/browser';
import { attributesOf, WRITTEN_COOKIES, writeEveryCookie } from './cookieWriters';

// Over plain http (development), cookies are SameSite=Lax and not Secure, or the browser would drop them.

describe('hardening: cookie attributes over http', () => {
  afterEach(() => jest.restoreAllMocks());

  it('serves the page over http', () => {
    expect(window.location.protocol).toBe('http:');
  });

  it.each(WRITTEN_COOKIES)('%s is written SameSite=Lax, path /, without Secure', (name) => {
    const writes = watchCookieWrites();
    writeEveryCookie();
    const ofCookie = writes.filter((write) => write.startsWith(`${name}=`));
    expect(ofCookie.length).toBeGreaterThan(0);
    for (const write of ofCookie) expect(attributesOf(write).sort()).toEqual(['path=/', 'samesite=lax']);
  });
});
