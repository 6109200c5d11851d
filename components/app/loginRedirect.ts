import { LOGIN_PATH } from '@/services/http';

/** The login page's query parameter that names where to go back after signing in. */
export const RETURN_PATH_PARAM = 'redirect';

/** `/login?redirect=<path>`: the login page sends the customer back to `returnPath` afterwards. */
export function loginPathFor(returnPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath }).toString()}`;
}

/**
 * The return path of a login page's query when it is a path on this site, else `fallback`: a link to
 * `/login?redirect=https://elsewhere` must not send a customer off the shop after signing in.
 */
export function safeReturnPath(value: string | string[] | undefined, fallback = '/'): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
