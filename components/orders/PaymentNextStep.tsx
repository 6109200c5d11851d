import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import type { OrderDetail } from '@/contract/orders';
import { paymentOutcome } from '@/utils/orders';
import { CART_PATH } from '@/utils/sitePaths';
import styles from './PaymentNextStep.module.scss';

type PaymentOrder = Pick<OrderDetail, 'payment_type' | 'payment_type_name' | 'payment_status' | 'amount_to_pay' | 'shipping_type' | 'payment_url'>;

/** What the shopper has to do about paying: pay on arrival, nothing (paid), try again (declined) or pay now. */
export function PaymentNextStep({ order }: { order: PaymentOrder }) {
  const t = useText('orders');
  const { price } = useFormat();
  const amount = price(order.amount_to_pay);
  const method = t(order.payment_type_name);
  switch (paymentOutcome(order)) {
    case 'cash_on_delivery':
      return (
        <div className={`${styles.step} ${styles.info}`}>
          <h3 className={styles.title}>{t('Cash on delivery')}</h3>
          <p>
            {order.shipping_type === 'pickup'
              ? t('Please pay {amount} in cash when you collect your order.', { amount })
              : t('Please keep {amount} ready: you pay in cash when your order arrives.', { amount })}
          </p>
        </div>
      );
    case 'paid':
      return (
        <div className={`${styles.step} ${styles.success}`}>
          <h3 className={styles.title}>{t('Payment received')}</h3>
          <p>
            {order.amount_to_pay > 0
              ? t('We have received {amount} by {method}. Nothing more to pay.', { amount, method })
              : t('Your order is fully paid. Nothing more to pay.')}
          </p>
        </div>
      );
    case 'refunded':
      return (
        <div className={`${styles.step} ${styles.info}`}>
          <h3 className={styles.title}>{t('Payment refunded')}</h3>
          <p>{t('Your payment of {amount} has been refunded.', { amount })}</p>
        </div>
      );
    case 'declined':
      return (
        <div className={`${styles.step} ${styles.danger}`} role="alert">
          <h3 className={styles.title}>{t('Payment was declined')}</h3>
          <p>{t('Your order was cancelled and its items are back in your bag, so you can try again.')}</p>
          <Link href={CART_PATH} className={styles.action}>
            {t('Go to your bag')}
          </Link>
        </div>
      );
    case 'awaiting_payment':
      return (
        <div className={`${styles.step} ${styles.warning}`}>
          <h3 className={styles.title}>{t('Waiting for your payment')}</h3>
          <p>{t('Pay {amount} with {method} to complete your order.', { amount, method })}</p>
          {order.payment_url && (
            // The gateway's page may be on another site: a plain link, not a client-side route.
            <a href={order.payment_url} className={styles.action}>
              {t('Pay now')}
            </a>
          )}
        </div>
      );
  }
}
