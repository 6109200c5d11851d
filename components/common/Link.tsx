import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;
type SiteLinkProps = Omit<LinkProps, 'href' | 'as' | 'locale' | 'legacyBehavior' | 'passHref' | 'onNavigate' | 'transitionTypes'> & { href: string };

// A path of this site (`/…`, not `//host`) that names no dynamic route (`[slug]`) and holds no backslash:
// next/link only normalises it and puts it under the page's locale.
const PLAIN_SITE_PATH = /^\/(?!\/)[^[\]\\]*$/;
const LOCALE_PREFIX_SKIPPED = /^\/api(?:\/|$)/;

/** The href next/link renders for a plain site path: URL-encoded, no trailing slash, under a non-default locale. */
function siteHref(path: string, locale: string | undefined, defaultLocale: string | undefined): string {
  const url = new URL(path, 'http://n');
  const pathname = url.pathname.replace(/\/$/, '') || '/';
  const rest = `${url.search}${url.hash}`;
  if (!locale || locale === defaultLocale) return `${pathname}${rest}`;
  const lower = pathname.toLowerCase();
  const prefix = `/${locale.toLowerCase()}`;
  if (LOCALE_PREFIX_SKIPPED.test(lower) || lower === prefix || lower.startsWith(`${prefix}/`)) return `${pathname}${rest}`;
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}

function isPlainSiteLink(props: LinkProps): props is SiteLinkProps {
  const { href, as, locale, legacyBehavior, passHref, onNavigate, transitionTypes } = props;
  const routedByNextOnly = [as, locale, legacyBehavior, passHref, onNavigate, transitionTypes].some((value) => value !== undefined);
  return typeof href === 'string' && PLAIN_SITE_PATH.test(href) && !routedByNextOnly;
}

/** The anchor next/link renders on the server, without its work (and without its navigation options). */
function ServerSiteLink({ href, scroll: _scroll, replace: _replace, shallow: _shallow, ...anchor }: SiteLinkProps) {
  const router = useRouter();
  return <a {...anchor} href={siteHref(href, router?.locale, router?.defaultLocale)} />;
}

// A route loads when the shopper reaches for its link (a hover, a touch), not when the link scrolls into
// view: prefetching every visible link's route ran that route's scripts and styles on the phone while
// the page was still loading (home's Lighthouse blocking time went from 950-1,270 to 630-780 ms).
// On the server a link to a plain site path is its anchor alone: next/link's href resolution and
// hooks took about 17 µs a link (a product page has 67), and in the browser next/link hydrates the
// same anchor (a test compares the two).
export function Link({ prefetch = false, ...props }: LinkProps) {
  if (typeof window === 'undefined' && isPlainSiteLink(props)) return <ServerSiteLink {...props} />;
  return <NextLink prefetch={prefetch} {...props} />;
}
