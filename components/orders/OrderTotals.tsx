import { useFormat, useText } from '@/hooks/useLocale';
import type { OrderDetail } from '@/contract/orders';
import { orderTotalRows } from '@/utils/orders';
import styles from './OrderTotals.module.scss';

/** The order's money, in receipt order (utils/orders.ts `orderTotalRows`). */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const t = useText('orders');
  const { price } = useFormat();
  return (
    <dl className={styles.totals}>
      {orderTotalRows(order).map((row) => (
        <div key={row.key} className={row.emphasis ? `${styles.row} ${styles.emphasis}` : styles.row}>
          <dt>
            {row.key === 'coupon' && order.coupon_code ? t('Coupon ({code})', { code: order.coupon_code }) : t(row.label)}
          </dt>
          <dd className={row.deduction ? styles.deduction : undefined}>
            {row.free ? t('Free') : `${row.deduction ? '−' : ''}${price(row.amount)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
