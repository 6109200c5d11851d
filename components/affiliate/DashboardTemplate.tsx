import Link from 'next/link';
import { useState } from 'react';
import {
  getAffiliateAccount,
  getAffiliateGraph,
  getAffiliateStats,
  type AffiliateAccount,
  type AffiliateDay,
  type AffiliateStats,
} from '@/services/affiliate';
import type { RequestOptions } from '@/services/http';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { DEFAULT_RANGE_DAYS, formatDayRange, lastDays, type DayRange } from '@/utils/affiliateDates';
import { formatCount, formatPercent } from '@/utils/affiliateDisplay';
import { absoluteShopLink } from '@/utils/affiliateLinks';
import { affiliateCookieSeconds, SECONDS_PER_DAY } from '@/utils/cookies';
import { formatTaka } from '@/utils/money';
import { AffiliateLoadView } from './AffiliateLoadView';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { CopyLinkField } from './CopyLinkField';
import { FigureCards } from './FigureCards';
import { CHART_COLOURS } from './chartColours';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useAffiliateData } from './useAffiliateData';
import { useShopOrigin } from './useShopOrigin';
import styles from './DashboardTemplate.module.scss';

interface Dashboard {
  account: AffiliateAccount;
  stats: AffiliateStats;
  days: AffiliateDay[];
}

async function loadDashboard(range: DayRange, options: RequestOptions): Promise<Dashboard> {
  const [account, stats, days] = await Promise.all([
    getAffiliateAccount(options),
    getAffiliateStats(range, options),
    getAffiliateGraph(range, options),
  ]);
  return { account, stats, days };
}

function ReferralLink({ account }: { account: AffiliateAccount }) {
  const validationDays = useAppSelector((state) => selectBusinessSetting(state, 'validation_time'));
  const origin = useShopOrigin();
  const windowDays = affiliateCookieSeconds(validationDays) / SECONDS_PER_DAY;

  return (
    <section className={styles.linkPanel} aria-labelledby="referral-link-title">
      <div className={styles.linkHead}>
        <h2 id="referral-link-title" className={styles.sectionTitle}>
          Your referral link
        </h2>
        <p className={styles.code}>
          Referral code <strong>{account.referral_code}</strong>
        </p>
      </div>
      <p className={styles.linkIntro}>
        Share it anywhere. Everything a shopper buys through it within {windowDays} days earns you a commission once the order
        is delivered.
      </p>
      {account.referral_path && (
        <CopyLinkField id="referral-link" label="Referral link" link={absoluteShopLink(origin, account.referral_path)} hideLabel />
      )}
      <p className={styles.linkMore}>
        <Link href={AFFILIATE_PATHS.urls}>Make a link to any page</Link>
        <Link href={AFFILIATE_PATHS.items}>Find products to promote</Link>
      </p>
    </section>
  );
}

function DashboardBody({ account, stats, days, range }: Dashboard & { range: DayRange }) {
  const rangeLabel = formatDayRange(range);
  return (
    <div className={styles.sections}>
      <ReferralLink account={account} />

      <section aria-labelledby="earnings-title" className={styles.section}>
        <h2 id="earnings-title" className={styles.sectionTitle}>
          Your earnings
        </h2>
        <FigureCards
          figures={[
            {
              label: 'Balance',
              value: formatTaka(account.balance),
              hint: 'Ready to withdraw',
              featured: true,
              action: { href: AFFILIATE_PATHS.withdrawRequest, label: 'Withdraw' },
            },
            { label: 'Pending', value: formatTaka(account.pending_earnings), hint: 'Approved when the orders are delivered' },
            { label: 'Total earned', value: formatTaka(account.total_earned), hint: 'Approved commissions so far' },
            {
              label: 'Withdrawn',
              value: formatTaka(account.total_withdrawn),
              action: { href: AFFILIATE_PATHS.payouts, label: 'Payment history' },
            },
          ]}
        />
      </section>

      <section aria-labelledby="recent-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="recent-title" className={styles.sectionTitle}>
            Last {DEFAULT_RANGE_DAYS} days <span className={styles.range}>{rangeLabel}</span>
          </h2>
          <Link href={AFFILIATE_PATHS.graphs} className={styles.textLink}>
            More graphs
          </Link>
        </div>
        <FigureCards
          figures={[
            { label: 'Clicks', value: formatCount(stats.clicks), hint: 'Visits through your links' },
            { label: 'Orders', value: formatCount(stats.orders), hint: 'Placed through your links' },
            { label: 'Conversion', value: formatPercent(stats.conversion_rate), hint: 'Orders per 100 clicks' },
            { label: 'Earnings', value: formatTaka(stats.earnings), hint: 'Approved in these days' },
          ]}
        />
        <TimeSeriesChart
          id="dashboard-activity"
          title="Clicks and orders"
          description={rangeLabel}
          days={days.map((day) => day.date)}
          series={[
            { key: 'clicks', label: 'Clicks', kind: 'bar', color: CHART_COLOURS.clicks, values: days.map((day) => day.clicks) },
            { key: 'orders', label: 'Orders', kind: 'line', color: CHART_COLOURS.orders, values: days.map((day) => day.orders) },
          ]}
          formatValue={formatCount}
          wholeNumbers
        />
      </section>
    </div>
  );
}

/** `/affiliate/Dashboard`: balance, pending and total earnings, the last 30 days' activity and the referral link. */
export function DashboardTemplate() {
  const [range] = useState(() => lastDays(DEFAULT_RANGE_DAYS, new Date()));
  const dashboard = useAffiliateData(`${range.from}:${range.to}`, (options) => loadDashboard(range, options));

  return (
    <AffiliatePage title={AFFILIATE_TITLES.dashboard} crumbs={[]} intro="Your referral link, your earnings and how your links have done lately.">
      <AffiliateLoadView data={dashboard} loadingText="Loading your dashboard…">
        {(data) => <DashboardBody {...data} range={range} />}
      </AffiliateLoadView>
    </AffiliatePage>
  );
}
