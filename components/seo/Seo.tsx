import Head from 'next/head';
import { useLocale } from '@/hooks/useLocale';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { intlLocale } from '@/utils/locale';
import { languageAlternates } from '@/utils/sitemap';
import { localizedUrl } from '@/utils/sitePaths';
import { usePageTitle } from './usePageTitle';

export interface SeoProps {
  /** The page's own title, which the site motto follows; without one the page is titled by the motto. */
  title?: string;
  /** The title of the page's share cards (an SEO title set in the admin), when not its own title. */
  shareTitle?: string;
  /** Plain text for search results and link previews. */
  description?: string | null;
  /** The absolute URL of this page's preferred (English) address; the Bangla page's is its /bn twin. */
  canonicalUrl: string;
  /** The absolute URL of the picture shown when the page is shared. */
  imageUrl?: string | null;
  imageAlt?: string;
  type?: 'website' | 'product' | 'article';
}

/**
 * The page's title, description, canonical link, its language versions (hreflang) and its Open Graph
 * and Twitter card tags. Every tag has a key, so a page's own tags replace those of the app frame
 * rather than being added beside them.
 */
export function Seo({ title, shareTitle, description, canonicalUrl: englishUrl, imageUrl, imageAlt, type = 'website' }: SeoProps) {
  const siteName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  const documentTitle = usePageTitle(title);
  const cardTitle = shareTitle ?? title ?? documentTitle;
  const locale = useLocale();
  const canonicalUrl = localizedUrl(englishUrl, locale);
  return (
    <Head>
      <title key="title">{documentTitle}</title>
      {description && <meta key="description" name="description" content={description} />}
      <link key="canonical" rel="canonical" href={canonicalUrl} />
      {languageAlternates(englishUrl).map(({ hreflang, href }) => (
        <link key={`alternate-${hreflang}`} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:locale" property="og:locale" content={intlLocale(locale).replace('-', '_')} />
      <meta key="og:title" property="og:title" content={cardTitle} />
      {description && <meta key="og:description" property="og:description" content={description} />}
      <meta key="og:url" property="og:url" content={canonicalUrl} />
      {siteName && <meta key="og:site_name" property="og:site_name" content={siteName} />}
      {imageUrl && <meta key="og:image" property="og:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta key="og:image:alt" property="og:image:alt" content={imageAlt} />}
      <meta key="twitter:card" name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta key="twitter:title" name="twitter:title" content={cardTitle} />
      {description && <meta key="twitter:description" name="twitter:description" content={description} />}
      {imageUrl && <meta key="twitter:image" name="twitter:image" content={imageUrl} />}
    </Head>
  );
}
