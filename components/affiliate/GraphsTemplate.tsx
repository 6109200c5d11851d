import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRouter } from 'next/router';
import type { AffiliateDay, AffiliateStats } from '@/services/affiliate';
import { useFormat, useText } from '@/hooks/useLocale';
import { useAffiliateReportQuery } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { dhakaDay, formatDayRange, type DayRange } from '@/utils/affiliateDates';
import { formatPercent } from '@/utils/affiliateDisplay';
import { compactNumber } from '@/utils/chartScale';
import { formatCount, localizeDigits } from '@/utils/locale';
import { CURRENCY_SYMBOL } from '@/utils/money';
import { AffiliateLoadView } from './AffiliateLoadView';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { CHART_COLOURS } from './chartColours';
import { DateRangeForm } from './DateRangeForm';
import { FigureCards } from './FigureCards';
import { TimeSeriesChart } from './TimeSeriesChart';
import { affiliateData } from './affiliateLoad';
import styles from './GraphsTemplate.module.scss';

interface GraphsTemplateProps {
  range: DayRange;
  /** The moment the page reads as now (today's date and the quick ranges count from it). */
  now: Date;
}

interface GraphReport {
  stats: AffiliateStats;
  days: AffiliateDay[];
}

function graphsPath(range: DayRange): string {
  return `${AFFILIATE_PATHS.graphs}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** The bar charts of whole counts a day, in the order they stand. */
const COUNT_CHARTS = [
  { key: 'clicks', title: 'Clicks', label: 'Clicks a day' },
  { key: 'orders', title: 'Orders', label: 'Orders a day' },
] as const;

function ReportBody({ stats, days, range }: GraphReport & { range: DayRange }) {
  const t = useText('affiliate');
  const { locale, price } = useFormat();
  const count = (value: number) => formatCount(value, locale);
  const takaAxis = (value: number) => `${CURRENCY_SYMBOL}${localizeDigits(compactNumber(value), locale)}`;
  const rangeLabel = formatDayRange(range, locale);
  const dates = days.map((day) => day.date);
  return (
    <div className={styles.report}>
      <FigureCards
        label={t('Totals, {range}', { range: rangeLabel })}
        figures={[
          { label: t('Clicks'), value: count(stats.clicks) },
          { label: t('Orders'), value: count(stats.orders) },
          { label: t('Conversion'), value: formatPercent(stats.conversion_rate, locale), hint: t('Orders per 100 clicks') },
          { label: t('Earnings'), value: price(stats.earnings), hint: t('Approved commissions') },
        ]}
      />
      {COUNT_CHARTS.map(({ key, title, label }) => (
        <TimeSeriesChart
          key={key}
          id={`graph-${key}`}
          title={t(title)}
          description={rangeLabel}
          days={dates}
          series={[{ key, label: t(label), kind: 'bar', color: CHART_COLOURS[key], values: days.map((day) => day[key]) }]}
          formatValue={count}
          wholeNumbers
        />
      ))}
      <TimeSeriesChart
        id="graph-earnings"
        title={t('Earnings')}
        description={rangeLabel}
        days={dates}
        series={[
          { key: 'earnings', label: t('Commission a day'), kind: 'line', color: CHART_COLOURS.earnings, values: days.map((day) => day.earnings) },
        ]}
        formatValue={price}
        formatAxis={takaAxis}
      />
    </div>
  );
}

/** `/affiliate/Graphs`: clicks, orders and earnings a day over a chosen range (`?from=&to=`, the last 30 days by default). */
export function GraphsTemplate({ range, now }: GraphsTemplateProps) {
  const router = useRouter();
  const token = useAppSelector(selectToken);
  const reportQuery = useAffiliateReportQuery(token ? { token, range } : skipToken);
  const report = affiliateData(reportQuery);

  return (
    <AffiliatePage title={AFFILIATE_TITLES.graphs} intro="See how your links do day by day. Point at a day for its figures.">
      <div className={styles.sections}>
        <DateRangeForm
          key={`${range.from}:${range.to}`}
          range={range}
          today={dhakaDay(now)}
          now={now}
          onChoose={(chosen) => void router.push(graphsPath(chosen), undefined, { scroll: false })}
        />
        <AffiliateLoadView data={report} loadingText="Loading your figures…">
          {(data) => <ReportBody {...data} range={range} />}
        </AffiliateLoadView>
      </div>
    </AffiliatePage>
  );
}
