import type { ReactNode } from 'react';
import styles from './OrderSection.module.scss';

/** One titled card of an order page (confirmation, order detail): items, totals, delivery and the like. */
export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
