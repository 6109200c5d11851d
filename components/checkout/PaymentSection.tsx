/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useFormContext } from 'react-hook-form';
import { useText } from '@/hooks/useLocale';
import type { PaymentType } from '@/contract/checkout';
import type { CheckoutFormValues } from '@/utils/checkoutForm';
import { errorId, FieldError } from './CheckoutFields';
import { CheckoutSection } from './CheckoutSection';
import styles from './CheckoutSections.module.scss';

/** Step 3: how the amount to pay is paid; online types lead to the payment page after placing. */
export function PaymentSection({ paymentTypes }: { paymentTypes: PaymentType[] }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const t = useText('checkout');
  return (
    <CheckoutSection step={3} title={t('Payment')}>
      <fieldset
        className={`${styles.choices} ${styles.twoColumns}`}
        aria-describedby={errors.paymentType ? errorId('paymentType') : undefined}
      >
        <legend className={styles.legend}>{t('Payment method')}</legend>
        {paymentTypes.map((paymentType) => (
          <label key={paymentType.payment_type_key} className={`${styles.choiceCard} ${styles.paymentCard}`}>
            <input type="radio" value={paymentType.payment_type_key} {...register('paymentType')} />
            {paymentType.image && <img src={paymentType.image} alt="" width={48} height={32} className={styles.paymentLogo} />}
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t(paymentType.name)}</span>
              <span className={styles.choiceDetail}>{t(paymentType.title)}</span>
            </span>
          </label>
        ))}
        <FieldError name="paymentType" />
      </fieldset>
    </CheckoutSection>
  );
}
