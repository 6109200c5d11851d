import Link from 'next/link';
import type { OrderDetail } from '@/services/orders';
import { formatTaka } from '@/utils/money';
import { CART_PATH, paymentOutcome } from '@/utils/orders';
import styles from './PaymentNextStep.module.scss';

type PaymentOrder = Pick<OrderDetail, 'payment_type' | 'payment_type_name' | 'payment_status' | 'amount_to_pay' | 'shipping_type' | 'payment_url'>;

/** What the shopper has to do about paying: pay on arrival, nothing (paid), try again (declined) or pay now. */
export function PaymentNextStep({ order }: { order: PaymentOrder }) {
  const amount = formatTaka(order.amount_to_pay);
  switch (paymentOutcome(order)) {
    case 'cash_on_delivery':
      return (
        <div className={`${styles.step} ${styles.info}`}>
          <h3 className={styles.title}>Cash on delivery</h3>
          <p>
            {order.shipping_type === 'pickup'
              ? `Please pay ${amount} in cash when you collect your order.`
              : `Please keep ${amount} ready: you pay in cash when your order arrives.`}
          </p>
        </div>
      );
    case 'paid':
      return (
        <div className={`${styles.step} ${styles.success}`}>
          <h3 className={styles.title}>Payment received</h3>
          <p>
            {order.amount_to_pay > 0
              ? `We have received ${amount} by ${order.payment_type_name}. Nothing more to pay.`
              : 'Your order is fully paid. Nothing more to pay.'}
          </p>
        </div>
      );
    case 'refunded':
      return (
        <div className={`${styles.step} ${styles.info}`}>
          <h3 className={styles.title}>Payment refunded</h3>
          <p>Your payment of {amount} has been refunded.</p>
        </div>
      );
    case 'declined':
      return (
        <div className={`${styles.step} ${styles.danger}`} role="alert">
          <h3 className={styles.title}>Payment was declined</h3>
          <p>Your order was cancelled and its items are back in your bag, so you can try again.</p>
          <Link href={CART_PATH} className={styles.action}>
            Go to your bag
          </Link>
        </div>
      );
    case 'awaiting_payment':
      return (
        <div className={`${styles.step} ${styles.warning}`}>
          <h3 className={styles.title}>Waiting for your payment</h3>
          <p>
            Pay {amount} with {order.payment_type_name} to complete your order.
          </p>
          {order.payment_url && (
            // The gateway's page may be on another site: a plain link, not a client-side route.
            <a href={order.payment_url} className={styles.action}>
              Pay now
            </a>
          )}
        </div>
      );
  }
}
