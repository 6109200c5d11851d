import { useFormContext, useWatch } from 'react-hook-form';
import type { DeliveryMethod, PickupPoint } from '@/services/checkout';
import type { CartSummary } from '@/services/types';
import type { CheckoutFormValues } from '@/utils/checkoutForm';
import { formatTaka } from '@/utils/money';
import { errorId, FieldError } from './CheckoutFields';
import { CheckoutSection } from './CheckoutSection';
import styles from './CheckoutSections.module.scss';

const ZONE_NAMES = { inside_dhaka: 'inside Dhaka', outside_dhaka: 'outside Dhaka' } as const;

interface DeliverySectionProps {
  deliveryMethods: DeliveryMethod[];
  pickupPoints: PickupPoint[];
  summary: CartSummary | null;
}

/** Step 2: home delivery (regular or express) or collection from a pickup point. */
export function DeliverySection({ deliveryMethods, pickupPoints, summary }: DeliverySectionProps) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const shippingType = useWatch({ control, name: 'shippingType' });

  return (
    <CheckoutSection step={2} title="Delivery">
      <fieldset className={`${styles.choices} ${styles.twoColumns}`}>
        <legend className={styles.legend}>How would you like to get your order?</legend>
        <label className={styles.choiceCard}>
          <input type="radio" value="home_delivery" {...register('shippingType')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>Home delivery</span>
            <span className={styles.choiceDetail}>Delivered to your door</span>
          </span>
        </label>
        <label className={styles.choiceCard}>
          <input type="radio" value="pickup" {...register('shippingType')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>Pickup point</span>
            <span className={styles.choiceDetail}>Collect it yourself, free of charge</span>
          </span>
        </label>
      </fieldset>
      {shippingType === 'pickup' ? (
        <PickupPointChoice pickupPoints={pickupPoints} />
      ) : (
        <DeliveryMethodChoice deliveryMethods={deliveryMethods} summary={summary} />
      )}
    </CheckoutSection>
  );
}

function PickupPointChoice({ pickupPoints }: { pickupPoints: PickupPoint[] }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return (
    <fieldset className={styles.choices} aria-describedby={errors.pickupPointId ? errorId('pickupPointId') : undefined}>
      <legend className={styles.legend}>Pickup point</legend>
      {pickupPoints.length === 0 && <p className={styles.notice}>No pickup point is open right now. Please choose home delivery.</p>}
      {pickupPoints.map((point) => (
        <label key={point.id} className={styles.choiceCard}>
          <input type="radio" value={String(point.id)} {...register('pickupPointId')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>{point.name}</span>
            <span className={styles.choiceDetail}>{point.address}</span>
            <span className={styles.choiceDetail}>{point.phone}</span>
          </span>
        </label>
      ))}
      <FieldError name="pickupPointId" />
    </fieldset>
  );
}

function methodPrice(method: DeliveryMethod): string {
  return method.price > 0 ? `+ ${formatTaka(method.price)}` : 'No extra charge';
}

/** What shipping costs for the address's zone, as the summary priced it. */
function shippingNote(summary: CartSummary | null): string {
  if (summary?.free_shipping) return 'Your coupon makes shipping free.';
  if (summary?.shipping_zone) return `Shipping ${ZONE_NAMES[summary.shipping_zone]}: ${formatTaka(summary.shipping_cost)}`;
  // Until the district is known the server charges the outside-Dhaka rate, the higher one.
  if (summary && summary.shipping_cost > 0) {
    return `Shipping ${formatTaka(summary.shipping_cost)} at the outside Dhaka rate. Choose your district to see your exact charge.`;
  }
  return 'Choose your district to see the shipping charge.';
}

function DeliveryMethodChoice({ deliveryMethods, summary }: { deliveryMethods: DeliveryMethod[]; summary: CartSummary | null }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return (
    <>
      <fieldset
        className={`${styles.choices} ${styles.twoColumns}`}
        aria-describedby={errors.deliveryMethod ? errorId('deliveryMethod') : undefined}
      >
        <legend className={styles.legend}>Delivery speed</legend>
        {deliveryMethods.map((method) => (
          <label key={method.key} className={styles.choiceCard}>
            <input type="radio" value={method.key} {...register('deliveryMethod')} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{method.name}</span>
              <span className={styles.choiceDetail}>
                {method.estimated_days} · {methodPrice(method)}
              </span>
            </span>
          </label>
        ))}
        <FieldError name="deliveryMethod" />
      </fieldset>
      <p className={styles.shippingNote} aria-live="polite">
        {shippingNote(summary)}
      </p>
    </>
  );
}
