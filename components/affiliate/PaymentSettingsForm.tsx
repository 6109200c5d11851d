import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { resolverFrom } from '@/components/common/formErrors';
import { useText } from '@/hooks/useLocale';
import type { PaymentSettings } from '@/services/affiliate';
import { useSavePaymentSettingsMutation } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { payoutDetailsFrom, payoutFormErrors, payoutFormValues, type PayoutFormField, type PayoutFormValues } from '@/utils/affiliateForms';
import { PayoutFields } from './PayoutFields';
import { sendForm } from './serverErrors';
import styles from './WithdrawRequestTemplate.module.scss';

const PAYOUT_FIELDS: readonly PayoutFormField[] = [
  'payment_method',
  'bkash_number',
  'nagad_number',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'bank_branch',
];

const payoutResolver = resolverFrom<PayoutFormValues>(payoutFormErrors);

/** Where payouts go: bKash, Nagad or a bank account. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const token = useAppSelector(selectToken);
  const [savePaymentSettings] = useSavePaymentSettingsMutation();
  const t = useText('affiliate');
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PayoutFormValues>({ defaultValues: payoutFormValues(settings), resolver: payoutResolver });
  const method = useWatch({ control, name: 'payment_method' });

  const save = handleSubmit((values) =>
    sendForm(() => savePaymentSettings({ token, details: payoutDetailsFrom(values) }), { fields: PAYOUT_FIELDS, setError, setAlert, t }),
  );

  return (
    <section className={styles.panel} aria-labelledby="payout-settings-title">
      <h2 id="payout-settings-title" className={styles.panelTitle}>
        {t('Payment settings')}
      </h2>
      <form className={styles.settingsForm} onSubmit={save} noValidate aria-labelledby="payout-settings-title">
        <PayoutFields idPrefix="payout" register={(field) => register(field)} errors={errors} method={method} />
        {alert && (
          <p className={styles.alert} role="alert">
            {t(alert)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.secondaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('Saving…') : t('Save settings')}
          </button>
        </div>
      </form>
    </section>
  );
}
