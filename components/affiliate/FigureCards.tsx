import type { ReactNode } from 'react';
import { Link } from '@/components/common/Link';
import styles from './FigureCards.module.scss';

export interface Figure {
  label: string;
  value: string;
  /** A short line under the value, such as what the figure counts. */
  hint?: ReactNode;
  /** The figure that matters most, set apart. */
  featured?: boolean;
  action?: { href: string; label: string };
}

/** Figures as cards: two a row on phones, up to four on desktops. `label` names them when no heading does. */
export function FigureCards({ figures, label }: { figures: Figure[]; label?: string }) {
  return (
    <dl className={styles.cards} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className={figure.featured ? `${styles.card} ${styles.featured}` : styles.card}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
          {figure.hint && <dd className={styles.hint}>{figure.hint}</dd>}
          {figure.action && (
            <dd className={styles.actionSlot}>
              <Link href={figure.action.href} className={styles.action}>
                {figure.action.label}
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
