import { useState } from 'react';
import { ProfileLayout } from '@/components/profile/ProfileLayout';
import { useLocale, useText } from '@/hooks/useLocale';
import type { OrderDetail, OrderItem } from '@/contract/orders';
import {
  DELIVERY_STATUS_TONES,
  formatOrderDate,
  ORDERS_PATH,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
} from '@/utils/orders';
import { orderStatusLabel } from '@/utils/orderStatus';
import { CancelOrderButton } from './CancelOrderButton';
import { DeliveryDetails } from './DeliveryDetails';
import { OrderItemsList } from './OrderItemsList';
import { OrderLoadMessage } from './OrderLoadMessage';
import { OrderSection } from './OrderSection';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { PrivatePageHead } from './PrivatePageHead';
import { StatusBadge } from './StatusBadge';
import { useOrder } from './useOrder';
import styles from './OrderDetailTemplate.module.scss';

export interface OrderDetailTemplateProps {
  /** The route's `[id]`, null when it is not an order id. */
  orderId: number | null;
}

function OrderView({ order, items }: { order: OrderDetail; items: OrderItem[] }) {
  const t = useText('orders');
  const locale = useLocale();
  const [refusal, setRefusal] = useState<string | null>(null);


  return (
    <article className={styles.order} aria-labelledby="order-title">
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="order-title" className={styles.title}>
            {t('Order')} <span className={styles.code}>{order.code}</span>
          </h1>
          <StatusBadge tone={DELIVERY_STATUS_TONES[order.delivery_status]} context={t('Order status')}>
            {orderStatusLabel(order.delivery_status, locale)}
          </StatusBadge>
        </div>
        <p className={styles.placed}>
          {t('Placed on')} <time dateTime={order.date}>{formatOrderDate(order.date, locale)}</time>
        </p>
        {(order.payment_url || order.can_cancel) && (
          <div className={styles.actions}>
            {order.payment_url && (
              // The gateway's page may be on another site: a plain link, not a client-side route.
              <a href={order.payment_url} className={styles.payButton}>
                {t('Pay now')}
              </a>
            )}
            {order.can_cancel && <CancelOrderButton order={order} onSettled={setRefusal} />}
          </div>
        )}
        {refusal && (
          <p role="alert" className={styles.refusal}>
            {t(refusal)}
          </p>
        )}
      </header>

      <OrderSection id="order-progress" title={t('Order status')}>
        <OrderTimeline status={order.delivery_status} history={order.timeline} />
      </OrderSection>

      <OrderSection id="order-items" title={t('Items')}>
        <OrderItemsList items={items} />
      </OrderSection>

      <div className={styles.columns}>
        <OrderSection id="order-delivery" title={order.shipping_type === 'pickup' ? t('Pickup') : t('Delivery')}>
          <DeliveryDetails order={order} showBilling />
        </OrderSection>

        <OrderSection id="order-payment" title={t('Payment')}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('Payment method')}</dt>
              <dd>{t(order.payment_type_name)}</dd>
            </div>
            <div>
              <dt>{t('Payment status')}</dt>
              <dd>
                <StatusBadge tone={PAYMENT_STATUS_TONES[order.payment_status]}>{t(PAYMENT_STATUS_LABELS[order.payment_status])}</StatusBadge>
              </dd>
            </div>
            <div>
              <dt>{t('Gift wrap')}</dt>
              <dd>{order.gift_wrap ? t('Yes, gift wrapped') : t('No')}</dd>
            </div>
            {order.note && (
              <div className={styles.wide}>
                <dt>{t('Note')}</dt>
                <dd className={styles.note}>{order.note}</dd>
              </div>
            )}
          </dl>
        </OrderSection>
      </div>

      <OrderSection id="order-totals" title={t('Order summary')}>
        <OrderTotals order={order} />
      </OrderSection>
    </article>
  );
}

/** `/orders/[id]`: one of the customer's orders, with its timeline, items, delivery, payment, totals and cancel. */
export function OrderDetailTemplate({ orderId }: OrderDetailTemplateProps) {
  const { load, reload } = useOrder(orderId);
  const t = useText('orders');
  const title = load.state === 'ready' ? t('Order {code}', { code: load.order.code }) : t('Order');
  return (
    <ProfileLayout crumbs={[{ label: t('My Orders'), href: ORDERS_PATH }]} current={title}>
      <PrivatePageHead title={title} />
      {load.state === 'ready' ? (
        <OrderView order={load.order} items={load.items} />
      ) : (
        <OrderLoadMessage state={load.state} onRetry={reload} />
      )}
    </ProfileLayout>
  );
}
