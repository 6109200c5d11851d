import { listPayments, type AffiliatePayment } from '@/services/affiliate';
import { PAYOUT_METHOD_LABELS } from '@/utils/affiliateDisplay';
import { affiliatePagePath } from '@/utils/affiliateLinks';
import { formatTaka } from '@/utils/money';
import { formatOrderDate } from '@/utils/orders';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { HistoryCards, type HistoryEntry } from './HistoryCards';
import { PagedList } from './PagedList';
import { useAffiliateData } from './useAffiliateData';

const hrefFor = (page: number) => affiliatePagePath(AFFILIATE_PATHS.payouts, page);

function paymentEntry(payment: AffiliatePayment): HistoryEntry {
  return {
    id: payment.id,
    heading: formatTaka(payment.amount),
    status: { label: 'Paid', tone: 'success', context: 'Payment status' },
    facts: [
      { label: 'Date', value: <time dateTime={payment.date}>{formatOrderDate(payment.date)}</time> },
      { label: 'Paid to', value: PAYOUT_METHOD_LABELS[payment.payment_method] ?? payment.payment_method },
      { label: 'Reference', value: payment.reference || '—' },
    ],
  };
}

/** `/affiliate/payouts` ("Payment History"): what the shop has paid the affiliate, newest first. */
export function PayoutsTemplate({ page }: { page: number }) {
  const payments = useAffiliateData(`payments:${page}`, (options) => listPayments(page, options));
  return (
    <AffiliatePage title={AFFILIATE_TITLES.payouts} intro="The money the shop has sent you for your withdraw requests.">
      <PagedList
        data={payments}
        loadingText="Loading your payments…"
        noun={['payment', 'payments']}
        empty={{
          title: 'No payments yet',
          text: 'Once the shop pays one of your withdraw requests, the payment appears here with its reference.',
          action: { href: AFFILIATE_PATHS.withdrawRequest, label: 'Request a withdrawal' },
        }}
        hrefFor={hrefFor}
      >
        {(entries) => <HistoryCards label="Payments" entries={entries.map(paymentEntry)} />}
      </PagedList>
    </AffiliatePage>
  );
}
