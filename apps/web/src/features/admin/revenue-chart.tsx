import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartTicks, type ChartPeriod, type RevenuePoint as RevenueBar } from '@telecom/domain';
import { date, euros, number } from '../../lib/format';

/** A bar of the chart: its first day (YYYY-MM-DD) and the euros received. */
type RevenuePoint = Pick<RevenueBar, 'label' | 'value'>;

/** How many bars share one label on the day axis: every day of a week, every fifth day, every third week. */
const LABEL_EVERY: Record<ChartPeriod, number> = { '7d': 1, '30d': 5, '90d': 3 };

/**
 * The dashboard's revenue bars with a value axis (0 to a round number in round steps), day or week labels under
 * the bars, a summary in words, and the amounts as a table: always there for screen readers, shown on request.
 */
export function RevenueChart({
  period,
  points,
  busy,
}: {
  period: ChartPeriod;
  points: readonly RevenuePoint[];
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const weekly = period === '90d';
  const ticks = chartTicks(Math.max(0, ...points.map((point) => point.value)));
  const top = ticks.at(-1) ?? 1;
  const axisValue = (value: number) =>
    number(value, language, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: value < 10 && value % 1 !== 0 ? 2 : 0,
    });
  const shortDay = (label: string) =>
    period === '7d'
      ? date(`${label}T00:00:00Z`, language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' })
      : date(`${label}T00:00:00Z`, language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = (label: string) => date(`${label}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const every = LABEL_EVERY[period];
  // Labels counted back from the newest bar, so that today (or this week) always has one.
  const labelled = (index: number) => (points.length - 1 - index) % every === 0;
  // Every other label gives way in a narrow chart (phones), so that labels never run into each other.
  const minor = (index: number) => ((points.length - 1 - index) / every) % 2 === 1;
  const total = points.reduce((sum, point) => sum + Math.round(point.value * 100), 0) / 100;
  const highest = points.reduce<RevenuePoint | undefined>(
    (best, point) => (!best || point.value > best.value ? point : best),
    undefined,
  );

  return (
    <figure className="bar-chart" aria-busy={busy} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="bar-chart__caption">
        <span>{t('dashboard.chartCaption', { period: t(`dashboard.periods.${period}`) })}</span>
        {highest && (
          <span className="muted">
            {t('dashboard.chartSummary', {
              total: euros(total, language),
              highest: euros(highest.value, language),
              label: longDay(highest.label),
            })}
          </span>
        )}
      </figcaption>
      <div className="bar-chart__body" aria-hidden="true">
        <div className="bar-chart__axis" data-testid="revenue-chart-axis">
          <span className="bar-chart__axis-sizer">{axisValue(top)}</span>
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              {axisValue(tick)}
            </span>
          ))}
        </div>
        <div className="bar-chart__plot">
          {ticks.map((tick) => (
            <span key={tick} className="bar-chart__grid" style={{ bottom: `${(tick / top) * 100}%` }} />
          ))}
          <div className="bar-chart__bars" data-testid="revenue-chart" data-period={period}>
            {points.map((point) => (
              <div
                key={point.label}
                className="bar-chart__bar"
                style={{ height: `${(point.value / top) * 100}%` }}
                title={`${longDay(point.label)}: ${euros(point.value, language)}`}
              />
            ))}
          </div>
        </div>
        <div className="bar-chart__labels" data-testid="revenue-chart-labels">
          {points.map((point, index) => (
            <span
              key={point.label}
              className={`bar-chart__label${index === points.length - 1 ? ' bar-chart__label--last' : ''}${minor(index) ? ' bar-chart__label--minor' : ''}`}
            >
              {labelled(index) ? shortDay(point.label) : ''}
            </span>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="link-button bar-chart__toggle"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? t('dashboard.hideTable') : t('dashboard.showTable')}
      </button>
      <div id={`${id}-table`} className={showTable ? 'table-scroll bar-chart__table' : 'visually-hidden'}>
        <table className="data-table" data-testid="revenue-table">
          <caption className="visually-hidden">
            {t('dashboard.chartCaption', { period: t(`dashboard.periods.${period}`) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{weekly ? t('dashboard.chartWeek') : t('dashboard.chartDay')}</th>
              <th scope="col" className="numeric">
                {t('dashboard.chartAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{longDay(point.label)}</th>
                <td className="numeric">{euros(point.value, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
