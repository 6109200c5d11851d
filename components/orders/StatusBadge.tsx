import type { StatusTone } from '@/utils/orders';
import styles from './StatusBadge.module.scss';

interface StatusBadgeProps {
  tone: StatusTone;
  /** Read before the label by screen readers ("Payment", "Delivery"), where the label alone is ambiguous. */
  context?: string;
  children: string;
}

export function StatusBadge({ tone, context, children }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      {context && <span className={styles.context}>{context}: </span>}
      {children}
    </span>
  );
}
