import type { ReactNode } from 'react';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import styles from './SectionHeader.module.scss';

interface SectionHeaderProps {
  id: string;
  title: string;
  /** Where "View all" leads; no link without it. */
  viewAllHref?: string;
  /** Shown beside the title, such as a countdown. */
  aside?: ReactNode;
}

/** The shop's own section titles are translated; names from the catalogue (campaigns, categories) stay as written. */
export function SectionHeader({ id, title, viewAllHref, aside }: SectionHeaderProps) {
  const t = useText('home');
  return (
    <div className={styles.header}>
      <h2 id={id} className={styles.title}>
        {t(title)}
      </h2>
      {aside}
      {viewAllHref && (
        <Link href={viewAllHref} className={styles.viewAll} aria-label={t('View all: {title}', { title: t(title) })}>
          {t('View all')}
        </Link>
      )}
    </div>
  );
}

/** The id a section's heading carries, for `aria-labelledby`. */
export function sectionHeadingId(name: string): string {
  return `home-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
