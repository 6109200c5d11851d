import Cookies from 'js-cookie';
import { initialAuthState, type AuthState } from '@/store/authSlice';
import { CUSTOMER } from './fakeShop';

/** A clean browser for the next test: no storage entries, cookies or analytics events. */
export function resetBrowser(): void {
  window.localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  delete window.dataLayer;
}

export const GUEST_SESSION: AuthState = { ...initialAuthState, token: 'guest-token', tempId: 'GUEST-0001', guest_user_id: 41 };

export const CUSTOMER_SESSION: AuthState = { ...initialAuthState, token: 'customer-token', user: CUSTOMER, guest_user_id: 41 };

/** What the browser keeps of a signed-in customer: the user_data cookie is what the wishlist checks. */
export function signInCookies(): void {
  Cookies.set('token', 'customer-token', { path: '/' });
  Cookies.set('user_data', JSON.stringify(CUSTOMER), { path: '/' });
}

/** Records the raw strings written to document.cookie, whose attributes (path, expires) reads never show. */
export function watchCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

/** The last write of a cookie. */
export function lastWrite(writes: string[], name: string): string | undefined {
  return writes.filter((write) => write.startsWith(`${name}=`)).at(-1);
}

/** A written cookie's expiry in milliseconds, or undefined for a session cookie. */
export function expiryOf(write: string | undefined): number | undefined {
  const expires = write ? /expires=([^;]+)/.exec(write) : null;
  return expires ? Date.parse(expires[1]) : undefined;
}
