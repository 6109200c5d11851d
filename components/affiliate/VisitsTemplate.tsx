import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from '@/components/common/Link';
import { useLocale, useText, type Translate } from '@/hooks/useLocale';
import type { AffiliateVisit } from '@/services/affiliate';
import { useAffiliateVisitsQuery } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { affiliatePagePath } from '@/utils/affiliateLinks';
import type { Locale } from '@/utils/locale';
import { formatOrderDateTime } from '@/utils/orders';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { HistoryCards, type HistoryEntry } from './HistoryCards';
import { PagedList } from './PagedList';
import { affiliateData } from './affiliateLoad';

const hrefFor = (page: number) => affiliatePagePath(AFFILIATE_PATHS.visits, page);

function visitEntry(visit: AffiliateVisit, t: Translate, locale: Locale): HistoryEntry {
  return {
    id: visit.id,
    heading: visit.landing_url ? <Link href={visit.landing_url}>{visit.landing_url}</Link> : t('The shop'),
    facts: [
      { label: t('Date'), value: <time dateTime={visit.date}>{formatOrderDateTime(visit.date, locale)}</time> },
      { label: t('Product'), value: visit.product_name ?? '—' },
    ],
  };
}

/** `/affiliate/visits`: the visits through the affiliate's links (one a visitor a day), newest first. */
export function VisitsTemplate({ page }: { page: number }) {
  const t = useText('affiliate');
  const locale = useLocale();
  const token = useAppSelector(selectToken);
  const visitsQuery = useAffiliateVisitsQuery(token ? { token, page } : skipToken);
  const visits = affiliateData(visitsQuery);
  return (
    <AffiliatePage title={AFFILIATE_TITLES.visits} intro="The pages shoppers opened through your links. Each shopper counts once a day.">
      <PagedList
        data={visits}
        loadingText="Loading your visits…"
        counted={['{count} visit', '{count} visits']}
        empty={{
          title: t('No visits yet'),
          text: t('Share your referral link: every shopper who follows it shows up here.'),
          action: { href: AFFILIATE_PATHS.dashboard, label: t('Get your referral link') },
        }}
        hrefFor={hrefFor}
      >
        {(entries) => <HistoryCards label={t('Visits')} entries={entries.map((visit) => visitEntry(visit, t, locale))} />}
      </PagedList>
    </AffiliatePage>
  );
}
