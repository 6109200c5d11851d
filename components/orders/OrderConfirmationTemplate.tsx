import { useBagRefresh } from '@/components/bag/useBagRefresh';
import { Link } from '@/components/common/Link';
import { useLocale, useText } from '@/hooks/useLocale';
import type { OrderDetail, OrderItem } from '@/contract/orders';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { formatOrderDate, ORDERS_PATH, paymentOutcome } from '@/utils/orders';
import { HOME_PATH } from '@/utils/sitePaths';
import { DeliveryDetails } from './DeliveryDetails';
import { OrderItemsList } from './OrderItemsList';
import { OrderLoadMessage } from './OrderLoadMessage';
import { OrderSection } from './OrderSection';
import { OrderTotals } from './OrderTotals';
import { PaymentNextStep } from './PaymentNextStep';
import { PrivatePageHead } from './PrivatePageHead';
import { useOrder } from './useOrder';
import styles from './OrderConfirmationTemplate.module.scss';

export interface OrderConfirmationTemplateProps {
  /** The route's `[id]`, null when it is not an order id. */
  orderId: number | null;
}

function NextSteps({ order }: { order: OrderDetail }) {
  const t = useText('orders');
  if (order.delivery_status === 'cancelled') return null;
  const pickup = order.shipping_type === 'pickup';
  return (
    <ol className={styles.nextSteps}>
      <li>{t('We check your order and confirm it.')}</li>
      <li>{pickup ? t('We get it ready at your pickup point and let you know.') : t('We pack it carefully and hand it to our courier.')}</li>
      <li>{pickup ? t('You collect it at the pickup point.') : t('It arrives at your door.')}</li>
    </ol>
  );
}

function Confirmation({ order, items }: { order: OrderDetail; items: OrderItem[] }) {
  const t = useText('orders');
  const locale = useLocale();
  const signedIn = useAppSelector(selectIsSignedIn);
  // A declined payment put the items back in the bag on the server: the bag on screen follows.
  const { bagQuery } = useBagRefresh(paymentOutcome(order) === 'declined');

  return (
    <div className={styles.page}>
      {bagQuery}
      <header className={styles.hero}>
        <span className={styles.check} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 className={styles.title}>{t('Thank you for your order!')}</h1>
        <p className={styles.codeLabel}>{t('Your order number')}</p>
        <p className={styles.code}>{order.code}</p>
        <p className={styles.placed}>
          {t('Placed on')} {formatOrderDate(order.date, locale)}
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.column}>
          <OrderSection id="confirmation-next" title={t('What happens next')}>
            <PaymentNextStep order={order} />
            <NextSteps order={order} />
          </OrderSection>
          <OrderSection id="confirmation-items" title={t('Items')}>
            <OrderItemsList items={items} />
          </OrderSection>
        </div>
        <div className={styles.column}>
          <OrderSection id="confirmation-totals" title={t('Order summary')}>
            <OrderTotals order={order} />
          </OrderSection>
          <OrderSection id="confirmation-delivery" title={order.shipping_type === 'pickup' ? t('Pickup') : t('Delivery')}>
            <DeliveryDetails order={order} />
          </OrderSection>
        </div>
      </div>

      <nav className={styles.actions} aria-label={t('After your order')}>
        <Link href={HOME_PATH} className={styles.primary}>
          {t('Continue shopping')}
        </Link>
        {signedIn && (
          <Link href={ORDERS_PATH} className={styles.secondary}>
            {t('View my orders')}
          </Link>
        )}
      </nav>
    </div>
  );
}

/** `/order-confirmation/[id]`: the thank-you page after placing an order (or returning from the gateway). */
export function OrderConfirmationTemplate({ orderId }: OrderConfirmationTemplateProps) {
  const { load, reload } = useOrder(orderId);
  const t = useText('orders');
  return (
    <>
      <PrivatePageHead title={t('Thank you for your order')} />
      {load.state === 'ready' ? <Confirmation order={load.order} items={load.items} /> : <OrderLoadMessage state={load.state} onRetry={reload} />}
    </>
  );
}
