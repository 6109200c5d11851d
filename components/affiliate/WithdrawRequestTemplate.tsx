import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resolverFrom } from '@/components/common/formErrors';
import { TextInputField } from '@/components/common/FormField';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import {
  getAffiliateAccount,
  getPaymentSettings,
  listWithdrawRequests,
  requestWithdrawal,
  savePaymentSettings,
  type AffiliateAccount,
  type PaymentSettings,
  type WithdrawRequest,
} from '@/services/affiliate';
import type { RequestOptions } from '@/services/http';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { PAYOUT_METHOD_LABELS, payoutDestination, WITHDRAW_STATUS_LABELS, WITHDRAW_STATUS_TONES } from '@/utils/affiliateDisplay';
import {
  amountFrom,
  minimumWithdrawalMessage,
  payoutDetailsFrom,
  payoutFormErrors,
  payoutFormValues,
  withdrawAmountError,
  type PayoutFormField,
  type PayoutFormValues,
} from '@/utils/affiliateForms';
import { affiliatePagePath } from '@/utils/affiliateLinks';
import type { Locale } from '@/utils/locale';
import { formatTaka } from '@/utils/money';
import { formatOrderDate } from '@/utils/orders';
import { AffiliateLoadView } from './AffiliateLoadView';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { FigureCards } from './FigureCards';
import { HistoryCards, type HistoryEntry } from './HistoryCards';
import { PagedList } from './PagedList';
import { PayoutFields } from './PayoutFields';
import { sendForm } from './serverErrors';
import { useAffiliateData } from './useAffiliateData';
import styles from './WithdrawRequestTemplate.module.scss';

interface Wallet {
  account: AffiliateAccount;
  settings: PaymentSettings;
}

async function loadWallet(options: RequestOptions): Promise<Wallet> {
  const [account, settings] = await Promise.all([getAffiliateAccount(options), getPaymentSettings(options)]);
  return { account, settings };
}

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

function useRequestOptions(): RequestOptions | undefined {
  const token = useAppSelector(selectToken);
  return token ? { token } : undefined;
}

function WithdrawForm({ wallet, onRequested }: { wallet: Wallet; onRequested: () => void }) {
  const options = useRequestOptions();
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
    sendForm(() => requestWithdrawal(amountFrom(amount) ?? 0, options), { fields: ['amount'], setError, setAlert, t }, () => {
      reset({ amount: '' });
      onRequested();
    }),
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

function PaymentSettingsForm({ settings, onSaved }: { settings: PaymentSettings; onSaved: () => void }) {
  const options = useRequestOptions();
  const t = useText('affiliate');
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PayoutFormValues>({ defaultValues: payoutFormValues(settings), resolver: payoutResolver });

  const save = handleSubmit((values) =>
    sendForm(() => savePaymentSettings(payoutDetailsFrom(values), options), { fields: PAYOUT_FIELDS, setError, setAlert, t }, onSaved),
  );

  return (
    <section className={styles.panel} aria-labelledby="payout-settings-title">
      <h2 id="payout-settings-title" className={styles.panelTitle}>
        {t('Payment settings')}
      </h2>
      <form className={styles.settingsForm} onSubmit={save} noValidate aria-labelledby="payout-settings-title">
        <PayoutFields idPrefix="payout" register={(field) => register(field)} errors={errors} method={watch('payment_method')} />
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

function requestEntry(request: WithdrawRequest, t: Translate, locale: Locale): HistoryEntry {
  return {
    id: request.id,
    heading: formatTaka(request.amount, locale),
    status: { label: t(WITHDRAW_STATUS_LABELS[request.status]), tone: WITHDRAW_STATUS_TONES[request.status], context: t('Request status') },
    facts: [
      { label: t('Requested'), value: <time dateTime={request.date}>{formatOrderDate(request.date, locale)}</time> },
      { label: t('Paid to'), value: t(PAYOUT_METHOD_LABELS[request.payment_method] ?? request.payment_method) },
      ...(request.note ? [{ label: t('Note'), value: request.note }] : []),
    ],
  };
}

/** `/affiliate/withdraw_request` ("Withdraw Request"): the balance, where payouts go, a new request and the earlier ones. */
export function WithdrawRequestTemplate({ page }: { page: number }) {
  const t = useText('affiliate');
  const { locale, price } = useFormat();
  const wallet = useAffiliateData('wallet', loadWallet);
  const history = useAffiliateData(`withdraw-requests:${page}`, (options) => listWithdrawRequests(page, options));

  function requested() {
    wallet.refresh();
    history.refresh();
  }

  return (
    <AffiliatePage
      title={AFFILIATE_TITLES.withdrawRequest}
      intro="Withdraw your approved commissions to bKash, Nagad or your bank. One request is handled at a time."
    >
      <AffiliateLoadView data={wallet} loadingText="Loading your balance…">
        {(data) => (
          <div className={styles.sections}>
            <FigureCards
              label={t('Your balance')}
              figures={[
                { label: t('Balance'), value: price(data.account.balance), hint: t('Available to withdraw'), featured: true },
                { label: t('Pending'), value: price(data.account.pending_earnings), hint: t('Approved when the orders are delivered') },
                {
                  label: t('Withdrawn'),
                  value: price(data.account.total_withdrawn),
                  action: { href: AFFILIATE_PATHS.payouts, label: t('Payment history') },
                },
                { label: t('Minimum'), value: price(data.settings.minimum_withdraw), hint: t('The smallest withdrawal') },
              ]}
            />
            <div className={styles.forms}>
              <WithdrawForm wallet={data} onRequested={requested} />
              <PaymentSettingsForm settings={data.settings} onSaved={wallet.refresh} />
            </div>
            <section aria-labelledby="requests-title" className={styles.history}>
              <h2 id="requests-title" className={styles.panelTitle}>
                {t('Your requests')}
              </h2>
              <PagedList
                data={history}
                loadingText="Loading your requests…"
                counted={['{count} request', '{count} requests']}
                empty={{ title: t('No requests yet'), text: t('Your withdraw requests and what became of them appear here.') }}
                hrefFor={(target) => affiliatePagePath(AFFILIATE_PATHS.withdrawRequest, target)}
              >
                {(entries) => (
                  <HistoryCards
                    label={t('Withdraw requests')}
                    headingLevel={3}
                    entries={entries.map((request) => requestEntry(request, t, locale))}
                  />
                )}
              </PagedList>
            </section>
          </div>
        )}
      </AffiliateLoadView>
    </AffiliatePage>
  );
}
