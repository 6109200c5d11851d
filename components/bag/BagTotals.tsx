import { useFormat, useText } from '@/hooks/useLocale';
import { type SummaryRowKey, summaryRows } from '@/utils/summaryRows';
import type { BagFigures } from './bagFigures';
import styles from './BagTotals.module.scss';

export const SHIPPING_AT_CHECKOUT = 'Calculated at checkout';

const TOTALS: ReadonlySet<SummaryRowKey> = new Set(['total', 'amount_to_pay']);

interface BagTotalsProps {
  figures: BagFigures;
  /** The bag panel names the sub total its own way ("Subtotal"), already translated. */
  subTotalLabel?: string;
  className?: string;
}

/** The bag's figures (bag page and both bag panels): shipping is left to checkout, "To pay" shows only after a gift card. */
export function BagTotals({ figures, subTotalLabel, className }: BagTotalsProps) {
  const t = useText('bag');
  const { price } = useFormat();
  const rows = summaryRows(figures);
  const paidByGiftCard = rows.some((row) => row.key === 'gift_card');

  const label = (key: SummaryRowKey): string => {
    switch (key) {
      case 'sub_total':
        return subTotalLabel ?? t('Sub total');
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
    <dl className={className ? `${styles.figures} ${className}` : styles.figures}>
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
  );
}
