import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { invoiceDisplayStatus, nextInvoiceStatuses } from '@telecom/domain';
import { pathTo, paths } from '../../../config/paths';
import { useCreditInvoice } from '../../../features/admin/api/credit-invoice';
import { useDeleteInvoice } from '../../../features/admin/api/delete-invoice';
import { downloadInvoice } from '../../../features/admin/api/download-invoice';
import { useInvoice } from '../../../features/admin/api/get-invoice';
import { useSendReminder } from '../../../features/admin/api/send-reminder';
import { useSetInvoiceStatus } from '../../../features/admin/api/set-invoice-status';
import { ActionMessage, AdminHeader, ConfirmDialog, type ActionResult } from '../../../features/admin/list-ui';
import { ApiError } from '../../../lib/api-client';
import { date, euro, localToday, number, percent } from '../../../lib/format';
import { RecordMissing } from './customer-detail';

/**
 * /admin/invoices/:id: the invoice or credit note with its lines, subtotal, VAT and total; the status buttons the
 * invoice may move to (draft → sent | cancelled, sent → paid | cancelled), the reminder (sent only), the credit note
 * (paid, once), the PDF, edit and delete (drafts only).
 */
export function AdminInvoiceRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const [confirming, setConfirming] = useState<'delete' | 'credit' | null>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const changeStatus = useSetInvoiceStatus();
  const remind = useSendReminder();
  const remove = useDeleteInvoice();
  const credit = useCreditInvoice();
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
  const isInvoice = row.kind === 'invoice';
  const moves = isInvoice ? nextInvoiceStatuses(row.status) : [];
  const canCredit = isInvoice && row.status === 'paid' && row.creditNoteId === null;
  return (
    <>
      <AdminHeader
        title={row.invoice_number}
        subtitle={isInvoice ? t('invoices.detailSubtitle') : t('invoices.creditNoteSubtitle')}
      >
        <button type="button" className="button button--ghost" onClick={() => downloadInvoice(row).catch(failed)}>
          {t('invoices.downloadPdf')}
        </button>
        {(row.status === 'sent' || row.status === 'overdue') && (
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
        {canCredit && (
          <button type="button" className="button button--ghost" onClick={() => setConfirming('credit')}>
            {t('invoices.creditNote.action')}
          </button>
        )}
        {row.status === 'draft' && (
          <>
            <Link to={pathTo('adminInvoiceEdit', { id: row.id })} className="button button--ghost">
              {t('actions.edit')}
            </Link>
            <button type="button" className="button button--danger" onClick={() => setConfirming('delete')}>
              {t('actions.delete')}
            </button>
          </>
        )}
      </AdminHeader>
      <p>
        <Link to={paths.adminInvoices}>← {t('invoices.back')}</Link>
      </p>
      <ActionMessage message={message} />
      <section className="admin-card" aria-labelledby="invoice-facts">
        <h2 id="invoice-facts">{t('invoices.details')}</h2>
        <dl className="record-facts" data-testid="invoice-facts">
          <div>
            <dt>{t('invoices.kindLabel')}</dt>
            <dd data-testid="invoice-kind">
              {t(`invoices.kind.${row.kind}`)}
              {row.creditNoteOf !== null && (
                <>
                  {' · '}
                  {t('invoices.creditNoteOf')}{' '}
                  <Link to={pathTo('adminInvoice', { id: row.creditNoteOf })}>
                    {row.creditNoteOfNumber ?? row.creditNoteOf}
                  </Link>
                </>
              )}
              {row.creditNoteId !== null && (
                <>
                  {' · '}
                  <Link to={pathTo('adminInvoice', { id: row.creditNoteId })}>{t('invoices.creditedBy')}</Link>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('invoices.columns.customer')}</dt>
            <dd>
              {row.customerId !== null ? (
                <Link to={pathTo('adminCustomer', { id: row.customerId })}>{row.customer_name}</Link>
              ) : (
                row.customer_name
              )}
              <br />
              <span className="muted">{row.customer_email}</span>
            </dd>
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
          {row.orderId !== null && (
            <div>
              <dt>{t('invoices.order')}</dt>
              <dd>{row.orderId}</dd>
            </div>
          )}
        </dl>
        {moves.length > 0 && (
          <div className="status-form" role="group" aria-label={t('invoices.changeStatus')}>
            {moves.map((status) => (
              <button
                key={status}
                type="button"
                className={status === 'cancelled' ? 'button button--ghost' : 'button'}
                disabled={changeStatus.isPending}
                onClick={() =>
                  changeStatus.mutate(
                    { id: row.id, status },
                    {
                      onSuccess: () =>
                        setMessage({ success: t('invoices.statusChanged', { status: t(`invoiceStatus.${status}`) }) }),
                      onError: failed,
                    },
                  )
                }
              >
                {t(`invoices.moveTo.${status}`)}
              </button>
            ))}
          </div>
        )}
      </section>

      <section className="admin-card" aria-labelledby="invoice-lines">
        <h2 id="invoice-lines">{t('invoices.lines')}</h2>
        <div className="table-scroll">
          <table className="data-table table-cards invoice-lines" data-testid="invoice-lines">
            <thead>
              <tr>
                <th scope="col">{t('invoices.line.description')}</th>
                <th scope="col" className="numeric">
                  {t('invoices.line.quantity')}
                </th>
                <th scope="col" className="numeric">
                  {t('invoices.line.unitPrice')}
                </th>
                <th scope="col" className="numeric">
                  {t('invoices.line.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {row.lines.map((line, index) => (
                <tr key={index}>
                  <td data-label={t('invoices.line.description')}>{line.description}</td>
                  <td className="numeric" data-label={t('invoices.line.quantity')}>
                    {number(line.quantity, language)}
                  </td>
                  <td className="numeric" data-label={t('invoices.line.unitPrice')}>
                    {euro(line.unitPriceCents, language)}
                  </td>
                  <td className="numeric" data-label={t('invoices.line.amount')}>
                    {euro(line.amountCents, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="invoice-totals" data-testid="invoice-totals">
          <div>
            <dt>{t('invoices.subtotal')}</dt>
            <dd>{euro(row.amountCents, language)}</dd>
          </div>
          <div>
            <dt>
              {row.reverseCharge
                ? t('invoices.reverseCharge')
                : t('invoices.vat', { percent: percent(row.vatPercent, language) })}
            </dt>
            <dd>{euro(row.vatAmountCents, language)}</dd>
          </div>
          <div className="invoice-totals__total">
            <dt>{t('invoices.total')}</dt>
            <dd>{euro(row.totalAmountCents, language)}</dd>
          </div>
        </dl>
      </section>

      {confirming === 'delete' && (
        <ConfirmDialog
          title={t('invoices.delete.title')}
          message={t('invoices.delete.message', { number: row.invoice_number, name: row.customer_name })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending}
          error={remove.error?.message}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            remove.mutate(row.id, { onSuccess: () => void navigate(paths.adminInvoices, { replace: true }) })
          }
        />
      )}
      {confirming === 'credit' && (
        <ConfirmDialog
          title={t('invoices.creditNote.title')}
          message={[
            t('invoices.creditNote.message', {
              number: row.invoice_number,
              name: row.customer_name,
              amount: euro(row.totalAmountCents, language),
            }),
            row.orderId !== null ? t('invoices.creditNote.refund', { order: row.orderId }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('invoices.creditNote.confirm')}
          busy={credit.isPending}
          error={credit.error?.message}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            credit.mutate(
              { id: row.id },
              {
                onSuccess: ({ invoice: note }) => {
                  setConfirming(null);
                  void navigate(pathTo('adminInvoice', { id: note.id }));
                },
              },
            )
          }
        />
      )}
    </>
  );
}
