import { LOGIN_PATH } from '@/services/http';

/** The login page's query parameter that names where to go back after signing in. */
export const RETURN_PATH_PARAM = 'redirect';

/** `/login?redirect=<path>`: the login page sends the customer back to `returnPath` afterwards. */
export function loginPathFor(returnPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath }).toString()}`;
}

// Any origin stands for the shop's own: what matters is whether a value leaves it.
const SHOP_ORIGIN = 'https://shop.invalid';

/**
 * The return path of a login page's query when it is a path on this site, else `fallback`: a link to
 * `/login?redirect=https://elsewhere` must not send a customer off the shop after signing in. The
 * value is read as a browser reads it (the URL parser drops tabs and line breaks and takes `\` for
 * `/`), so `/<tab>/evil.example` and `/\evil.example` lead to another site; what comes back is the
 * path the parser resolved, not the text that was sent.
 */
export function safeReturnPath(value: string | string[] | undefined, fallback = '/'): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(path, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SHOP_ORIGIN) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
