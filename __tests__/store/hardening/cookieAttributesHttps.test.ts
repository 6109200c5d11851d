/**
 * @jest-environment-options {"url": "https://shop.example/"}
 */
import Cookies from 'js-cookie';
import { removeSignInCookies } from '@/store/browserCookies';
import { watchCookieWrites } from '../support/browser';
import { attributesOf, WRITTEN_COOKIES, writeEveryCookie } from './cookieWriters';

// Over https (production), every cookie the storefront writes is Secure and SameSite=Lax.

describe('hardening: cookie attributes over https', () => {
  afterEach(() => jest.restoreAllMocks());

  it('serves the page over https', () => {
    expect(window.location.protocol).toBe('https:');
  });

  it.each(WRITTEN_COOKIES)('%s is written Secure, SameSite=Lax, path /', (name) => {
    const writes = watchCookieWrites();
    writeEveryCookie();
    const ofCookie = writes.filter((write) => write.startsWith(`${name}=`));
    expect(ofCookie.length).toBeGreaterThan(0);
    for (const write of ofCookie) expect(attributesOf(write).sort()).toEqual(['path=/', 'samesite=lax', 'secure']);
  });

  it('still reads and removes the sign-in cookies', () => {
    writeEveryCookie();
    expect(Cookies.get('token')).toBe('customer-token');
    removeSignInCookies();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user_data')).toBeUndefined();
  });
});
