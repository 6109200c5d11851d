import { Link } from '@/components/common/Link';
import { SafeHtml } from '@/components/common/SafeHtml';
import { LEGAL_POSITION, pagesAt, QUICK_LINKS_POSITION } from '@/components/layout/SiteFooter';
import { JsonLd } from '@/components/seo/JsonLd';
import { Seo } from '@/components/seo/Seo';
import { useText } from '@/hooks/useLocale';
import type { ContentPage } from '@/services/content';
import type { PageLink } from '@/contract/settings';
import { useAppSelector } from '@/store/hooks';
import { selectPages } from '@/store/settingsSlice';
import { safeLinkHref } from '@/utils/safeLink';
import { absoluteUrl } from '@/utils/siteUrl';
import { contentPagePath, HOME_PATH } from '@/utils/sitePaths';
import { breadcrumbJsonLd, HOME_CRUMB_NAME } from '@/utils/structuredData';
import { withoutRepeatedTitle } from './contentHtml';
import styles from './ContentPageTemplate.module.scss';

export interface ContentPageTemplateProps {
  page: ContentPage;
  /** The site's origin, for the canonical link and the breadcrumb's JSON-LD. */
  siteUrl: string;
}

function OtherPageLink({ page, current }: { page: PageLink; current: boolean }) {
  const customLink = safeLinkHref(page.custom_link);
  if (!customLink) {
    return (
      <Link href={contentPagePath(page.slug)} aria-current={current ? 'page' : undefined}>
        {page.title}
      </Link>
    );
  }
  const newTab = page.open_tab === 1;
  return (
    <Link href={customLink} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {page.title}
    </Link>
  );
}

function PageGroup({ title, pages, currentSlug }: { title: string; pages: PageLink[]; currentSlug: string }) {
  const t = useText('content');
  if (pages.length === 0) return null;
  return (
    <div className={styles.group}>
      <h2 className={styles.groupTitle}>{t(title)}</h2>
      <ul className={styles.groupLinks}>
        {pages.map((page) => (
          <li key={page.id}>
            <OtherPageLink page={page} current={page.slug === currentSlug} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A content page from the shop's settings (about, policies, size guide...), its HTML sanitised. */
export function ContentPageTemplate({ page, siteUrl }: ContentPageTemplateProps) {
  const pages = useAppSelector(selectPages);
  const path = contentPagePath(page.slug);
  const crumbs = [
    { name: HOME_CRUMB_NAME, path: HOME_PATH },
    { name: page.title, path },
  ];
  const quickLinks = pagesAt(pages, QUICK_LINKS_POSITION);
  const legal = pagesAt(pages, LEGAL_POSITION);
  const t = useText('content');
  return (
    <div className={styles.page}>
      <Seo title={page.title} shareTitle={page.meta_title || undefined} description={page.meta_description} canonicalUrl={absoluteUrl(siteUrl, path)} type="article" />
      <JsonLd id="breadcrumb" data={breadcrumbJsonLd(crumbs, siteUrl)} />
      <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={HOME_PATH}>{t(HOME_CRUMB_NAME)}</Link>
          </li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <article className={styles.article}>
          <h1 className={styles.title}>{page.title}</h1>
          <SafeHtml html={withoutRepeatedTitle(page.content, page.title)} className={styles.prose} />
        </article>
        {quickLinks.length + legal.length > 0 && (
          <nav aria-label={t('Help and information')} className={styles.aside}>
            <PageGroup title="Quick Links" pages={quickLinks} currentSlug={page.slug} />
            <PageGroup title="Legal" pages={legal} currentSlug={page.slug} />
          </nav>
        )}
      </div>
    </div>
  );
}
