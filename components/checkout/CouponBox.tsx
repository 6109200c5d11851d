import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCouponActions } from '@/components/bag/useCouponActions';
import { useFormat, useText } from '@/hooks/useLocale';
import { translateServerMessage } from '@/utils/serverMessages';
import { CHECKOUT_PATH } from '@/utils/sitePaths';
import { runOnEnter } from './runOnEnter';
import styles from './OfferBoxes.module.scss';

const CODE_MISSING = 'Enter a coupon code';

interface CouponBoxProps {
  /** The applied coupon's code, or null. */
  appliedCode: string | null;
  onRemoved: () => void;
}

/** A coupon: applied with the existing thunk (its refusal beside the field), removed with the shop's messages. */
export function CouponBox({ appliedCode, onRemoved }: CouponBoxProps) {
  const coupon = useCouponActions(CHECKOUT_PATH);
  const [busy, setBusy] = useState(false);
  const t = useText('checkout');
  const { locale } = useFormat();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const apply = handleSubmit(async ({ code }) => {
    setBusy(true);
    const refusal = await coupon.apply(code);
    if (refusal !== null) setError('code', { message: refusal });
    setBusy(false);
  });

  async function remove() {
    setBusy(true);
    if (await coupon.remove()) onRemoved();
    setBusy(false);
  }

  return (
    <div className={styles.box} role="group" aria-labelledby="coupon-title">
      <h3 id="coupon-title" className={styles.title}>
        {t('Coupon')}
      </h3>
      {appliedCode ? (
        <div className={styles.applied}>
          <p>
            <strong>{appliedCode}</strong> {t('applied')}
          </p>
          <button type="button" className={styles.textButton} onClick={() => void remove()} disabled={busy}>
            {t('Remove coupon')}
          </button>
        </div>
      ) : (
        <div className={styles.step}>
          <label htmlFor="coupon-code">{t('Coupon code')}</label>
          <div className={styles.row}>
            <input
              id="coupon-code"
              className={styles.control}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'coupon-code-error' : undefined}
              onKeyDown={runOnEnter(apply)}
              {...register('code', { validate: (value) => value.trim() !== '' || CODE_MISSING })}
            />
            <button type="button" className={styles.button} onClick={apply} disabled={busy}>
              {t('Apply')}
            </button>
          </div>
          {errors.code?.message && (
            <p id="coupon-code-error" className={styles.error} role="alert">
              {translateServerMessage(errors.code.message, t, locale)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
