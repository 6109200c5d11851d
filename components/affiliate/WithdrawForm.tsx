import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resolverFrom } from '@/components/common/formErrors';
import { TextInputField } from '@/components/common/FormField';
import { useFormat, useText } from '@/hooks/useLocale';
import { selectToken } from '@/store/authSlice';
import { useRequestWithdrawalMutation } from '@/store/api/affiliateApi';
import { useAppSelector } from '@/store/hooks';
import { payoutDestination } from '@/utils/affiliateDisplay';
import { amountFrom, minimumWithdrawalMessage, withdrawAmountError } from '@/utils/affiliateForms';
import { sendForm } from './serverErrors';
import type { Wallet } from './useWithdrawRequests';
import styles from './WithdrawRequestTemplate.module.scss';

interface AmountFormValues {
  amount: string;
}

interface AmountLimits {
  minimum: number;
  balance: number;
}

const amountResolver = resolverFrom<AmountFormValues, AmountLimits>((values, limits) => ({
  amount: withdrawAmountError(values.amount, limits ?? { minimum: 0, balance: 0 }),
}));

/** The amount to withdraw, between the minimum and the balance, with "Withdraw all". */
export function WithdrawForm({ wallet }: { wallet: Wallet }) {
  const token = useAppSelector(selectToken);
  const [requestWithdrawal] = useRequestWithdrawalMutation();
  const t = useText('affiliate');
  const { price } = useFormat();
  const [alert, setAlert] = useState<string | null>(null);
  const { balance } = wallet.account;
  const minimum = wallet.settings.minimum_withdraw;
  const destination = payoutDestination(wallet.settings);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AmountFormValues, AmountLimits>({ defaultValues: { amount: '' }, resolver: amountResolver, context: { minimum, balance } });

  // "Please save your payment settings first" comes under payment_method, a field of the other form: it shows above this one.
  const send = handleSubmit(({ amount }) =>
    sendForm(() => requestWithdrawal({ token, amount: amountFrom(amount) ?? 0 }), { fields: ['amount'], setError, setAlert, t }, () => reset({ amount: '' })),
  );
  // The minimum's message carries the amount: it is written again in the page's language.
  const amountError = (message: string | undefined) =>
    message === minimumWithdrawalMessage(minimum) ? t('The minimum withdrawal is {amount}', { amount: price(minimum) }) : message && t(message);

  return (
    <section className={styles.panel} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className={styles.panelTitle}>
        {t('Request a withdrawal')}
      </h2>
      <p className={styles.panelIntro}>
        {destination ? (
          <>
            {t('We will send it to')} <strong>{destination}</strong>.
          </>
        ) : (
          t('Save your payment settings first so we know where to send your money.')
        )}
      </p>
      <form className={styles.amountForm} onSubmit={send} noValidate aria-labelledby="withdraw-title">
        <TextInputField
          id="withdraw-amount"
          label={t('Amount (৳)')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={String(minimum)}
          registration={register('amount')}
          hint={t('At least {minimum}, up to your balance of {balance}.', { minimum: price(minimum), balance: price(balance) })}
          error={amountError(errors.amount?.message)}
        />
        {alert && (
          <p className={styles.alert} role="alert">
            {amountError(alert)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('Sending…') : t('Send request')}
          </button>
          {balance >= minimum && (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => setValue('amount', balance.toFixed(2), { shouldValidate: true })}
            >
              {t('Withdraw all ({amount})', { amount: price(balance) })}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
