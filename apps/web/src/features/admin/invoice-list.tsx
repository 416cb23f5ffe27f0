// /admin/invoices as a description for ListPage (served by GET /api/admin/invoices, spec points 2 and 5).
import { Link } from 'react-router';
import {
  AMOUNT_RANGES,
  changeTone,
  INVOICE_STATUSES,
  invoiceDisplayStatus,
  invoiceListQueryToParams,
  parseInvoiceListQuery,
  type InvoiceListQuery,
  type InvoiceRow,
  type InvoiceStats,
} from '@telecom/domain';
import { pathTo, paths } from '../../config/paths';
import { date, euro, euros, localToday, number, percent } from '../../lib/format';
import { deleteInvoice } from './api/delete-invoice';
import { downloadInvoice } from './api/download-invoice';
import { exportInvoices } from './api/export-invoices';
import { useInvoices } from './api/get-invoices';
import { sendReminder } from './api/send-reminder';
import { sendReminders } from './api/send-reminders';
import { setInvoicesStatus } from './api/set-invoices-status';
import { Truncated } from './list-ui';
import type { ListDescription } from './list-page/list-description';

/** The status an invoice shows: overdue once its due date has passed (the visitor's today). */
const shownStatus = (row: InvoiceRow) => invoiceDisplayStatus(row, localToday());

export const invoiceList: ListDescription<InvoiceRow, InvoiceListQuery, InvoiceStats> = {
  id: 'invoice',
  testId: 'invoices-table',
  texts: 'invoices',
  addPath: paths.adminInvoiceNew,
  query: { parse: parseInvoiceListQuery, toParams: invoiceListQueryToParams },
  useList: useInvoices,
  exportCsv: exportInvoices,

  stats: [
    {
      testId: 'stat-revenue',
      label: 'invoices.stats.revenue',
      value: (stats, c) => euro(stats.totalRevenueCents, c.language),
      note: (stats, c) =>
        stats
          ? c.t('invoices.stats.growth', {
              percent: percent(stats.revenueGrowthPercent, c.language, { signDisplay: 'exceptZero' }),
            })
          : undefined,
      tone: (stats) => (stats ? changeTone(stats.revenueGrowthPercent, 'up') : 'neutral'),
      trend: (stats) => (stats.revenueGrowthPercent === 0 ? undefined : stats.revenueGrowthPercent > 0 ? 'up' : 'down'),
    },
    { testId: 'stat-paid', label: 'invoices.stats.paid', value: (stats, c) => number(stats.paid, c.language) },
    {
      testId: 'stat-pending',
      label: 'invoices.stats.pending',
      value: (stats, c) => number(stats.pending, c.language),
      note: (_stats, { t }) => t('invoices.stats.pendingNote'),
    },
    {
      testId: 'stat-overdue',
      label: 'invoices.stats.overdue',
      value: (stats, c) => number(stats.overdue, c.language),
      note: (_stats, { t }) => t('invoices.stats.overdueNote'),
      tone: (stats) => (stats && stats.overdue === 0 ? 'neutral' : 'warning'),
    },
  ],

  filters: [
    {
      kind: 'select',
      field: 'status',
      label: 'filters.status',
      allLabel: 'filters.allStatuses',
      values: INVOICE_STATUSES,
      text: (status, { t }) => t(`invoiceStatus.${status}`),
    },
    { kind: 'month', field: 'month', label: 'filters.month' },
    {
      kind: 'select',
      field: 'amount',
      label: 'filters.amount',
      allLabel: 'filters.allAmounts',
      values: AMOUNT_RANGES,
      text: (range, { t }) => t(`amountRanges.${range}`),
    },
  ],

  columns: [
    {
      header: 'invoices.columns.number',
      className: 'col-number',
      sort: 'invoice_number',
      title: true,
      cell: (row, { t }) => (
        <span className="cell-stack">
          <Link to={pathTo('adminInvoice', { id: row.id })}>{row.invoice_number}</Link>
          {row.kind === 'credit-note' && <span className="tag">{t('invoices.kind.credit-note')}</span>}
          {row.recurring && <span className="tag">{t('invoices.recurring')}</span>}
        </span>
      ),
    },
    {
      header: 'invoices.columns.customer',
      className: 'col-customer',
      sort: 'customer_name',
      cell: (row) => (
        <span className="cell-stack">
          <Truncated text={row.customer_name} />
          <Truncated text={row.customer_email} className="muted" />
        </span>
      ),
    },
    {
      header: 'invoices.columns.amount',
      className: 'col-amount',
      sort: 'amount',
      numeric: true,
      cell: (row, c) => euros(row.amount, c.language),
    },
    {
      header: 'invoices.columns.issued',
      className: 'col-date',
      sort: 'issue_date',
      cell: (row, c) => date(row.issue_date, c.language, { dateStyle: 'medium' }),
    },
    {
      header: 'invoices.columns.due',
      className: 'col-due',
      sort: 'due_date',
      cell: (row, { t, language }) => (
        <span className="nowrap">
          {date(row.due_date, language, { dateStyle: 'medium' })}
          {shownStatus(row) === 'overdue' && (
            <span
              className="overdue-flag"
              role="img"
              aria-label={t('invoices.overdueFlag')}
              title={t('invoices.overdueFlag')}
            >
              !
            </span>
          )}
        </span>
      ),
    },
    {
      header: 'invoices.columns.status',
      className: 'col-status',
      cell: (row, { t }) => {
        const status = shownStatus(row);
        return <span className={`badge badge--${status}`}>{t(`invoiceStatus.${status}`)}</span>;
      },
    },
  ],

  rowName: (row) => row.invoice_number,
  rowActions: [
    { kind: 'link', verb: 'view', to: (row) => pathTo('adminInvoice', { id: row.id }) },
    { kind: 'download', verb: 'download', run: downloadInvoice },
    {
      kind: 'write',
      verb: 'remind',
      // Reminders are for sent invoices only (docs/contracts.md §7).
      shown: (row) => row.status === 'sent' || row.status === 'overdue',
      run: async (row, { t }) => {
        await sendReminder(row.id);
        return t('invoices.reminderSent', { number: row.invoice_number, email: row.customer_email });
      },
    },
    {
      kind: 'link',
      verb: 'edit',
      shown: (row) => row.status === 'draft',
      to: (row) => pathTo('adminInvoiceEdit', { id: row.id }),
    },
    {
      kind: 'write',
      verb: 'delete',
      danger: true,
      // Only a draft can be deleted.
      shown: (row) => row.status === 'draft',
      confirm: {
        title: 'invoices.delete.title',
        message: (row, { t }) => t('invoices.delete.message', { number: row.invoice_number, name: row.customer_name }),
        confirmLabel: 'actions.delete',
      },
      run: async (row, { t }) => {
        await deleteInvoice(row.id);
        return t('invoices.delete.done', { number: row.invoice_number });
      },
    },
  ],

  bulkActions: [
    { kind: 'export', label: 'bulk.download' },
    {
      kind: 'write',
      label: 'bulk.sendReminders',
      confirm: {
        title: 'bulk.remindersConfirm.title',
        message: (ids, { t }) => t('bulk.remindersConfirm.message', { count: ids.length }),
        confirmLabel: 'bulk.sendReminders',
      },
      run: async (ids, c) => {
        const { sent, skipped } = await sendReminders(ids);
        return c.t('bulk.remindersSent', { sent: number(sent, c.language), skipped: number(skipped, c.language) });
      },
    },
    { kind: 'status', choices: 'status', run: setInvoicesStatus },
  ],
};
