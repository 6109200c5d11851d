import type { ReactNode } from 'react';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { ProfileLayout, type ProfileCrumb } from '@/components/profile/ProfileLayout';
import { useText } from '@/hooks/useLocale';
import { AFFILIATE_PATHS } from './affiliateText';
import styles from './AffiliatePage.module.scss';

interface AffiliatePageProps {
  /** In English, shown in the page's language. */
  title: string;
  /** In English, shown in the page's language. */
  intro?: string;
  /** The crumbs between Home and this page (in the page's language): the affiliate dashboard unless told otherwise. */
  crumbs?: ProfileCrumb[];
  children: ReactNode;
}

/** An affiliate page in the profile area: its breadcrumb, the sidebar, a private title, the heading and an intro. */
export function AffiliatePage({ title, intro, crumbs, children }: AffiliatePageProps) {
  const t = useText('affiliate');
  const shownTitle = t(title);
  return (
    <ProfileLayout crumbs={crumbs ?? [{ label: t('Affiliate'), href: AFFILIATE_PATHS.dashboard }]} current={shownTitle}>
      <PrivatePageHead title={shownTitle} />
      <header className={styles.header}>
        <h1 className={styles.title}>{shownTitle}</h1>
        {intro && <p className={styles.intro}>{t(intro)}</p>}
      </header>
      {children}
    </ProfileLayout>
  );
}
