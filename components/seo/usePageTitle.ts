import { useAppSelector } from '@/store/hooks';
import { selectSiteTitle } from '@/store/settingsSlice';

/**
 * The title the browser tab and search results show: a page's own title followed by the site motto
 * ("Cotton Panjabi | <motto>"), or the motto alone for a page without one.
 */
function pageTitle(own: string | undefined, siteTitle: string | undefined): string {
  if (!own) return siteTitle ?? '';
  return siteTitle ? `${own} | ${siteTitle}` : own;
}

export function usePageTitle(own?: string): string {
  return pageTitle(own, useAppSelector(selectSiteTitle));
}
