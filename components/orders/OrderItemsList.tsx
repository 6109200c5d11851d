/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { Link } from '@/components/common/Link';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { useFormat, useText } from '@/hooks/useLocale';
import type { OrderItem } from '@/contract/orders';
import { productPath } from '@/utils/sitePaths';
import { orderItemPrice } from '@/utils/wasPrice';
import styles from './OrderItemsList.module.scss';

/** The order's lines: thumbnail and name linking to the product, variant, unit price, quantity, line total. */
export function OrderItemsList({ items }: { items: OrderItem[] }) {
  const t = useText('orders');
  const { price, number } = useFormat();
  return (
    <ul className={styles.items} aria-label={t('Items')}>
      {items.map((item) => {
        const { current, was } = orderItemPrice(item);
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
                {was !== null && (
                  <del className={styles.stroked}>
                    <span className={styles.hidden}>{t('Was')} </span>
                    {price(was)}
                  </del>
                )}
                <span>{price(current)}</span>
                <span className={styles.quantity}>× {number(item.quantity)}</span>
              </p>
            </div>
            <p className={styles.total}>{price(item.line_total)}</p>
          </li>
        );
      })}
    </ul>
  );
}
