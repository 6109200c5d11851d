import { useFormContext, useWatch } from 'react-hook-form';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import type { DeliveryMethod, PickupPoint } from '@/contract/checkout';
import type { CartSummary } from '@/contract/cart';
import type { CheckoutFormValues } from '@/utils/checkoutForm';
import { errorId, FieldError } from './CheckoutFields';
import { CheckoutSection } from './CheckoutSection';
import styles from './CheckoutSections.module.scss';

const ZONE_CHARGES = { inside_dhaka: 'Shipping inside Dhaka: {amount}', outside_dhaka: 'Shipping outside Dhaka: {amount}' } as const;

interface DeliverySectionProps {
  deliveryMethods: DeliveryMethod[];
  pickupPoints: PickupPoint[];
  summary: CartSummary | null;
}

/** Step 2: home delivery (regular or express) or collection from a pickup point. */
export function DeliverySection({ deliveryMethods, pickupPoints, summary }: DeliverySectionProps) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const shippingType = useWatch({ control, name: 'shippingType' });
  const t = useText('checkout');

  return (
    <CheckoutSection step={2} title={t('Delivery')}>
      <fieldset className={`${styles.choices} ${styles.twoColumns}`}>
        <legend className={styles.legend}>{t('How would you like to get your order?')}</legend>
        <label className={styles.choiceCard}>
          <input type="radio" value="home_delivery" {...register('shippingType')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>{t('Home delivery')}</span>
            <span className={styles.choiceDetail}>{t('Delivered to your door')}</span>
          </span>
        </label>
        <label className={styles.choiceCard}>
          <input type="radio" value="pickup" {...register('shippingType')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>{t('Pickup point')}</span>
            <span className={styles.choiceDetail}>{t('Collect it yourself, free of charge')}</span>
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
  const t = useText('checkout');
  return (
    <fieldset className={styles.choices} aria-describedby={errors.pickupPointId ? errorId('pickupPointId') : undefined}>
      <legend className={styles.legend}>{t('Pickup point')}</legend>
      {pickupPoints.length === 0 && <p className={styles.notice}>{t('No pickup point is open right now. Please choose home delivery.')}</p>}
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

function methodPrice(method: DeliveryMethod, t: Translate, price: (taka: number) => string): string {
  return method.price > 0 ? `+ ${price(method.price)}` : t('No extra charge');
}

/** What shipping costs for the address's zone, as the summary priced it. */
function shippingNote(summary: CartSummary | null, t: Translate, price: (taka: number) => string): string {
  if (summary?.free_shipping) return t('Your coupon makes shipping free.');
  if (summary?.shipping_zone) return t(ZONE_CHARGES[summary.shipping_zone], { amount: price(summary.shipping_cost) });
  // Until the district is known the server charges the outside-Dhaka rate, the higher one.
  if (summary && summary.shipping_cost > 0) {
    return t('Shipping {amount} at the outside Dhaka rate. Choose your district to see your exact charge.', { amount: price(summary.shipping_cost) });
  }
  return t('Choose your district to see the shipping charge.');
}

function DeliveryMethodChoice({ deliveryMethods, summary }: { deliveryMethods: DeliveryMethod[]; summary: CartSummary | null }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const t = useText('checkout');
  const { price } = useFormat();
  return (
    <>
      <fieldset
        className={`${styles.choices} ${styles.twoColumns}`}
        aria-describedby={errors.deliveryMethod ? errorId('deliveryMethod') : undefined}
      >
        <legend className={styles.legend}>{t('Delivery speed')}</legend>
        {deliveryMethods.map((method) => (
          <label key={method.key} className={styles.choiceCard}>
            <input type="radio" value={method.key} {...register('deliveryMethod')} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t(method.name)}</span>
              <span className={styles.choiceDetail}>
                {t(method.estimated_days)} · {methodPrice(method, t, price)}
              </span>
            </span>
          </label>
        ))}
        <FieldError name="deliveryMethod" />
      </fieldset>
      <p className={styles.shippingNote} aria-live="polite">
        {shippingNote(summary, t, price)}
      </p>
    </>
  );
}
