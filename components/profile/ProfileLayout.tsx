import type { ReactNode } from 'react';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import { HOME_PATH } from '@/utils/sitePaths';
import { ProfileSidebar } from './ProfileSidebar';
import styles from './ProfileLayout.module.scss';

export interface ProfileCrumb {
  /** In the page's language. */
  label: string;
  href: string;
}

interface ProfileLayoutProps {
  /** The crumbs between Home and the current page, such as My Orders above an order. */
  crumbs?: ProfileCrumb[];
  /** The current page's crumb, in the page's language. */
  current: string;
  children: ReactNode;
}

/** The profile area's page: breadcrumb, the profile sidebar (a scrollable menu on phones) and the page's column. */
export function ProfileLayout({ crumbs = [], current, children }: ProfileLayoutProps) {
  const t = useText('profile');
  return (
    <div className={styles.page}>
      <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={HOME_PATH}>{t('Home')}</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ))}
          <li aria-current="page">{current}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <ProfileSidebar />
        </aside>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
