import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { INVOICE_STATUSES, invoiceDisplayStatus, type InvoiceStatus } from '@telecom/domain';
import { pathTo, paths } from '../../../config/paths';
import { useDeleteInvoice } from '../../../features/admin/api/delete-invoice';
import { downloadInvoice } from '../../../features/admin/api/download-invoice';
import { useInvoice } from '../../../features/admin/api/get-invoice';
import { useSendReminder } from '../../../features/admin/api/send-reminder';
import { useSetInvoiceStatus } from '../../../features/admin/api/set-invoice-status';
import { ActionMessage, AdminHeader, ConfirmDialog, type ActionResult } from '../../../features/admin/list-ui';
import { ApiError } from '../../../lib/api-client';
import { date, euros, localToday } from '../../../lib/format';
import { RecordMissing } from './customer-detail';

/** /admin/invoices/:id: the invoice with its status change, reminder, download, edit (drafts) and delete. */
export function AdminInvoiceRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const changeStatus = useSetInvoiceStatus();
  const remind = useSendReminder();
  const remove = useDeleteInvoice();
  const failed = (error: unknown) =>
    setMessage({ error: error instanceof ApiError ? error.message : t('errors.action') });

  if (invoice.isPending) return <p role="status">{t('list.loading')}</p>;
  if (invoice.isError)
    return (
      <RecordMissing
        notFound={invoice.error instanceof ApiError && invoice.error.status === 404}
        back={paths.adminInvoices}
        backLabel={t('invoices.back')}
      />
    );

  const row = invoice.data;
  const shown = invoiceDisplayStatus(row, localToday());
  return (
    <>
      <AdminHeader title={row.invoice_number} subtitle={t('invoices.detailSubtitle')}>
        <button type="button" className="button button--ghost" onClick={() => downloadInvoice(row).catch(failed)}>
          {t('actions.download')}
        </button>
        {row.status !== 'paid' && (
          <button
            type="button"
            className="button button--ghost"
            disabled={remind.isPending}
            onClick={() =>
              remind.mutate(row.id, {
                onSuccess: () =>
                  setMessage({
                    success: t('invoices.reminderSent', { number: row.invoice_number, email: row.customer_email }),
                  }),
                onError: failed,
              })
            }
          >
            {t('actions.remind')}
          </button>
        )}
        {row.status === 'draft' && (
          <Link to={pathTo('adminInvoiceEdit', { id: row.id })} className="button button--ghost">
            {t('actions.edit')}
          </Link>
        )}
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t('actions.delete')}
        </button>
      </AdminHeader>
      <p>
        <Link to={paths.adminInvoices}>← {t('invoices.back')}</Link>
      </p>
      <ActionMessage message={message} />
      <section className="admin-card" aria-labelledby="invoice-facts">
        <h2 id="invoice-facts">{t('invoices.details')}</h2>
        <dl className="record-facts" data-testid="invoice-facts">
          <div>
            <dt>{t('invoices.columns.customer')}</dt>
            <dd>
              {row.customerId ? (
                <Link to={pathTo('adminCustomer', { id: row.customerId })}>{row.customer_name}</Link>
              ) : (
                row.customer_name
              )}
              <br />
              <span className="muted">{row.customer_email}</span>
            </dd>
          </div>
          <div>
            <dt>{t('invoices.columns.amount')}</dt>
            <dd>{euros(row.amount, language)}</dd>
          </div>
          <div>
            <dt>{t('invoices.columns.status')}</dt>
            <dd>
              <span className={`badge badge--${shown}`}>{t(`invoiceStatus.${shown}`)}</span>
              {row.recurring && <span className="tag">{t('invoices.recurring')}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('invoices.columns.issued')}</dt>
            <dd>{date(row.issue_date, language)}</dd>
          </div>
          <div>
            <dt>{t('invoices.columns.due')}</dt>
            <dd>{date(row.due_date, language)}</dd>
          </div>
          <div>
            <dt>{t('invoices.paidOn')}</dt>
            <dd>{row.paid_date ? date(row.paid_date, language) : '–'}</dd>
          </div>
        </dl>
        <form
          className="status-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (status === '') return;
            changeStatus.mutate(
              { id: row.id, status },
              {
                onSuccess: () => {
                  setMessage({ success: t('invoices.statusChanged', { status: t(`invoiceStatus.${status}`) }) });
                  setStatus('');
                },
                onError: failed,
              },
            );
          }}
        >
          <div className="field field--inline">
            <label htmlFor="invoice-new-status">{t('invoices.changeStatus')}</label>
            <select
              id="invoice-new-status"
              value={status}
              onChange={(event) => setStatus(INVOICE_STATUSES.find((value) => value === event.target.value) ?? '')}
            >
              <option value="">{t('bulk.chooseStatus')}</option>
              {INVOICE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`invoiceStatus.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={!status || changeStatus.isPending}>
            {t('invoices.applyStatus')}
          </button>
        </form>
      </section>
      {confirming && (
        <ConfirmDialog
          title={t('invoices.delete.title')}
          message={t('invoices.delete.message', { number: row.invoice_number, name: row.customer_name })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending}
          error={remove.error?.message}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(row.id, { onSuccess: () => void navigate(paths.adminInvoices, { replace: true }) })
          }
        />
      )}
    </>
  );
}
