import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLocale, useText } from '@/hooks/useLocale';
import { formatDay } from '@/utils/affiliateDates';
import { compactNumber, labelInterval, slotAt, slots, valueAxis, yOf } from '@/utils/chartScale';
import { localizeDigits } from '@/utils/locale';
import styles from './TimeSeriesChart.module.scss';

interface ChartSeries {
  key: string;
  label: string;
  /** Bars for daily counts, a line (with an area beneath when it is the only series) for running figures. */
  kind: 'bar' | 'line';
  color: string;
  values: number[];
}

interface TimeSeriesChartProps {
  id: string;
  title: string;
  /** What the figures cover, read after the title (such as the date range). */
  description: string;
  /** `YYYY-MM-DD`, one per value of each series. */
  days: string[];
  series: ChartSeries[];
  /** How a value reads in the read-out and the table (counts, taka). */
  formatValue: (value: number) => string;
  /** Counts never get fractional ticks. */
  wholeNumbers?: boolean;
  /** Axis labels in short form (`৳1.2k`); compact numbers in the page's digits by default. */
  formatAxis?: (value: number) => string;
  height?: number;
}

const FALLBACK_WIDTH = 640;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 48 };
const DAY_LABEL_WIDTH = 56;
const SHOWS_DOTS_FROM = 10;

/** The drawing follows its box's width (phones to desktops) instead of scaling text with a viewBox. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

function linePath(points: { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
}

/**
 * A daily chart drawn as SVG: a value axis with grid lines, day labels that never crowd, bars and lines,
 * a legend, a read-out of the day under the pointer, and the same figures as a table for screen readers
 * (shown on request to everyone).
 */
export function TimeSeriesChart({
  id,
  title,
  description,
  days,
  series,
  formatValue,
  wholeNumbers = false,
  formatAxis,
  height = 240,
}: TimeSeriesChartProps) {
  const t = useText('affiliate');
  const locale = useLocale();
  const axisLabel = formatAxis ?? ((value: number) => localizeDigits(compactNumber(value), locale));
  const { box, width } = useBoxWidth();
  const [hovered, setHovered] = useState<number | null>(null);
  const [tableShown, setTableShown] = useState(false);

  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const largest = Math.max(0, ...series.flatMap((line) => line.values));
  const axis = valueAxis(largest, 4, wholeNumbers);
  const daySlots = slots(days.length, plotWidth);
  const every = labelInterval(days.length, plotWidth, DAY_LABEL_WIDTH);
  const bars = series.filter((line) => line.kind === 'bar');
  const barShare = bars.length > 0 ? 1 / bars.length : 1;
  const withDots = plotWidth / Math.max(1, days.length) >= SHOWS_DOTS_FROM;

  function track(event: PointerEvent<SVGRectElement>) {
    const bounds = event.currentTarget.getBoundingClientRect();
    setHovered(slotAt(event.clientX - bounds.left, days.length, bounds.width));
  }

  const hoveredSlot = hovered === null ? null : daySlots[hovered];
  const titleId = `${id}-title`;

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <div className={styles.head}>
        <figcaption id={titleId} className={styles.title}>
          {title}
          <span className={styles.description}>{description}</span>
        </figcaption>
        <ul className={styles.legend} aria-hidden="true">
          {series.map((line) => (
            <li key={line.key}>
              <span className={line.kind === 'bar' ? styles.barSwatch : styles.lineSwatch} style={{ background: line.color }} />
              {line.label}
            </li>
          ))}
        </ul>
      </div>
      <div ref={box} className={styles.plot}>
        <svg width={width} height={height} aria-hidden="true" focusable="false" className={styles.svg}>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {axis.ticks.map((tick) => {
              const y = yOf(tick, axis.max, plotHeight);
              return (
                <g key={tick} className={styles.tick}>
                  <line x1={0} x2={plotWidth} y1={y} y2={y} className={tick === 0 ? styles.baseline : styles.gridLine} />
                  <text x={-8} y={y} dy="0.32em" textAnchor="end">
                    {axisLabel(tick)}
                  </text>
                </g>
              );
            })}
            {hoveredSlot && (
              <rect
                x={hoveredSlot.start}
                y={0}
                width={plotWidth / Math.max(1, days.length)}
                height={plotHeight}
                className={styles.hoverBand}
              />
            )}
            {bars.map((line, barIndex) => (
              <g key={line.key} fill={line.color}>
                {daySlots.map((slot, index) => {
                  const top = yOf(line.values[index] ?? 0, axis.max, plotHeight);
                  const barWidth = slot.barWidth * barShare;
                  return (
                    <rect
                      key={days[index]}
                      x={slot.barStart + barIndex * barWidth}
                      y={top}
                      width={barWidth}
                      height={Math.max(0, plotHeight - top)}
                      rx={Math.min(2, barWidth / 4)}
                    />
                  );
                })}
              </g>
            ))}
            {series
              .filter((line) => line.kind === 'line')
              .map((line) => {
                const points = daySlots.map((slot, index) => ({ x: slot.centre, y: yOf(line.values[index] ?? 0, axis.max, plotHeight) }));
                if (points.length === 0) return null;
                const area = `${linePath(points)} L${points[points.length - 1].x.toFixed(1)},${plotHeight} L${points[0].x.toFixed(1)},${plotHeight} Z`;
                return (
                  <g key={line.key}>
                    {series.length === 1 && <path d={area} fill={line.color} opacity={0.12} />}
                    <path d={linePath(points)} fill="none" stroke={line.color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
                    {points.map((point, index) =>
                      withDots || index === hovered ? (
                        <circle key={days[index]} cx={point.x} cy={point.y} r={index === hovered ? 4 : 2.5} fill={line.color} stroke="#fff" strokeWidth={1.5} />
                      ) : null,
                    )}
                  </g>
                );
              })}
            {daySlots.map((slot, index) =>
              index % every === 0 ? (
                <text key={days[index]} x={slot.centre} y={plotHeight + 18} textAnchor="middle" className={styles.dayLabel}>
                  {formatDay(days[index], false, locale)}
                </text>
              ) : null,
            )}
            <rect
              x={0}
              y={0}
              width={Math.max(0, plotWidth)}
              height={plotHeight}
              fill="transparent"
              onPointerMove={track}
              onPointerDown={track}
              onPointerLeave={() => setHovered(null)}
            />
          </g>
        </svg>
        {largest === 0 && <p className={styles.emptyNote}>{t('Nothing in these days yet')}</p>}
        {hovered !== null && hoveredSlot && (
          <div
            className={styles.readout}
            aria-hidden="true"
            style={{ left: Math.min(Math.max(MARGIN.left + hoveredSlot.centre, 70), width - 70) }}
          >
            <strong>{formatDay(days[hovered], true, locale)}</strong>
            {series.map((line) => (
              <span key={line.key}>
                <span className={styles.readoutSwatch} style={{ background: line.color }} />
                {line.label}: {formatValue(line.values[hovered] ?? 0)}
              </span>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className={styles.tableToggle}
        aria-expanded={tableShown}
        aria-controls={`${id}-table`}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t('Hide the figures') : t('Show the figures as a table')}
      </button>
      <div id={`${id}-table`} className={tableShown ? styles.tableBox : styles.hiddenTable}>
        <table className={styles.table}>
          <caption>
            {title}, {description}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatDay(day, true, locale)}</th>
                {series.map((line) => (
                  <td key={line.key}>{formatValue(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
