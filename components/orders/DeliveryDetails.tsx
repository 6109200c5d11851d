import { useText } from '@/hooks/useLocale';
import type { OrderAddress, OrderDetail } from '@/contract/orders';
import { DELIVERY_METHOD_LABELS } from '@/utils/orders';
import styles from './DeliveryDetails.module.scss';

function addressLines(address: OrderAddress): string[] {
  const area = [address.thana, address.district, address.postal_code].filter(Boolean).join(', ');
  const region = [address.division, address.country].filter(Boolean).join(', ');
  return [address.address, area, region].filter((line): line is string => Boolean(line));
}

function AddressCard({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      <address className={styles.address}>
        {address.name && <strong>{address.name}</strong>}
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        {address.phone && <span>{address.phone}</span>}
        {address.email && <span>{address.email}</span>}
      </address>
    </div>
  );
}

function sameAddress(first: OrderAddress, second: OrderAddress): boolean {
  return JSON.stringify(first) === JSON.stringify(second);
}

type DeliveryOrder = Pick<OrderDetail, 'shipping_type' | 'shipping_address' | 'billing_address' | 'pickup_point' | 'delivery_method'>;

/** Where the order goes: the delivery address and method, or the pickup point; the billing address when it differs. */
export function DeliveryDetails({ order, showBilling = false }: { order: DeliveryOrder; showBilling?: boolean }) {
  const t = useText('orders');
  const pickup = order.shipping_type === 'pickup';
  const billing = order.billing_address;
  const shipping = order.shipping_address;
  const billingDiffers = showBilling && billing && (!shipping || pickup || !sameAddress(billing, shipping));
  return (
    <div className={styles.details}>
      {pickup && order.pickup_point ? (
        <div className={styles.card}>
          <h3 className={styles.title}>{t('Pickup point')}</h3>
          <address className={styles.address}>
            <strong>{order.pickup_point.name}</strong>
            <span>{order.pickup_point.address}</span>
            <span>{order.pickup_point.phone}</span>
          </address>
          {shipping?.name && (
            <p className={styles.hint}>
              {t('Collected by {name}', { name: shipping.phone ? `${shipping.name}, ${shipping.phone}` : shipping.name })}
            </p>
          )}
        </div>
      ) : (
        shipping && <AddressCard title={t('Delivery address')} address={shipping} />
      )}
      {!pickup && order.delivery_method && (
        <div className={styles.card}>
          <h3 className={styles.title}>{t('Delivery method')}</h3>
          <p>{t(DELIVERY_METHOD_LABELS[order.delivery_method])}</p>
        </div>
      )}
      {billingDiffers && <AddressCard title={t('Billing address')} address={billing} />}
    </div>
  );
}
