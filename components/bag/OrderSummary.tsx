import { useId } from 'react';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import { type SummaryRowKey, summaryRows } from '@/utils/summaryRows';
import type { BagFigures } from './bagFigures';
import styles from './OrderSummary.module.scss';
import { BAG_BANGLA } from './translations.bn';

export const SHIPPING_AT_CHECKOUT = 'Calculated at checkout';

interface OrderSummaryProps {
  figures: BagFigures;
  checkoutHref: string;
  continueHref: string;
}

const TOTALS: ReadonlySet<SummaryRowKey> = new Set(['total', 'amount_to_pay']);

/** The bag's totals as the server prices them, and the ways on: checkout, or back to the shop. */
export function OrderSummary({ figures, checkoutHref, continueHref }: OrderSummaryProps) {
  const titleId = useId();
  const t = useText(BAG_BANGLA);
  const { price } = useFormat();
  const rows = summaryRows(figures);
  const paidByGiftCard = rows.some((row) => row.key === 'gift_card');
  // What the shopper saves: everything between the regular prices and the total but the gift card, which pays.
  const savings = rows.reduce((total, row) => (row.deduction && row.key !== 'gift_card' ? total + row.amount : total), 0);

  const label = (key: SummaryRowKey): string => {
    switch (key) {
      case 'sub_total':
        return t('Sub total');
      case 'product_discount':
        return t('Product discount');
      case 'membership':
        return `${t('Membership discount')}${figures.membershipNumber ? ` (${figures.membershipNumber})` : ''}`;
      case 'coupon':
        return `${t('Discount')}${figures.coupon ? ` (${figures.coupon.code})` : ''}`;
      case 'shipping':
        return t('Shipping');
      case 'tax':
        return t('Tax');
      case 'total':
        return t('Total');
      case 'gift_card':
        return `${t('Gift card')}${figures.giftCardNumber ? ` (${figures.giftCardNumber})` : ''}`;
      case 'amount_to_pay':
        return t('To pay');
    }
  };

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('Order summary')}
      </h2>
      <dl className={styles.figures}>
        {rows
          .filter((row) => row.key !== 'amount_to_pay' || paidByGiftCard)
          .map((row) => (
            <div key={row.key} className={TOTALS.has(row.key) ? styles.total : undefined}>
              <dt>{label(row.key)}</dt>
              {row.key === 'shipping' ? (
                <dd className={styles.muted}>{t(SHIPPING_AT_CHECKOUT)}</dd>
              ) : (
                <dd className={row.deduction ? styles.saving : undefined}>{`${row.deduction ? '−' : ''}${price(row.amount)}`}</dd>
              )}
            </div>
          ))}
      </dl>
      {savings > 0 && <p className={styles.savings}>{t('You save {amount} on this order', { amount: price(savings) })}</p>}
      <div className={styles.actions}>
        <Link href={checkoutHref} className={styles.checkout}>
          {t('Proceed to checkout')}
        </Link>
        <Link href={continueHref} className={styles.continue}>
          {t('Continue shopping')}
        </Link>
      </div>
    </section>
  );
}
