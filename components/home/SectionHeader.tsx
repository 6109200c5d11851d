import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './SectionHeader.module.scss';

interface SectionHeaderProps {
  id: string;
  title: string;
  /** Where "View all" leads; no link without it. */
  viewAllHref?: string;
  /** Shown beside the title, such as a countdown. */
  aside?: ReactNode;
}

export function SectionHeader({ id, title, viewAllHref, aside }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {aside}
      {viewAllHref && (
        <Link href={viewAllHref} className={styles.viewAll} aria-label={`View all: ${title}`}>
          View all
        </Link>
      )}
    </div>
  );
}

/** The id a section's heading carries, for `aria-labelledby`. */
export function sectionHeadingId(name: string): string {
  return `home-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
