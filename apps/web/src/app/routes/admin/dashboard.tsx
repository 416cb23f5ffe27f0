import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHART_PERIODS, type ActivityEntry, type ChartPeriod } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { useAdminDashboard } from '../../../features/admin/admin-api';
import { AdminHeader, StatCard } from '../../../features/admin/list-ui';
import { date, euros, number, percent } from '../../../lib/format';
import { useRelativeTime } from '../../../lib/use-relative-time';

/**
 * /admin (spec point 2): the four stat cards, the revenue chart whose period selector fetches that period's figures,
 * the service distribution, recent activity with relative times, and the quick actions. All from GET /api/admin/stats.
 */
export function AdminDashboardRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const [period, setPeriod] = useState<ChartPeriod>('30d');
  const dashboard = useAdminDashboard(period);
  const data = dashboard.data;
  const stats = data?.stats;

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
          note={stats ? t('dashboard.stats.newCustomers', { count: stats.newCustomers }) : undefined}
          testId="stat-customers"
        />
        <StatCard
          label={t('dashboard.stats.revenue')}
          value={stats ? euros(stats.monthlyRevenue, language) : '–'}
          note={stats ? t('dashboard.stats.growth', { percent: percent(stats.revenueGrowth, language) }) : undefined}
          testId="stat-revenue"
        />
        <StatCard
          label={t('dashboard.stats.invoices')}
          value={stats ? number(stats.totalInvoices, language) : '–'}
          note={stats ? t('dashboard.stats.pendingInvoices', { count: stats.pendingInvoices }) : undefined}
          testId="stat-invoices"
        />
        <StatCard
          label={t('dashboard.stats.services')}
          value={stats ? number(stats.activeServices, language) : '–'}
          note={stats ? t('dashboard.stats.newServices', { count: stats.newServices }) : undefined}
          testId="stat-services"
        />
      </div>

      <div className="admin-grid">
        <section className="admin-card admin-card--wide" aria-labelledby="revenue-title">
          <div className="admin-card__header">
            <h2 id="revenue-title">{t('dashboard.revenue')}</h2>
            <div className="field field--inline">
              <label htmlFor="chart-period">{t('dashboard.period')}</label>
              <select id="chart-period" value={period} onChange={(event) => setPeriod(event.target.value as ChartPeriod)}>
                {CHART_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`dashboard.periods.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {data && (
            <figure className="bar-chart" aria-busy={dashboard.isFetching}>
              <div className="bar-chart__bars" data-testid="revenue-chart" data-period={data.revenueChart.period}>
                {data.revenueChart.points.map((point) => (
                  <div key={point.label} className="bar-chart__bar" style={{ height: `${Math.max(point.height, 1)}%` }} title={`${date(point.label, language, { dateStyle: 'medium' })}: ${euros(point.value, language)}`} />
                ))}
              </div>
              <figcaption className="visually-hidden">{t('dashboard.chartCaption', { period: t(`dashboard.periods.${data.revenueChart.period}`) })}</figcaption>
              <table className="visually-hidden">
                <caption>{t('dashboard.revenue')}</caption>
                <tbody>
                  {data.revenueChart.points.map((point) => (
                    <tr key={point.label}>
                      <th scope="row">{date(point.label, language, { dateStyle: 'medium' })}</th>
                      <td>{euros(point.value, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          )}
        </section>

        <section className="admin-card" aria-labelledby="services-title">
          <h2 id="services-title">{t('dashboard.serviceDistribution')}</h2>
          <ul className="distribution">
            {data?.serviceBreakdown.map((entry) => (
              <li key={entry.name}>
                <div className="distribution__row">
                  <span>
                    <span className="distribution__dot" style={{ background: entry.color }} aria-hidden="true" />
                    {entry.name}
                  </span>
                  <span>
                    {number(entry.count, language)} ({percent(entry.percentage, language)})
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

/** Activity entries with their type icon, status and relative time (spec point 2). */
export function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t } = useTranslation('admin');
  const ago = useRelativeTime();
  return (
    <ul className="admin-activity" data-testid="activity-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className={`activity-icon activity-icon--${entry.type}`} aria-hidden="true">
            {entry.type === 'user' ? '👤' : entry.type === 'payment' ? '€' : entry.type === 'invoice' ? '🧾' : '⏱'}
          </span>
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
