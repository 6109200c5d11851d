import Link from 'next/link';
import { useId } from 'react';
import { formatTaka } from '@/utils/money';
import type { BagFigures } from './bagFigures';
import styles from './OrderSummary.module.scss';

export const SHIPPING_AT_CHECKOUT = 'Calculated at checkout';

interface OrderSummaryProps {
  figures: BagFigures;
  /** Every saving on the bag, the lines' own discounts included. */
  savings: number;
  checkoutHref: string;
  continueHref: string;
}

/** The bag's totals as the server prices them, and the ways on: checkout, or back to the shop. */
export function OrderSummary({ figures, savings, checkoutHref, continueHref }: OrderSummaryProps) {
  const titleId = useId();
  const { subTotal, coupon, discount, membership, tax, total, giftCard, amountToPay } = figures;

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Order summary
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Sub total</dt>
          <dd>{formatTaka(subTotal)}</dd>
        </div>
        {membership && (
          <div className={styles.note}>
            <dt>Member savings{membership.number ? ` (${membership.number})` : ''}</dt>
            <dd>−{formatTaka(membership.discount)} included</dd>
          </div>
        )}
        <div>
          <dt>Discount{coupon ? ` (${coupon.code})` : ''}</dt>
          <dd className={discount > 0 ? styles.saving : undefined}>{discount > 0 ? `−${formatTaka(discount)}` : formatTaka(0)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatTaka(tax)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd className={styles.muted}>{SHIPPING_AT_CHECKOUT}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatTaka(total)}</dd>
        </div>
        {giftCard && (
          <>
            <div>
              <dt>Gift card{giftCard.number ? ` (${giftCard.number})` : ''}</dt>
              <dd className={styles.saving}>−{formatTaka(giftCard.amount)}</dd>
            </div>
            <div className={styles.total}>
              <dt>To pay</dt>
              <dd>{formatTaka(amountToPay)}</dd>
            </div>
          </>
        )}
      </dl>
      {savings > 0 && <p className={styles.savings}>You save {formatTaka(savings)} on this order</p>}
      <div className={styles.actions}>
        <Link href={checkoutHref} className={styles.checkout}>
          Proceed to checkout
        </Link>
        <Link href={continueHref} className={styles.continue}>
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
