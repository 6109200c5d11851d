import type { ReactNode } from 'react';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { ProfileLayout, type ProfileCrumb } from '@/components/profile/ProfileLayout';
import { AFFILIATE_PATHS } from './affiliateText';
import styles from './AffiliatePage.module.scss';

const AFFILIATE_CRUMBS: ProfileCrumb[] = [{ label: 'Affiliate', href: AFFILIATE_PATHS.dashboard }];

interface AffiliatePageProps {
  title: string;
  intro?: ReactNode;
  /** The crumbs between Home and this page: the affiliate dashboard unless told otherwise. */
  crumbs?: ProfileCrumb[];
  children: ReactNode;
}

/** An affiliate page in the profile area: its breadcrumb, the sidebar, a private title, the heading and an intro. */
export function AffiliatePage({ title, intro, crumbs = AFFILIATE_CRUMBS, children }: AffiliatePageProps) {
  return (
    <ProfileLayout crumbs={crumbs} current={title}>
      <PrivatePageHead title={title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </ProfileLayout>
  );
}
