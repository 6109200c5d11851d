import { useId } from 'react';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import type { BagFigures } from './bagFigures';
import styles from './OrderSummary.module.scss';
import { BAG_BANGLA } from './translations.bn';

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
  const t = useText(BAG_BANGLA);
  const { price } = useFormat();
  const { subTotal, coupon, discount, membership, tax, total, giftCard, amountToPay } = figures;

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('Order summary')}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('Sub total')}</dt>
          <dd>{price(subTotal)}</dd>
        </div>
        {membership && (
          <div className={styles.note}>
            <dt>
              {t('Member savings')}
              {membership.number ? ` (${membership.number})` : ''}
            </dt>
            <dd>{t('{amount} included', { amount: `−${price(membership.discount)}` })}</dd>
          </div>
        )}
        <div>
          <dt>
            {t('Discount')}
            {coupon ? ` (${coupon.code})` : ''}
          </dt>
          <dd className={discount > 0 ? styles.saving : undefined}>{discount > 0 ? `−${price(discount)}` : price(0)}</dd>
        </div>
        <div>
          <dt>{t('Tax')}</dt>
          <dd>{price(tax)}</dd>
        </div>
        <div>
          <dt>{t('Shipping')}</dt>
          <dd className={styles.muted}>{t(SHIPPING_AT_CHECKOUT)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('Total')}</dt>
          <dd>{price(total)}</dd>
        </div>
        {giftCard && (
          <>
            <div>
              <dt>
                {t('Gift card')}
                {giftCard.number ? ` (${giftCard.number})` : ''}
              </dt>
              <dd className={styles.saving}>−{price(giftCard.amount)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t('To pay')}</dt>
              <dd>{price(amountToPay)}</dd>
            </div>
          </>
        )}
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
