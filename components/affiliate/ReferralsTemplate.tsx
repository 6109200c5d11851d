import { listEarnings, type AffiliateEarning } from '@/services/affiliate';
import { EARNING_STATUS_LABELS, EARNING_STATUS_TONES, formatPercent } from '@/utils/affiliateDisplay';
import { affiliatePagePath } from '@/utils/affiliateLinks';
import { formatTaka } from '@/utils/money';
import { formatOrderDate } from '@/utils/orders';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { HistoryCards, type HistoryEntry } from './HistoryCards';
import { PagedList } from './PagedList';
import { useAffiliateData } from './useAffiliateData';

const hrefFor = (page: number) => affiliatePagePath(AFFILIATE_PATHS.referrals, page);

function earningEntry(earning: AffiliateEarning): HistoryEntry {
  return {
    id: earning.id,
    heading: earning.product_name,
    status: { label: EARNING_STATUS_LABELS[earning.status], tone: EARNING_STATUS_TONES[earning.status], context: 'Commission status' },
    facts: [
      { label: 'Date', value: <time dateTime={earning.date}>{formatOrderDate(earning.date)}</time> },
      { label: 'Order', value: earning.order_code },
      { label: 'Rate', value: formatPercent(earning.rate) },
      { label: 'Commission', value: formatTaka(earning.amount), strong: true },
    ],
  };
}

/** `/affiliate/referrals`: the commission earned on each item ordered through the affiliate's links, newest first. */
export function ReferralsTemplate({ page }: { page: number }) {
  const earnings = useAffiliateData(`earnings:${page}`, (options) => listEarnings(page, options));
  return (
    <AffiliatePage
      title={AFFILIATE_TITLES.referrals}
      intro="Every item ordered through your links. A commission is pending until its order is delivered, then approved and ready to withdraw; it is cancelled if the order is."
    >
      <PagedList
        data={earnings}
        loadingText="Loading your referrals…"
        noun={['commission', 'commissions']}
        empty={{
          title: 'No referrals yet',
          text: 'When someone orders through one of your links, the commission appears here.',
          action: { href: AFFILIATE_PATHS.urls, label: 'Make a referral link' },
        }}
        hrefFor={hrefFor}
      >
        {(entries) => <HistoryCards label="Commissions" entries={entries.map(earningEntry)} />}
      </PagedList>
    </AffiliatePage>
  );
}
