import { skipToken } from '@reduxjs/toolkit/query/react';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import type { AffiliatePayment } from '@/services/affiliate';
import { PAYOUT_METHOD_LABELS } from '@/utils/affiliateDisplay';
import { useAffiliatePaymentsQuery } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { affiliatePagePath } from '@/utils/affiliateLinks';
import type { Locale } from '@/utils/locale';
import { formatTaka } from '@/utils/money';
import { formatOrderDate } from '@/utils/orders';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { HistoryCards, type HistoryEntry } from './HistoryCards';
import { PagedList } from './PagedList';
import { affiliateData } from './affiliateLoad';

const hrefFor = (page: number) => affiliatePagePath(AFFILIATE_PATHS.payouts, page);

function paymentEntry(payment: AffiliatePayment, t: Translate, locale: Locale): HistoryEntry {
  return {
    id: payment.id,
    heading: formatTaka(payment.amount, locale),
    status: { label: t('Paid'), tone: 'success', context: t('Payment status') },
    facts: [
      { label: t('Date'), value: <time dateTime={payment.date}>{formatOrderDate(payment.date, locale)}</time> },
      { label: t('Paid to'), value: t(PAYOUT_METHOD_LABELS[payment.payment_method] ?? payment.payment_method) },
      { label: t('Reference'), value: payment.reference || '—' },
    ],
  };
}

/** `/affiliate/payouts` ("Payment History"): what the shop has paid the affiliate, newest first. */
export function PayoutsTemplate({ page }: { page: number }) {
  const t = useText('affiliate');
  const { locale } = useFormat();
  const token = useAppSelector(selectToken);
  const paymentsQuery = useAffiliatePaymentsQuery(token ? { token, page } : skipToken);
  const payments = affiliateData(paymentsQuery);
  return (
    <AffiliatePage title={AFFILIATE_TITLES.payouts} intro="The money the shop has sent you for your withdraw requests.">
      <PagedList
        data={payments}
        loadingText="Loading your payments…"
        counted={['{count} payment', '{count} payments']}
        empty={{
          title: t('No payments yet'),
          text: t('Once the shop pays one of your withdraw requests, the payment appears here with its reference.'),
          action: { href: AFFILIATE_PATHS.withdrawRequest, label: t('Request a withdrawal') },
        }}
        hrefFor={hrefFor}
      >
        {(entries) => <HistoryCards label={t('Payments')} entries={entries.map((payment) => paymentEntry(payment, t, locale))} />}
      </PagedList>
    </AffiliatePage>
  );
}
