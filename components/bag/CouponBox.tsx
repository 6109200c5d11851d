import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CART_PATH } from '@/utils/sitePaths';
import { useFormat, useText } from '@/hooks/useLocale';
import { fetchCartSummary } from '@/store/cartThunks';
import { useAppDispatch } from '@/store/hooks';
import { translateServerMessage } from '@/utils/serverMessages';
import styles from './CouponBox.module.scss';
import { useCouponActions } from './useCouponActions';

export const COUPON_CODE_REQUIRED = 'Please enter a coupon code';

interface CouponFields {
  coupon_code: string;
}

export interface AppliedCoupon {
  code: string;
  discount: number;
}

/** The coupon on the bag: a code to apply, or the applied one with its discount and a remove button. */
export function CouponBox({ applied }: { applied: AppliedCoupon | null }) {
  const t = useText('bag');
  return (
    <section className={styles.coupon} aria-label={t('Coupon')}>
      {applied ? <AppliedCouponRow applied={applied} /> : <CouponForm />}
    </section>
  );
}

function CouponForm() {
  const dispatch = useAppDispatch();
  const coupon = useCouponActions(CART_PATH);
  const t = useText('bag');
  const { locale } = useFormat();
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFields>({ defaultValues: { coupon_code: '' } });

  async function apply({ coupon_code }: CouponFields) {
    const refusal = await coupon.apply(coupon_code);
    if (refusal !== null) {
      // The code stays in the field, the reason beside it.
      setError('coupon_code', { message: refusal });
      return;
    }
    await dispatch(fetchCartSummary());
  }

  const error = errors.coupon_code?.message;
  return (
    <form className={styles.form} onSubmit={handleSubmit(apply)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {t('Coupon code')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('Enter your code')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('coupon_code', { validate: (value) => value.trim() !== '' || COUPON_CODE_REQUIRED })}
        />
        <button type="submit" className={styles.apply} disabled={isSubmitting}>
          {isSubmitting ? t('Applying…') : t('Apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {translateServerMessage(error, t, locale)}
        </p>
      )}
    </form>
  );
}

function AppliedCouponRow({ applied }: { applied: AppliedCoupon }) {
  const dispatch = useAppDispatch();
  const coupon = useCouponActions(CART_PATH);
  const t = useText('bag');
  const { price } = useFormat();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    if (await coupon.remove()) await dispatch(fetchCartSummary());
    setRemoving(false);
  }

  return (
    <div className={styles.applied}>
      <p>
        <span className={styles.label}>{t('Applied coupon')}</span>
        <span className={styles.code}>{applied.code}</span>
        {applied.discount > 0 && <span className={styles.amount}>−{price(applied.discount)}</span>}
      </p>
      <button
        type="button"
        className={styles.remove}
        onClick={() => void remove()}
        disabled={removing}
        aria-label={t('Remove coupon {code}', { code: applied.code })}
      >
        {removing ? t('Removing…') : t('Remove')}
      </button>
    </div>
  );
}
