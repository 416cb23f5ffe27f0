import { useTranslation } from 'react-i18next';
import { useReports } from '../../../features/admin/api/get-reports';
import { AdminHeader } from '../../../features/admin/list-ui';
import { date, euros, number } from '../../../lib/format';

/** /admin/reports: paid revenue per month over the last year, and customers and invoices per plan and status. */
export function AdminReportsRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const reports = useReports();
  const data = reports.data;
  const highest = Math.max(1, ...(data?.revenueByMonth.map((month) => month.revenue) ?? []));
  const monthName = (month: string) =>
    date(`${month}-01T00:00:00Z`, language, { month: 'short', year: 'numeric', timeZone: 'UTC' });

  return (
    <>
      <AdminHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      {!data ? (
        <p role={reports.isError ? 'alert' : 'status'} className={reports.isError ? 'form-error' : undefined}>
          {reports.isError ? t('errors.load') : t('list.loading')}
        </p>
      ) : (
        <div className="admin-grid">
          <section className="admin-card admin-card--wide">
            <h2 id="report-revenue">{t('reports.revenue')}</h2>
            <div className="report-bars" aria-hidden="true">
              {data.revenueByMonth.map((month) => (
                <div
                  key={month.month}
                  className="bar-chart__bar"
                  style={{ height: `${Math.max((month.revenue / highest) * 100, 1)}%` }}
                  title={`${monthName(month.month)}: ${euros(month.revenue, language)}`}
                />
              ))}
            </div>
            <div className="table-scroll" role="region" aria-labelledby="report-revenue" tabIndex={0}>
              <table className="data-table" data-testid="revenue-table">
                <thead>
                  <tr>
                    <th scope="col">{t('reports.month')}</th>
                    <th scope="col" className="numeric">
                      {t('reports.paidInvoices')}
                    </th>
                    <th scope="col" className="numeric">
                      {t('reports.revenueColumn')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.revenueByMonth.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{monthName(month.month)}</th>
                      <td className="numeric">{number(month.invoices, language)}</td>
                      <td className="numeric">{euros(month.revenue, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <CountTable
            title={t('reports.customersByPlan')}
            rows={data.customersByPlan.map((row) => ({
              key: row.plan,
              label: t(`plans.${row.plan}`),
              count: row.count,
            }))}
          />
          <CountTable
            title={t('reports.customersByStatus')}
            rows={data.customersByStatus.map((row) => ({
              key: row.status,
              label: t(`customerStatus.${row.status}`),
              count: row.count,
            }))}
          />
          <section className="admin-card admin-card--wide">
            <h2 id="report-invoices">{t('reports.invoicesByStatus')}</h2>
            <div className="table-scroll" role="region" aria-labelledby="report-invoices" tabIndex={0}>
              <table className="data-table" data-testid="invoice-status-table">
                <thead>
                  <tr>
                    <th scope="col">{t('invoices.columns.status')}</th>
                    <th scope="col" className="numeric">
                      {t('reports.count')}
                    </th>
                    <th scope="col" className="numeric">
                      {t('invoices.columns.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.invoicesByStatus.map((row) => (
                    <tr key={row.status}>
                      <th scope="row">{t(`invoiceStatus.${row.status}`)}</th>
                      <td className="numeric">{number(row.count, language)}</td>
                      <td className="numeric">{euros(row.amount, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </>
  );
}

function CountTable({ title, rows }: { title: string; rows: { key: string; label: string; count: number }[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section className="admin-card">
      <table className="data-table">
        <caption className="report-caption">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.group')}</th>
            <th scope="col" className="numeric">
              {t('reports.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="numeric">{number(row.count, i18n.resolvedLanguage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
