import Link from 'next/link';
import { listVisits, type AffiliateVisit } from '@/services/affiliate';
import { affiliatePagePath } from '@/utils/affiliateLinks';
import { formatOrderDateTime } from '@/utils/orders';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { HistoryCards, type HistoryEntry } from './HistoryCards';
import { PagedList } from './PagedList';
import { useAffiliateData } from './useAffiliateData';

const hrefFor = (page: number) => affiliatePagePath(AFFILIATE_PATHS.visits, page);

function visitEntry(visit: AffiliateVisit): HistoryEntry {
  return {
    id: visit.id,
    heading: visit.landing_url ? <Link href={visit.landing_url}>{visit.landing_url}</Link> : 'The shop',
    facts: [
      { label: 'Date', value: <time dateTime={visit.date}>{formatOrderDateTime(visit.date)}</time> },
      { label: 'Product', value: visit.product_name ?? '—' },
    ],
  };
}

/** `/affiliate/visits`: the visits through the affiliate's links (one a visitor a day), newest first. */
export function VisitsTemplate({ page }: { page: number }) {
  const visits = useAffiliateData(`visits:${page}`, (options) => listVisits(page, options));
  return (
    <AffiliatePage title={AFFILIATE_TITLES.visits} intro="The pages shoppers opened through your links. Each shopper counts once a day.">
      <PagedList
        data={visits}
        loadingText="Loading your visits…"
        noun={['visit', 'visits']}
        empty={{
          title: 'No visits yet',
          text: 'Share your referral link: every shopper who follows it shows up here.',
          action: { href: AFFILIATE_PATHS.dashboard, label: 'Get your referral link' },
        }}
        hrefFor={hrefFor}
      >
        {(entries) => <HistoryCards label="Visits" entries={entries.map(visitEntry)} />}
      </PagedList>
    </AffiliatePage>
  );
}
