import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHART_PERIODS, changeTone, type ActivityEntry, type ChartPeriod, type DateSpan } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { useDashboard } from '../../../features/admin/api/get-dashboard';
import { AdminHeader, StatCard } from '../../../features/admin/list-ui';
import { RevenueChart } from '../../../features/admin/revenue-chart';
import { euros, localeOf, number, percent } from '../../../lib/format';
import { useRelativeTime } from '../../../lib/use-relative-time';

/**
 * /admin (spec point 2): the four stat cards, the revenue chart whose period selector fetches that period's figures,
 * the service distribution, recent activity with relative times, and the quick actions. All from GET /api/admin/stats.
 */
export function AdminDashboardRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const [period, setPeriod] = useState<ChartPeriod>('30d');
  const dashboard = useDashboard(period);
  const data = dashboard.data;
  const stats = data?.stats;
  const shown = (value: number) => number(value, language);
  const growth = stats?.revenueGrowth ?? null;
  const comparedWith = data ? daySpan(data.revenueComparison.previous, language) : '';

  return (
    <>
      <AdminHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {dashboard.isError && (
        <p className="form-error" role="alert">
          {t('errors.load')}
        </p>
      )}
      <div className="stat-grid">
        <StatCard
          label={t('dashboard.stats.customers')}
          value={stats ? number(stats.totalCustomers, language) : '–'}
          note={
            stats
              ? t('dashboard.stats.newCustomers', { count: stats.newCustomers, number: shown(stats.newCustomers) })
              : undefined
          }
          testId="stat-customers"
        />
        <StatCard
          label={t('dashboard.stats.revenue')}
          value={stats ? euros(stats.monthlyRevenue, language) : '–'}
          note={
            stats
              ? growth === null
                ? t('dashboard.stats.noGrowth', { period: comparedWith })
                : t('dashboard.stats.growth', {
                    percent: percent(growth, language, { signDisplay: 'exceptZero' }),
                    period: comparedWith,
                  })
              : undefined
          }
          tone={changeTone(growth, 'up')}
          trend={growth === null || growth === 0 ? undefined : growth > 0 ? 'up' : 'down'}
          testId="stat-revenue"
        />
        <StatCard
          label={t('dashboard.stats.invoices')}
          value={stats ? number(stats.totalInvoices, language) : '–'}
          note={
            stats
              ? t('dashboard.stats.pendingInvoices', {
                  count: stats.pendingInvoices,
                  number: shown(stats.pendingInvoices),
                })
              : undefined
          }
          testId="stat-invoices"
        />
        <StatCard
          label={t('dashboard.stats.services')}
          value={stats ? number(stats.activeServices, language) : '–'}
          note={
            stats
              ? t('dashboard.stats.newServices', { count: stats.newServices, number: shown(stats.newServices) })
              : undefined
          }
          testId="stat-services"
        />
      </div>

      <div className="admin-grid">
        <section className="admin-card admin-card--wide" aria-labelledby="revenue-title">
          <div className="admin-card__header">
            <h2 id="revenue-title">{t('dashboard.revenue')}</h2>
            <div className="field field--inline">
              <label htmlFor="chart-period">{t('dashboard.period')}</label>
              <select
                id="chart-period"
                value={period}
                onChange={(event) => setPeriod(event.target.value as ChartPeriod)}
              >
                {CHART_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`dashboard.periods.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {data && (
            <RevenueChart
              period={data.revenueChart.period}
              points={data.revenueChart.points}
              busy={dashboard.isFetching}
            />
          )}
        </section>

        <section className="admin-card" aria-labelledby="services-title">
          <h2 id="services-title">{t('dashboard.serviceDistribution')}</h2>
          <ul className="distribution" data-testid="service-distribution">
            {data?.serviceBreakdown.map((entry) => (
              <li key={entry.kind}>
                <div className="distribution__row">
                  <span>
                    <span className="distribution__dot" style={{ background: entry.color }} aria-hidden="true" />
                    {t(`dashboard.services.${entry.kind}`)}
                  </span>
                  <span className="nowrap">
                    {shown(entry.count)} ({percent(entry.percentage, language)})
                  </span>
                </div>
                <div className="distribution__bar" aria-hidden="true">
                  <span style={{ width: `${entry.percentage}%`, background: entry.color }} />
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="admin-card" aria-labelledby="activity-title">
          <div className="admin-card__header">
            <h2 id="activity-title">{t('dashboard.recentActivity')}</h2>
            <Link to={paths.adminActivity}>{t('dashboard.viewAll')}</Link>
          </div>
          <ActivityList entries={data?.recentActivity ?? []} />
        </section>

        <section className="admin-card" aria-labelledby="quick-title">
          <h2 id="quick-title">{t('dashboard.quickActions')}</h2>
          <ul className="quick-actions">
            <li>
              <Link to={paths.adminCustomerNew}>{t('dashboard.quick.addCustomer')}</Link>
            </li>
            <li>
              <Link to={paths.adminInvoiceNew}>{t('dashboard.quick.createInvoice')}</Link>
            </li>
            <li>
              <Link to={paths.adminReports}>{t('dashboard.quick.reports')}</Link>
            </li>
            <li>
              <Link to={paths.adminSettings}>{t('dashboard.quick.settings')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}

/** Drawn icons (no emoji: many systems have no emoji font) for the activity types. */
const ACTIVITY_ICONS: Record<ActivityEntry['type'], string> = {
  user: 'M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5zm0 2c-3.3 0-10 1.7-10 5v3h20v-3c0-3.3-6.7-5-10-5z',
  payment: 'M2 6h20v12H2zm2 2v2h16V8zm0 6v2h6v-2z',
  invoice: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5zM9 12h8v2H9zm0 4h8v2H9z',
  clock: 'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm1 10.4 3.3 3.3-1.4 1.4L11 13V6h2z',
};

/** '1–23 okt 2026': a span of days in the page language. */
function daySpan(span: DateSpan, language: string | undefined): string {
  const format = new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(`${span.from}T00:00:00Z`), new Date(`${span.to}T00:00:00Z`));
}

/** The icon of an activity entry's type (decorative: the text says what happened). */
export function ActivityIcon({ type }: { type: ActivityEntry['type'] }) {
  return (
    <span className={`activity-icon activity-icon--${type}`} aria-hidden="true">
      <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path fill="currentColor" d={ACTIVITY_ICONS[type]} />
      </svg>
    </span>
  );
}

/** Activity entries with their type icon, status and relative time (spec point 2). */
export function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t } = useTranslation('admin');
  const ago = useRelativeTime();
  return (
    <ul className="admin-activity" data-testid="activity-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <ActivityIcon type={entry.type} />
          <span className="admin-activity__text">
            <span>{entry.message}</span>
            <time dateTime={entry.timestamp}>{ago(entry.timestamp)}</time>
          </span>
          <span className={`badge badge--${entry.status}`}>{t(`activityStatus.${entry.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}
