import Link from 'next/link';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import type { OrderItem } from '@/services/orders';
import { formatTaka } from '@/utils/money';
import { productPath } from '@/utils/sitePaths';
import styles from './OrderItemsList.module.scss';

/** The order's lines: thumbnail and name linking to the product, variant, unit price, quantity, line total. */
export function OrderItemsList({ items }: { items: OrderItem[] }) {
  return (
    <ul className={styles.items} aria-label="Items">
      {items.map((item) => {
        const discounted = item.unit_discount > 0;
        return (
          <li key={item.id} className={styles.item}>
            <Link href={productPath(item.slug)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
              <img src={item.thumbnail_image || PLACEHOLDER_IMAGE} alt="" width={64} height={80} loading="lazy" />
            </Link>
            <div className={styles.details}>
              <Link href={productPath(item.slug)} className={styles.name}>
                {item.product_name}
              </Link>
              {item.variation && <p className={styles.variation}>{item.variation}</p>}
              <p className={styles.unit}>
                {discounted && (
                  <del className={styles.stroked}>
                    <span className={styles.hidden}>Was </span>
                    {formatTaka(item.unit_price)}
                  </del>
                )}
                <span>{formatTaka(item.unit_price - item.unit_discount)}</span>
                <span className={styles.quantity}>× {item.quantity}</span>
              </p>
            </div>
            <p className={styles.total}>{formatTaka(item.line_total)}</p>
          </li>
        );
      })}
    </ul>
  );
}
