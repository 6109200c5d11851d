import type { SeoMeta as SeoMetaAnswer } from '@/contract/content';

/** The contract's meta, every field filled: the site's settings stand in for what a page leaves out. */
export type SeoMeta = { [Field in keyof SeoMetaAnswer]: NonNullable<SeoMetaAnswer[Field]> };

export type SettingValues = Record<string, string | null | undefined>;

export interface PageMetaSource {
  title: string;
  meta_title: string | null;
  meta_description: string | null;
}

export const SEO_SETTING_TYPES = ['meta_title', 'meta_description', 'meta_keywords', 'meta_image', 'site_motto'];

/** The site's meta from settings; the motto stands in for a missing meta title. */
export function siteSeoMeta(settings: SettingValues): SeoMeta {
  return {
    title: settings.meta_title || settings.site_motto || '',
    description: settings.meta_description ?? '',
    keywords: settings.meta_keywords ?? '',
    image: settings.meta_image ?? '',
  };
}

/** A content page's own meta wins; what it lacks comes from the site's meta. */
export function pageSeoMeta(settings: SettingValues, page: PageMetaSource): SeoMeta {
  const site = siteSeoMeta(settings);
  return {
    ...site,
    title: page.meta_title || page.title,
    description: page.meta_description || site.description,
  };
}
