import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AMOUNT_RANGES,
  changeTone,
  INVOICE_STATUSES,
  invoiceDisplayStatus,
  invoiceListQueryToParams,
  nextSort,
  parseInvoiceListQuery,
  type InvoiceRow,
  type InvoiceSortKey,
} from '@telecom/domain';
import { pathTo, paths } from '../../../config/paths';
import { adminCalls, download, exportList, useAdminWrite, useInvoiceList } from '../../../features/admin/admin-api';
import {
  ActionMessage,
  AdminHeader,
  AdminTable,
  BulkStatusPicker,
  ConfirmDialog,
  FilterSelect,
  ListStatus,
  Pagination,
  SearchField,
  SelectAllCheckbox,
  SortHeader,
  StatCard,
  ToolbarButtons,
  RowActionButton,
  RowActionLink,
  Truncated,
  selectionState,
  type ActionResult,
} from '../../../features/admin/list-ui';
import { useListState, useSelection } from '../../../features/admin/use-list-state';
import { ApiError } from '../../../lib/api-client';
import { date, euro, euros, localToday, number, percent } from '../../../lib/format';

/** /admin/invoices (spec points 2 and 5): served by GET /api/admin/invoices with the list state in the URL. */
export function AdminInvoicesRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const list = useListState((params) => parseInvoiceListQuery(params), invoiceListQueryToParams);
  const { query } = list;
  const answer = useInvoiceList(list.params);
  const data = answer.data;
  const rows = data?.items ?? [];
  const selection = useSelection(JSON.stringify(list.params));
  const pageIds = rows.map((row) => row.id);
  const { all, some } = selectionState(pageIds, selection.selected);
  const [pending, setPending] = useState<InvoiceRow | null>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const remove = useAdminWrite(adminCalls.deleteInvoice);
  const setStatus = useAdminWrite(adminCalls.invoicesStatus);
  const remind = useAdminWrite(adminCalls.sendReminder);
  const remindMany = useAdminWrite(adminCalls.sendReminders);
  const today = localToday();

  const sort = (key: InvoiceSortKey) => {
    const next = nextSort({ key: query.sort, direction: query.dir }, key);
    list.update({ sort: next.key, dir: next.direction, page: 1 });
  };
  const failed = (error: unknown) => setMessage({ error: error instanceof ApiError ? error.message : t('errors.action') });
  const exportCsv = (ids?: string[]) => void exportList('/api/admin/invoices/export', list.params, 'invoices.csv', ids).catch(failed);
  const filtered = query.search !== '' || query.status !== 'all' || query.month !== '' || query.amount !== 'all';
  const selectedIds = [...selection.selected];

  return (
    <>
      <AdminHeader title={t('invoices.title')} subtitle={t('invoices.subtitle')}>
        <button type="button" className="button button--ghost" onClick={() => exportCsv()}>
          {t('actions.export')}
        </button>
        <Link to={paths.adminInvoiceNew} className="button">
          {t('invoices.add')}
        </Link>
      </AdminHeader>

      <div className="stat-grid">
        <StatCard
          label={t('invoices.stats.revenue')}
          value={data ? euro(data.stats.totalRevenueCents, language) : '–'}
          note={data ? t('invoices.stats.growth', { percent: percent(data.stats.revenueGrowthPercent, language, { signDisplay: 'exceptZero' }) }) : undefined}
          tone={data ? changeTone(data.stats.revenueGrowthPercent, 'up') : 'neutral'}
          trend={data && data.stats.revenueGrowthPercent !== 0 ? (data.stats.revenueGrowthPercent > 0 ? 'up' : 'down') : undefined}
          testId="stat-revenue"
        />
        <StatCard label={t('invoices.stats.paid')} value={data ? number(data.stats.paid, language) : '–'} testId="stat-paid" />
        <StatCard label={t('invoices.stats.pending')} value={data ? number(data.stats.pending, language) : '–'} note={t('invoices.stats.pendingNote')} testId="stat-pending" />
        <StatCard
          label={t('invoices.stats.overdue')}
          value={data ? number(data.stats.overdue, language) : '–'}
          note={t('invoices.stats.overdueNote')}
          tone={data && data.stats.overdue === 0 ? 'neutral' : 'warning'}
          testId="stat-overdue"
        />
      </div>

      <div className="list-toolbar" role="search">
        <SearchField id="invoice-search" label={t('invoices.search')} placeholder={t('invoices.searchPlaceholder')} value={list.searchText} onChange={list.setSearchText} />
        <FilterSelect
          id="invoice-status"
          label={t('filters.status')}
          value={query.status}
          allLabel={t('filters.allStatuses')}
          options={INVOICE_STATUSES}
          text={(value) => t(`invoiceStatus.${value}`)}
          onChange={(value) => list.update({ status: value, page: 1 })}
        />
        <div className="field">
          <label htmlFor="invoice-month">{t('filters.month')}</label>
          <input id="invoice-month" type="month" value={query.month} onChange={(event) => list.update({ month: event.target.value, page: 1 })} />
        </div>
        <FilterSelect
          id="invoice-amount"
          label={t('filters.amount')}
          value={query.amount}
          allLabel={t('filters.allAmounts')}
          options={AMOUNT_RANGES}
          text={(value) => t(`amountRanges.${value}`)}
          onChange={(value) => list.update({ amount: value, page: 1 })}
        />
        <ToolbarButtons canClear={filtered} onClear={list.clear} onRefresh={() => void answer.refetch()} />
      </div>

      <ActionMessage message={message} />

      {selection.selected.size > 0 && (
        <div className="bulk-bar" role="region" aria-label={t('bulk.label')}>
          <p>{t('bulk.selected', { count: selection.selected.size, number: number(selection.selected.size, language) })}</p>
          <button type="button" className="button button--ghost" onClick={() => exportCsv(selectedIds)}>
            {t('bulk.download')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={remindMany.isPending}
            onClick={() =>
              remindMany.mutate(selectedIds, {
                onSuccess: (result) => setMessage({ success: t('bulk.remindersSent', { sent: number(result.sent, language), skipped: number(result.skipped, language) }) }),
                onError: failed,
              })
            }
          >
            {t('bulk.sendReminders')}
          </button>
          <BulkStatusPicker
            id="invoice-bulk-status"
            statuses={INVOICE_STATUSES}
            label={(status) => t(`invoiceStatus.${status}`)}
            busy={setStatus.isPending}
            onApply={(status, done) =>
              setStatus.mutate(
                { ids: selectedIds, status },
                {
                  onSuccess: (result) => {
                    setMessage({ success: t('bulk.statusUpdated', { count: result.updated, number: number(result.updated, language) }) });
                    selection.clear();
                    done();
                  },
                  onError: failed,
                },
              )
            }
          />
        </div>
      )}

      {answer.isPending || answer.isError || rows.length === 0 ? (
        <ListStatus
          loading={answer.isPending}
          failed={answer.isError}
          emptyTitle={t('invoices.empty.title')}
          emptyDescription={filtered ? t('invoices.empty.filtered') : t('invoices.empty.description')}
          onClear={filtered ? list.clear : undefined}
        />
      ) : (
        <AdminTable label={t('invoices.title')} testId="invoices-table" busy={answer.isFetching} cards className="invoice-table">
          <thead>
            <tr>
              <SelectAllCheckbox all={all} some={some} onChange={(checked) => selection.setAll(pageIds, checked)} />
              <SortHeader label={t('invoices.columns.number')} active={query.sort === 'invoice_number'} direction={query.dir} onSort={() => sort('invoice_number')} className="col-number" />
              <SortHeader label={t('invoices.columns.customer')} active={query.sort === 'customer_name'} direction={query.dir} onSort={() => sort('customer_name')} className="col-customer" />
              <SortHeader label={t('invoices.columns.amount')} active={query.sort === 'amount'} direction={query.dir} onSort={() => sort('amount')} className="col-amount numeric" />
              <SortHeader label={t('invoices.columns.issued')} active={query.sort === 'issue_date'} direction={query.dir} onSort={() => sort('issue_date')} className="col-date" />
              <SortHeader label={t('invoices.columns.due')} active={query.sort === 'due_date'} direction={query.dir} onSort={() => sort('due_date')} className="col-due" />
              <th scope="col" className="col-status">
                {t('invoices.columns.status')}
              </th>
              <th scope="col" className="col-actions">
                {t('list.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const status = invoiceDisplayStatus(row, today);
              return (
                <tr key={row.id} aria-selected={selection.selected.has(row.id)}>
                  <td className="select-cell">
                    <input type="checkbox" aria-label={t('list.select', { name: row.invoice_number })} checked={selection.selected.has(row.id)} onChange={() => selection.toggle(row.id)} />
                  </td>
                  <td className="card-title">
                    <span className="cell-stack">
                      <Link to={pathTo('adminInvoice', { id: row.id })}>{row.invoice_number}</Link>
                      {row.recurring && <span className="tag">{t('invoices.recurring')}</span>}
                    </span>
                  </td>
                  <td data-label={t('invoices.columns.customer')}>
                    <span className="cell-stack">
                      <Truncated text={row.customer_name} />
                      <Truncated text={row.customer_email} className="muted" />
                    </span>
                  </td>
                  <td className="numeric" data-label={t('invoices.columns.amount')}>
                    {euros(row.amount, language)}
                  </td>
                  <td data-label={t('invoices.columns.issued')}>{date(row.issue_date, language, { dateStyle: 'medium' })}</td>
                  <td data-label={t('invoices.columns.due')}>
                    <span className="nowrap">
                      {date(row.due_date, language, { dateStyle: 'medium' })}
                      {status === 'overdue' && (
                        <span className="overdue-flag" role="img" aria-label={t('invoices.overdueFlag')} title={t('invoices.overdueFlag')}>
                          !
                        </span>
                      )}
                    </span>
                  </td>
                  <td data-label={t('invoices.columns.status')}>
                    <span className={`badge badge--${status}`}>{t(`invoiceStatus.${status}`)}</span>
                  </td>
                  <td className="actions-cell">
                    <div className="row-actions">
                      <RowActionLink icon="view" to={pathTo('adminInvoice', { id: row.id })} label={t('actions.viewNamed', { name: row.invoice_number })} tooltip={t('actions.view')} />
                      <RowActionButton
                        icon="download"
                        label={t('actions.downloadNamed', { name: row.invoice_number })}
                        tooltip={t('actions.download')}
                        onClick={() => void download(`/api/admin/invoices/${row.id}/download`, `${row.invoice_number}.html`).catch(failed)}
                      />
                      {row.status !== 'paid' && (
                        <RowActionButton
                          icon="remind"
                          label={t('actions.remindNamed', { name: row.invoice_number })}
                          tooltip={t('actions.remind')}
                          onClick={() =>
                            remind.mutate(row.id, {
                              onSuccess: () => setMessage({ success: t('invoices.reminderSent', { number: row.invoice_number, email: row.customer_email }) }),
                              onError: failed,
                            })
                          }
                        />
                      )}
                      {row.status === 'draft' && (
                        <RowActionLink icon="edit" to={pathTo('adminInvoiceEdit', { id: row.id })} label={t('actions.editNamed', { name: row.invoice_number })} tooltip={t('actions.edit')} />
                      )}
                      <RowActionButton icon="delete" danger label={t('actions.deleteNamed', { name: row.invoice_number })} tooltip={t('actions.delete')} onClick={() => setPending(row)} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </AdminTable>
      )}

      {data && rows.length > 0 && <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPage={(page) => list.update({ page })} />}

      {pending && (
        <ConfirmDialog
          title={t('invoices.delete.title')}
          message={t('invoices.delete.message', { number: pending.invoice_number, name: pending.customer_name })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending}
          error={remove.error?.message}
          onClose={() => {
            setPending(null);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(pending.id, {
              onSuccess: () => {
                setMessage({ success: t('invoices.delete.done', { number: pending.invoice_number }) });
                setPending(null);
              },
            })
          }
        />
      )}
    </>
  );
}
