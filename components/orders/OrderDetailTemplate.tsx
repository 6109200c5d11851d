import { useState } from 'react';
import { ProfileLayout } from '@/components/profile/ProfileLayout';
import type { OrderDetail, OrderItem } from '@/services/orders';
import {
  DELIVERY_STATUS_TONES,
  formatOrderDate,
  ORDERS_PATH,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
} from '@/utils/orders';
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

function OrderView({ order, items, reload }: { order: OrderDetail; items: OrderItem[]; reload: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);

  function cancelSettled(message: string | null) {
    setRefusal(message);
    reload();
  }

  return (
    <article className={styles.order} aria-labelledby="order-title">
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="order-title" className={styles.title}>
            Order <span className={styles.code}>{order.code}</span>
          </h1>
          <StatusBadge tone={DELIVERY_STATUS_TONES[order.delivery_status]} context="Order status">
            {order.delivery_status_label}
          </StatusBadge>
        </div>
        <p className={styles.placed}>
          Placed on <time dateTime={order.date}>{formatOrderDate(order.date)}</time>
        </p>
        {(order.payment_url || order.can_cancel) && (
          <div className={styles.actions}>
            {order.payment_url && (
              // The gateway's page may be on another site: a plain link, not a client-side route.
              <a href={order.payment_url} className={styles.payButton}>
                Pay now
              </a>
            )}
            {order.can_cancel && <CancelOrderButton order={order} onSettled={cancelSettled} />}
          </div>
        )}
        {refusal && (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
      </header>

      <OrderSection id="order-progress" title="Order status">
        <OrderTimeline status={order.delivery_status} history={order.timeline} />
      </OrderSection>

      <OrderSection id="order-items" title="Items">
        <OrderItemsList items={items} />
      </OrderSection>

      <div className={styles.columns}>
        <OrderSection id="order-delivery" title={order.shipping_type === 'pickup' ? 'Pickup' : 'Delivery'}>
          <DeliveryDetails order={order} showBilling />
        </OrderSection>

        <OrderSection id="order-payment" title="Payment">
          <dl className={styles.facts}>
            <div>
              <dt>Payment method</dt>
              <dd>{order.payment_type_name}</dd>
            </div>
            <div>
              <dt>Payment status</dt>
              <dd>
                <StatusBadge tone={PAYMENT_STATUS_TONES[order.payment_status]}>{PAYMENT_STATUS_LABELS[order.payment_status]}</StatusBadge>
              </dd>
            </div>
            <div>
              <dt>Gift wrap</dt>
              <dd>{order.gift_wrap ? 'Yes, gift wrapped' : 'No'}</dd>
            </div>
            {order.note && (
              <div className={styles.wide}>
                <dt>Note</dt>
                <dd className={styles.note}>{order.note}</dd>
              </div>
            )}
          </dl>
        </OrderSection>
      </div>

      <OrderSection id="order-totals" title="Order summary">
        <OrderTotals order={order} />
      </OrderSection>
    </article>
  );
}

/** `/orders/[id]`: one of the customer's orders, with its timeline, items, delivery, payment, totals and cancel. */
export function OrderDetailTemplate({ orderId }: OrderDetailTemplateProps) {
  const { load, reload } = useOrder(orderId);
  const title = load.state === 'ready' ? `Order ${load.order.code}` : 'Order';
  return (
    <ProfileLayout crumbs={[{ label: 'My Orders', href: ORDERS_PATH }]} current={title}>
      <PrivatePageHead title={title} />
      {load.state === 'ready' ? (
        <OrderView order={load.order} items={load.items} reload={reload} />
      ) : (
        <OrderLoadMessage state={load.state} onRetry={reload} />
      )}
    </ProfileLayout>
  );
}
