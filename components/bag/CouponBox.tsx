import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { runOnEnter } from '@/components/common/runOnEnter';
import { useFormat, useText } from '@/hooks/useLocale';
import { translateServerMessage } from '@/utils/serverMessages';
import styles from './CouponBox.module.scss';
import { useCouponActions } from './useCouponActions';

const COUPON_CODE_REQUIRED = 'Please enter a coupon code';

interface CouponFields {
  coupon_code: string;
}

export interface AppliedCoupon {
  code: string;
  discount: number;
}

interface CouponBoxProps {
  applied: AppliedCoupon | null;
  /** The page the login page brings the shopper back to when taking the coupon off needs a sign-in. */
  returnPath: string;
  /** Runs once the code went on; the box stays busy until it is done. */
  onApplied?: () => Promise<unknown>;
  /** Runs once the coupon came off. */
  onRemoved: () => unknown;
  className?: string;
  /** The title's level in the page's outline: a section of its own on the bag page, inside the checkout's offers. */
  titleLevel: 'h2' | 'h3';
}

/**
 * The bag's coupon, on the bag page and at checkout: a code to apply, or the applied one with its
 * discount and a remove button. It is a group of fields rather than a form of its own, so that it can
 * sit inside the checkout's order form: Enter in the field applies the code.
 */
export function CouponBox({ applied, returnPath, onApplied, onRemoved, className, titleLevel: Title }: CouponBoxProps) {
  const t = useText('bag');
  const titleId = useId();
  return (
    <div className={className ? `${styles.coupon} ${className}` : styles.coupon} role="group" aria-labelledby={titleId}>
      <Title id={titleId} className={styles.title}>
        {t('Coupon')}
      </Title>
      {applied ? (
        <AppliedCouponRow applied={applied} returnPath={returnPath} onRemoved={onRemoved} />
      ) : (
        <CouponForm returnPath={returnPath} onApplied={onApplied} />
      )}
    </div>
  );
}

function CouponForm({ returnPath, onApplied }: Pick<CouponBoxProps, 'returnPath' | 'onApplied'>) {
  const coupon = useCouponActions(returnPath);
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

  const apply = handleSubmit(async ({ coupon_code }) => {
    const refusal = await coupon.apply(coupon_code);
    if (refusal !== null) {
      // The code stays in the field, the reason beside it.
      setError('coupon_code', { message: refusal });
      return;
    }
    await onApplied?.();
  });

  const error = errors.coupon_code?.message;
  return (
    <div className={styles.form}>
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
          onKeyDown={runOnEnter(apply)}
          {...register('coupon_code', { validate: (value) => value.trim() !== '' || COUPON_CODE_REQUIRED })}
        />
        <button type="button" className={styles.apply} onClick={() => void apply()} disabled={isSubmitting}>
          {isSubmitting ? t('Applying…') : t('Apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {translateServerMessage(error, t, locale)}
        </p>
      )}
    </div>
  );
}

function AppliedCouponRow({ applied, returnPath, onRemoved }: { applied: AppliedCoupon } & Pick<CouponBoxProps, 'returnPath' | 'onRemoved'>) {
  const coupon = useCouponActions(returnPath);
  const t = useText('bag');
  const { price } = useFormat();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    if (await coupon.remove()) await onRemoved();
    setRemoving(false);
  }

  return (
    <div className={styles.applied}>
      <p>
        <span className={styles.code}>{applied.code}</span> {t('applied')}
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
