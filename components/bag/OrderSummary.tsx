import { useId } from 'react';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import { summaryRows } from '@/utils/summaryRows';
import type { BagFigures } from './bagFigures';
import { BagTotals } from './BagTotals';
import styles from './OrderSummary.module.scss';

interface OrderSummaryProps {
  figures: BagFigures;
  checkoutHref: string;
  continueHref: string;
}

/** The bag's totals as the server prices them, and the ways on: checkout, or back to the shop. */
export function OrderSummary({ figures, checkoutHref, continueHref }: OrderSummaryProps) {
  const titleId = useId();
  const t = useText('bag');
  const { price } = useFormat();
  // What the shopper saves: everything between the regular prices and the total but the gift card, which pays.
  const savings = summaryRows(figures).reduce((total, row) => (row.deduction && row.key !== 'gift_card' ? total + row.amount : total), 0);

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('Order summary')}
      </h2>
      <BagTotals figures={figures} stage="bag" />
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
