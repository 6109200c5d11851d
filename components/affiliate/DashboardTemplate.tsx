import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { Link } from '@/components/common/Link';
import type { AffiliateAccount, AffiliateDay, AffiliateStats } from '@/services/affiliate';
import { useFormat, useText } from '@/hooks/useLocale';
import { useAffiliateAccountQuery, useAffiliateReportQuery } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { DEFAULT_RANGE_DAYS, formatDayRange, lastDays, type DayRange } from '@/utils/affiliateDates';
import { formatPercent } from '@/utils/affiliateDisplay';
import { absoluteShopLink } from '@/utils/affiliateLinks';
import { affiliateCookieSeconds, SECONDS_PER_DAY } from '@/utils/cookies';
import { formatCount } from '@/utils/locale';
import { AffiliateLoadView } from './AffiliateLoadView';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { CopyLinkField } from './CopyLinkField';
import { FigureCards } from './FigureCards';
import { CHART_COLOURS } from './chartColours';
import { TimeSeriesChart } from './TimeSeriesChart';
import { affiliateDataOfAll } from './affiliateLoad';
import { useShopOrigin } from './useShopOrigin';
import styles from './DashboardTemplate.module.scss';

interface Dashboard {
  account: AffiliateAccount;
  stats: AffiliateStats;
  days: AffiliateDay[];
}

function ReferralLink({ account }: { account: AffiliateAccount }) {
  const validationDays = useAppSelector((state) => selectBusinessSetting(state, 'validation_time'));
  const origin = useShopOrigin();
  const t = useText('affiliate');
  const windowDays = affiliateCookieSeconds(validationDays) / SECONDS_PER_DAY;

  return (
    <section className={styles.linkPanel} aria-labelledby="referral-link-title">
      <div className={styles.linkHead}>
        <h2 id="referral-link-title" className={styles.sectionTitle}>
          {t('Your referral link')}
        </h2>
        <p className={styles.code}>
          {t('Referral code')} <strong>{account.referral_code}</strong>
        </p>
      </div>
      <p className={styles.linkIntro}>
        {t(
          'Share it anywhere. Everything a shopper buys through it within {days} days earns you a commission once the order is delivered.',
          { days: windowDays },
        )}
      </p>
      {account.referral_path && (
        <CopyLinkField id="referral-link" label={t('Referral link')} link={absoluteShopLink(origin, account.referral_path)} hideLabel />
      )}
      <p className={styles.linkMore}>
        <Link href={AFFILIATE_PATHS.urls}>{t('Make a link to any page')}</Link>
        <Link href={AFFILIATE_PATHS.items}>{t('Find products to promote')}</Link>
      </p>
    </section>
  );
}

function DashboardBody({ account, stats, days, range }: Dashboard & { range: DayRange }) {
  const t = useText('affiliate');
  const { locale, price } = useFormat();
  const count = (value: number) => formatCount(value, locale);
  const rangeLabel = formatDayRange(range, locale);
  return (
    <div className={styles.sections}>
      <ReferralLink account={account} />

      <section aria-labelledby="earnings-title" className={styles.section}>
        <h2 id="earnings-title" className={styles.sectionTitle}>
          {t('Your earnings')}
        </h2>
        <FigureCards
          figures={[
            {
              label: t('Balance'),
              value: price(account.balance),
              hint: t('Ready to withdraw'),
              featured: true,
              action: { href: AFFILIATE_PATHS.withdrawRequest, label: t('Withdraw') },
            },
            { label: t('Pending'), value: price(account.pending_earnings), hint: t('Approved when the orders are delivered') },
            { label: t('Total earned'), value: price(account.total_earned), hint: t('Approved commissions so far') },
            {
              label: t('Withdrawn'),
              value: price(account.total_withdrawn),
              action: { href: AFFILIATE_PATHS.payouts, label: t('Payment history') },
            },
          ]}
        />
      </section>

      <section aria-labelledby="recent-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="recent-title" className={styles.sectionTitle}>
            {t('Last {count} days', { count: DEFAULT_RANGE_DAYS })} <span className={styles.range}>{rangeLabel}</span>
          </h2>
          <Link href={AFFILIATE_PATHS.graphs} className={styles.textLink}>
            {t('More graphs')}
          </Link>
        </div>
        <FigureCards
          figures={[
            { label: t('Clicks'), value: count(stats.clicks), hint: t('Visits through your links') },
            { label: t('Orders'), value: count(stats.orders), hint: t('Placed through your links') },
            { label: t('Conversion'), value: formatPercent(stats.conversion_rate, locale), hint: t('Orders per 100 clicks') },
            { label: t('Earnings'), value: price(stats.earnings), hint: t('Approved in these days') },
          ]}
        />
        <TimeSeriesChart
          id="dashboard-activity"
          title={t('Clicks and orders')}
          description={rangeLabel}
          days={days.map((day) => day.date)}
          series={[
            { key: 'clicks', label: t('Clicks'), kind: 'bar', color: CHART_COLOURS.clicks, values: days.map((day) => day.clicks) },
            { key: 'orders', label: t('Orders'), kind: 'line', color: CHART_COLOURS.orders, values: days.map((day) => day.orders) },
          ]}
          formatValue={count}
          wholeNumbers
        />
      </section>
    </div>
  );
}

/** `/affiliate/Dashboard`: balance, pending and total earnings, the last 30 days' activity and the referral link. */
export function DashboardTemplate() {
  const [range] = useState(() => lastDays(DEFAULT_RANGE_DAYS, new Date()));
  const token = useAppSelector(selectToken);
  const accountQuery = useAffiliateAccountQuery(token ? { token } : skipToken);
  const reportQuery = useAffiliateReportQuery(token ? { token, range } : skipToken);
  const dashboard = affiliateDataOfAll({ account: accountQuery, report: reportQuery });

  return (
    <AffiliatePage title={AFFILIATE_TITLES.dashboard} crumbs={[]} intro="Your referral link, your earnings and how your links have done lately.">
      <AffiliateLoadView data={dashboard} loadingText="Loading your dashboard…">
        {({ account, report }) => <DashboardBody account={account} {...report} range={range} />}
      </AffiliateLoadView>
    </AffiliatePage>
  );
}
