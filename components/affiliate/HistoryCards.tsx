import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/orders/StatusBadge';
import type { StatusTone } from '@/utils/orders';
import styles from './HistoryCards.module.scss';

interface HistoryFact {
  label: string;
  value: ReactNode;
  /** The figure the entry is about (an amount), set in bold. */
  strong?: boolean;
}

export interface HistoryEntry {
  id: number;
  heading: ReactNode;
  status?: { label: string; tone: StatusTone; context: string };
  facts: HistoryFact[];
}

interface HistoryCardsProps {
  entries: HistoryEntry[];
  label: string;
  /** Entries are the page's second level unless the history sits under a heading of its own. */
  headingLevel?: 2 | 3;
}

/** A history as cards: heading and status on top, the facts below (two columns on phones, one row from tablets up). */
export function HistoryCards({ entries, label, headingLevel = 2 }: HistoryCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.entries} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <div className={styles.head}>
            <Heading className={styles.heading}>{entry.heading}</Heading>
            {entry.status && (
              <StatusBadge tone={entry.status.tone} context={entry.status.context}>
                {entry.status.label}
              </StatusBadge>
            )}
          </div>
          <dl className={styles.facts}>
            {entry.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd className={fact.strong ? styles.strong : undefined}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
