import type { SeoMeta } from '@/services/seo';
import { absoluteUrl } from '@/utils/siteUrl';
import { Seo } from './Seo';

export interface SiteSeoProps {
  /** From `GET /v2/seo-meta-data`; null when it could not be read (the frame's title stays). */
  meta: SeoMeta | null;
  siteUrl: string;
  /** This page's path, for its canonical link. */
  path: string;
}

/**
 * The head of a page described by the shop's SEO settings, such as the home page: titled by the site
 * motto, with the SEO title on its share cards.
 */
export function SiteSeo({ meta, siteUrl, path }: SiteSeoProps) {
  if (!meta?.title) return null;
  return (
    <Seo
      shareTitle={meta.title}
      description={meta.description}
      canonicalUrl={absoluteUrl(siteUrl, path)}
      imageUrl={meta.image ? absoluteUrl(siteUrl, meta.image) : null}
    />
  );
}
