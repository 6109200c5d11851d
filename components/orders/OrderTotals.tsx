import type { OrderDetail } from '@/services/orders';
import { formatTaka } from '@/utils/money';
import { orderTotalRows } from '@/utils/orders';
import styles from './OrderTotals.module.scss';

/** The order's money, in receipt order (utils/orders.ts `orderTotalRows`). */
export function OrderTotals({ order }: { order: OrderDetail }) {
  return (
    <dl className={styles.totals}>
      {orderTotalRows(order).map((row) => (
        <div key={row.key} className={row.emphasis ? `${styles.row} ${styles.emphasis}` : styles.row}>
          <dt>
            {row.label}
            {row.included && <span className={styles.included}>included in the sub total</span>}
          </dt>
          <dd className={row.deduction ? styles.deduction : undefined}>
            {row.free ? 'Free' : `${row.deduction ? '−' : ''}${formatTaka(row.amount)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
