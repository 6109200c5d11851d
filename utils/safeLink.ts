// Links from the shop's settings and content pages are typed by staff and may be anything: only
// web, mail and phone links and paths on the shop are followed, never javascript: or data: URLs.
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** The link when it is safe to follow, else null (the caller shows no link). */
export function safeLinkHref(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  try {
    return SAFE_SCHEMES.includes(new URL(trimmed).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}
