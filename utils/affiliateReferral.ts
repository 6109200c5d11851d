// Affiliate referral links: the `aff_ref` query names the affiliate's referral
// code. The storefront keeps the whole referral query in the `affiliate` cookie and sends it with
// add-to-cart; the server reads the code out of it, and builds the links affiliates share.

const REFERRAL_PARAMETER = 'aff_ref';

/** Codes are letters, digits, `-` and `_`; they are compared in capitals. */
const REFERRAL_CODE = /^[A-Z0-9_-]{1,32}$/;
const ABSOLUTE_URL = /^https?:\/\//i;
/** Any origin: only the path, query and fragment of the parsed URL are read. */
const PLACEHOLDER_ORIGIN = 'http://shop.invalid';

function validCode(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return REFERRAL_CODE.test(code) ? code : null;
}

/**
 * The referral code in a referral query (`aff_ref=DEMOAFF&utm=x`, with or without a leading `?`, or
 * a whole link) or a bare code (`DEMOAFF`); null when there is none.
 */
export function referralCodeFrom(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const query = trimmed.includes('?') ? trimmed.slice(trimmed.indexOf('?') + 1) : trimmed;
  if (!query.includes('=')) return validCode(query);
  return validCode(new URLSearchParams(query).get(REFERRAL_PARAMETER));
}

/** The shop's home page with the referral: `/?aff_ref=CODE`. */
export function referralPath(code: string): string {
  return `/?${REFERRAL_PARAMETER}=${encodeURIComponent(code)}`;
}

/** A site-relative path (`/details/x?size=M#reviews`) with the referral, replacing any it had. */
export function withReferral(path: string, code: string): string {
  const url = new URL(path, PLACEHOLDER_ORIGIN);
  url.searchParams.delete(REFERRAL_PARAMETER);
  url.searchParams.append(REFERRAL_PARAMETER, code);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/x` but not `//host/x` or `/\host/x`, which browsers read as another site. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The site-relative part (path, query, fragment) of a link to this shop: a path starting with `/`,
 * or an absolute http(s) link (the scheme may be left out) whose host is one of `shopHosts`
 * (`shop.example`, `127.0.0.1:3300`, compared without case). Null for anything else.
 */
export function shopPathOf(link: string, shopHosts: readonly string[]): string | null {
  const value = link.trim();
  if (value === '') return null;
  if (isSitePath(value)) {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const url = parsedUrl(ABSOLUTE_URL.test(value) ? value : `https://${value}`);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  const hosts = shopHosts.map((host) => host.toLowerCase());
  if (!hosts.includes(url.host.toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a visitor landed on, as a site-relative path, whatever host the link named; null when it is not a link. */
export function landingPathOf(link: string): string | null {
  const value = link.trim();
  if (isSitePath(value)) return shopPathOf(value, []);
  const url = ABSOLUTE_URL.test(value) ? parsedUrl(value) : null;
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}
