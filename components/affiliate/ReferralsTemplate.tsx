import { skipToken } from '@reduxjs/toolkit/query/react';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import type { AffiliateEarning } from '@/services/affiliate';
import { EARNING_STATUS_LABELS, EARNING_STATUS_TONES, formatPercent } from '@/utils/affiliateDisplay';
import { useAffiliateEarningsQuery } from '@/store/api/affiliateApi';
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

const hrefFor = (page: number) => affiliatePagePath(AFFILIATE_PATHS.referrals, page);

function earningEntry(earning: AffiliateEarning, t: Translate, locale: Locale): HistoryEntry {
  return {
    id: earning.id,
    heading: earning.product_name ?? earning.order_code,
    status: { label: t(EARNING_STATUS_LABELS[earning.status]), tone: EARNING_STATUS_TONES[earning.status], context: t('Commission status') },
    facts: [
      { label: t('Date'), value: <time dateTime={earning.date}>{formatOrderDate(earning.date, locale)}</time> },
      { label: t('Order'), value: earning.order_code },
      { label: t('Rate'), value: formatPercent(earning.rate, locale) },
      { label: t('Commission'), value: formatTaka(earning.amount, locale), strong: true },
    ],
  };
}

/** `/affiliate/referrals`: the commission earned on each item ordered through the affiliate's links, newest first. */
export function ReferralsTemplate({ page }: { page: number }) {
  const t = useText('affiliate');
  const { locale } = useFormat();
  const token = useAppSelector(selectToken);
  const earningsQuery = useAffiliateEarningsQuery(token ? { token, page } : skipToken);
  const earnings = affiliateData(earningsQuery);
  return (
    <AffiliatePage
      title={AFFILIATE_TITLES.referrals}
      intro="Every item ordered through your links. A commission is pending until its order is delivered, then approved and ready to withdraw; it is cancelled if the order is."
    >
      <PagedList
        data={earnings}
        loadingText="Loading your referrals…"
        counted={['{count} commission', '{count} commissions']}
        empty={{
          title: t('No referrals yet'),
          text: t('When someone orders through one of your links, the commission appears here.'),
          action: { href: AFFILIATE_PATHS.urls, label: t('Make a referral link') },
        }}
        hrefFor={hrefFor}
      >
        {(entries) => <HistoryCards label={t('Commissions')} entries={entries.map((earning) => earningEntry(earning, t, locale))} />}
      </PagedList>
    </AffiliatePage>
  );
}
