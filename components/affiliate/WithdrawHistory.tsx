import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import type { WithdrawRequest } from '@/services/affiliate';
import { PAYOUT_METHOD_LABELS, WITHDRAW_STATUS_LABELS, WITHDRAW_STATUS_TONES } from '@/utils/affiliateDisplay';
import { affiliatePagePath } from '@/utils/affiliateLinks';
import type { Locale } from '@/utils/locale';
import { formatTaka } from '@/utils/money';
import { formatOrderDate } from '@/utils/orders';
import { AFFILIATE_PATHS } from './affiliateText';
import { HistoryCards, type HistoryEntry } from './HistoryCards';
import { PagedList } from './PagedList';
import type { useWithdrawRequests } from './useWithdrawRequests';
import styles from './WithdrawRequestTemplate.module.scss';

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

/** The affiliate's earlier withdraw requests, a page at a time, with what became of each. */
export function WithdrawHistory({ history }: { history: ReturnType<typeof useWithdrawRequests>['history'] }) {
  const t = useText('affiliate');
  const { locale } = useFormat();
  return (
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
          <HistoryCards label={t('Withdraw requests')} headingLevel={3} entries={entries.map((request) => requestEntry(request, t, locale))} />
        )}
      </PagedList>
    </section>
  );
}
