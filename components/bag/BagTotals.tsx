import { useFormat, useText } from '@/hooks/useLocale';
import { type SummaryRowKey, summaryRows } from '@/utils/summaryRows';
import type { BagFigures } from './bagFigures';
import styles from './BagTotals.module.scss';

const SHIPPING_AT_CHECKOUT = 'Calculated at checkout';

const TOTALS: ReadonlySet<SummaryRowKey> = new Set(['total', 'amount_to_pay']);

interface BagTotalsProps {
  figures: BagFigures;
  /**
   * In the bag, shipping waits for the delivery chosen at checkout and "Amount to pay" shows only
   * after a gift card; at checkout every figure is the one the order will carry.
   */
  stage: 'bag' | 'checkout';
  /** The bag panel names the sub total its own way ("Subtotal"), already translated. */
  subTotalLabel?: string;
  /** A fresher summary is on its way: the figures shown may change. */
  updating?: boolean;
  className?: string;
}

/** The bag's figures as the server prices them: bag page, both bag panels and checkout. */
export function BagTotals({ figures, stage, subTotalLabel, updating, className }: BagTotalsProps) {
  const t = useText('bag');
  const { price } = useFormat();
  const rows = summaryRows(figures);
  const paidByGiftCard = rows.some((row) => row.key === 'gift_card');

  /** The row's name, and the code or card number it is for. */
  const label = (key: SummaryRowKey): [string, string | null] => {
    switch (key) {
      case 'sub_total':
        return [subTotalLabel ?? t('Sub total'), null];
      case 'product_discount':
        return [t('Product discount'), null];
      case 'membership':
        return [t('Membership discount'), figures.membershipNumber];
      case 'coupon':
        return [t('Discount'), figures.coupon?.code ?? null];
      case 'shipping':
        return [t('Shipping'), null];
      case 'tax':
        return [t('Tax'), null];
      case 'total':
        return [t('Total'), null];
      case 'gift_card':
        return [t('Gift card'), figures.giftCardNumber];
      case 'amount_to_pay':
        return [t('Amount to pay'), null];
    }
  };

  return (
    <dl className={className ? `${styles.figures} ${className}` : styles.figures} aria-busy={updating || undefined}>
      {rows
        .filter((row) => row.key !== 'amount_to_pay' || paidByGiftCard || stage === 'checkout')
        .map((row) => {
          const [name, note] = label(row.key);
          return (
            <div key={row.key} className={TOTALS.has(row.key) ? styles.total : undefined}>
              <dt>{note ? `${name} (${note})` : name}</dt>
              {row.key === 'shipping' && stage === 'bag' ? (
                <dd className={styles.muted}>{t(SHIPPING_AT_CHECKOUT)}</dd>
              ) : (
                <dd className={row.deduction ? styles.saving : undefined}>{`${row.deduction ? '−' : ''}${price(row.amount)}`}</dd>
              )}
            </div>
          );
        })}
    </dl>
  );
}
