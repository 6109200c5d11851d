import { shareLinks } from './share';

// The affiliate's links: the API answers site-relative paths, the page shares them whole.

export const SHOP_LINK_MESSAGE = 'Please enter a link to this shop';

const ABSOLUTE_URL = /^https?:\/\/[^\s/]+/i;

/** `https://shop.example` + `/details/x?aff_ref=CODE`; a path that is already absolute stays as it is. */
export function absoluteShopLink(origin: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * What is wrong with a link typed into the URLs Generator before asking the server, which alone knows
 * the shop's hosts (and takes a path, or a link with or without its scheme): only a link with spaces
 * inside, or none at all, is refused here.
 */
export function shopLinkError(value: string): string | undefined {
  const link = value.trim();
  return link === '' || /\s/.test(link) ? SHOP_LINK_MESSAGE : undefined;
}

/** The words sent with a shared link, naming the shop when its name is known. */
export function referralShareText(siteName: string | null | undefined): string {
  return siteName ? `Shop the latest fashion at ${siteName}` : 'Shop the latest fashion';
}

/** WhatsApp and Facebook share screens for a referral link. */
export function referralShareLinks(link: string, siteName: string | null | undefined): { whatsapp: string; facebook: string } {
  const { whatsapp, facebook } = shareLinks(link, referralShareText(siteName));
  return { whatsapp, facebook };
}

/** A paginated affiliate page's address: `?page=` from the second page on, other query values kept. */
export function affiliatePagePath(path: string, page: number, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const MAX_SEARCH_LENGTH = 100;

/** `?search=` of the items page: its first value, trimmed and cut to 100 characters; empty when absent. */
export function searchFromQuery(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value[0] : value;
  return (text ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}
