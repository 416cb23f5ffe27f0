import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DASHBOARD_SERVICE_KINDS, initials, invoiceDisplayStatus } from '@telecom/domain';
import { pathTo, paths } from '../../../config/paths';
import { useDeleteCustomer } from '../../../features/admin/api/delete-customer';
import { useDeleteCustomerData } from '../../../features/admin/api/delete-customer-data';
import { CustomerCalls } from '../../../features/admin/customer-calls';
import { useCustomer } from '../../../features/admin/api/get-customer';
import { AdminHeader, ConfirmDialog, EmptyState } from '../../../features/admin/list-ui';
import { ServiceList } from '../../../features/admin/service-actions';
import { ApiError } from '../../../lib/api-client';
import { date, euros, localToday, number } from '../../../lib/format';

/**
 * /admin/customers/:id: the customer, their eSIMs and subscriptions (with the back office's actions, docs/contracts.md
 * §14), invoices and services, their calls with this month's calling meters (§15), with edit, new invoice and delete.
 */
export function AdminCustomerRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useCustomer(id);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCustomer();
  // A deletion request of a customer who asked by other means (docs/contracts.md §14), after a confirmation.
  const [erasing, setErasing] = useState(false);
  const erase = useDeleteCustomerData();
  const today = localToday();

  if (detail.isPending) return <p role="status">{t('list.loading')}</p>;
  if (detail.isError)
    return (
      <RecordMissing
        notFound={detail.error instanceof ApiError && detail.error.status === 404}
        back={paths.adminCustomers}
        backLabel={t('customers.back')}
      />
    );

  const { customer, invoices, services, orderServices } = detail.data;
  const active = services.filter((service) => service.status === 'active');
  const activeServices = active.length;
  // Which kinds they are (the AI assistant is a business plan), in the order of the dashboard's distribution.
  const activeKinds = DASHBOARD_SERVICE_KINDS.map((kind) => ({
    kind,
    count: active.filter((service) => service.kind === kind).length,
  })).filter((entry) => entry.count > 0);
  return (
    <>
      <AdminHeader title={customer.name} subtitle={t('customers.detailSubtitle')}>
        <Link to={pathTo('adminCustomerEdit', { id: customer.id })} className="button button--ghost">
          {t('actions.edit')}
        </Link>
        <Link to={`${paths.adminInvoiceNew}?customer=${encodeURIComponent(id)}`} className="button button--ghost">
          {t('invoices.add')}
        </Link>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t('actions.delete')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setErasing(true)}>
          {t('privacy.delete.button')}
        </button>
      </AdminHeader>
      <p>
        <Link to={paths.adminCustomers}>← {t('customers.back')}</Link>
      </p>
      <section className="admin-card" aria-labelledby="customer-facts">
        <h2 id="customer-facts" className="person">
          <span className="avatar" aria-hidden="true">
            {initials(customer.name)}
          </span>
          {t('customers.details')}
        </h2>
        <dl className="record-facts" data-testid="customer-facts">
          <div>
            <dt>{t('customers.columns.email')}</dt>
            <dd className="record-facts__long">
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('customers.columns.plan')}</dt>
            <dd>
              <span className={`badge badge--plan-${customer.plan}`}>{customer.planName}</span>
            </dd>
          </div>
          <div>
            <dt>{t('customers.columns.status')}</dt>
            <dd>
              <span className={`badge badge--${customer.status}`}>{t(`customerStatus.${customer.status}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('customers.columns.joined')}</dt>
            <dd>{date(customer.created_at, language)}</dd>
          </div>
          <div>
            <dt>{t('customers.columns.spent')}</dt>
            <dd>{euros(customer.totalSpent, language)}</dd>
          </div>
          <div>
            <dt>{t('customers.services')}</dt>
            <dd data-testid="customer-services">
              {t('customers.servicesCount', { count: activeServices, number: number(activeServices, language) })}
              {activeKinds.length > 0 && (
                <>
                  <br />
                  <span className="muted">
                    {activeKinds
                      .map(({ kind, count }) => `${t(`dashboard.services.${kind}`)} (${number(count, language)})`)
                      .join(', ')}
                  </span>
                </>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <ServiceList services={orderServices} withOrder />
      <section className="admin-card">
        <h2 id="customer-invoices">{t('invoices.title')}</h2>
        {invoices.length === 0 ? (
          <EmptyState title={t('invoices.empty.title')} description={t('customers.noInvoices')} />
        ) : (
          <div className="table-scroll" role="region" aria-labelledby="customer-invoices" tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('invoices.columns.number')}</th>
                  <th scope="col">{t('invoices.columns.issued')}</th>
                  <th scope="col">{t('invoices.columns.due')}</th>
                  <th scope="col">{t('invoices.columns.status')}</th>
                  <th scope="col" className="numeric">
                    {t('invoices.columns.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => {
                  const status = invoiceDisplayStatus(invoice, today);
                  return (
                    <tr key={invoice.id}>
                      <td>
                        <Link to={pathTo('adminInvoice', { id: invoice.id })} className="nowrap">
                          {invoice.invoice_number}
                        </Link>
                      </td>
                      <td>{date(invoice.issue_date, language, { dateStyle: 'medium' })}</td>
                      <td>{date(invoice.due_date, language, { dateStyle: 'medium' })}</td>
                      <td>
                        <span className={`badge badge--${status}`}>{t(`invoiceStatus.${status}`)}</span>
                      </td>
                      <td className="numeric">{euros(invoice.amount, language)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <CustomerCalls customerId={id} />
      {confirming && (
        <ConfirmDialog
          title={t('customers.delete.title')}
          message={t('customers.delete.message', { name: customer.name })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending}
          error={remove.error?.message}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(customer.id, { onSuccess: () => void navigate(paths.adminCustomers, { replace: true }) })
          }
        />
      )}
      {erasing && (
        <ConfirmDialog
          title={t('privacy.delete.title')}
          message={t('privacy.delete.message', { name: customer.name })}
          confirmLabel={t('privacy.delete.confirm')}
          busy={erase.isPending}
          error={erase.error?.message}
          onClose={() => setErasing(false)}
          onConfirm={() =>
            erase.mutate(customer.id, { onSuccess: () => void navigate(paths.adminPrivacy, { replace: true }) })
          }
        />
      )}
    </>
  );
}

/** A record that could not be loaded: not found, or the API failed. */
export function RecordMissing({ notFound, back, backLabel }: { notFound: boolean; back: string; backLabel: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="empty-state" role="alert">
      <title>{`${t('errors.notFoundTitle')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <h1>{notFound ? t('errors.notFoundTitle') : t('errors.load')}</h1>
      {notFound && <p>{t('errors.notFound')}</p>}
      <Link to={back} className="button">
        {backLabel}
      </Link>
    </div>
  );
}
