// /admin/orders as a description for ListPage (served by GET /api/admin/orders, docs/contracts.md §7 "Back-office
// orders"): the stat cards over every order, search, status, kind and month filters, sortable columns and paging.
// Orders are made by the checkout, so the list has no add button, export or bulk actions.
import { Link } from 'react-router';
import { ORDER_KINDS, ORDER_STATUSES, type OrderListQuery, type OrderRow, type OrderStats } from '@telecom/domain';
import { pathTo } from '../../config/paths';
import { date, euro, number } from '../../lib/format';
import { useOrders } from './api/get-orders';
import { Truncated } from './list-ui';
import type { ListDescription } from './list-page/list-description';
import { orderListQueryToParams, parseOrderListQuery } from './order-list-query';
import { OrderStatusBadge } from './order-status';
import './orders.css';

export const orderList: ListDescription<OrderRow, OrderListQuery, OrderStats> = {
  id: 'order',
  testId: 'orders-table',
  texts: 'orders',
  query: { parse: parseOrderListQuery, toParams: orderListQueryToParams },
  useList: useOrders,

  stats: [
    { testId: 'stat-paid', label: 'orders.stats.paid', value: (stats, c) => number(stats.paid, c.language) },
    {
      testId: 'stat-pending',
      label: 'orders.stats.pending',
      value: (stats, c) => number(stats.pending, c.language),
      note: (_stats, { t }) => t('orders.stats.pendingNote'),
    },
    {
      testId: 'stat-failed',
      label: 'orders.stats.failed',
      value: (stats, c) => number(stats.failed, c.language),
      note: (_stats, { t }) => t('orders.stats.failedNote'),
    },
    {
      testId: 'stat-refunded',
      label: 'orders.stats.refunded',
      value: (stats, c) => number(stats.refunded, c.language),
    },
    {
      testId: 'stat-revenue',
      label: 'orders.stats.revenue',
      value: (stats, c) => euro(stats.paidRevenueCents, c.language),
      note: (_stats, { t }) => t('orders.stats.revenueNote'),
    },
  ],

  filters: [
    {
      kind: 'select',
      field: 'status',
      label: 'filters.status',
      allLabel: 'filters.allStatuses',
      values: ORDER_STATUSES,
      text: (status, { t }) => t(`orderStatus.${status}`),
    },
    {
      kind: 'select',
      field: 'kind',
      label: 'filters.kind',
      allLabel: 'filters.allKinds',
      values: ORDER_KINDS,
      text: (kind, { t }) => t(`orderKinds.${kind}`),
    },
    { kind: 'month', field: 'month', label: 'filters.month' },
  ],

  columns: [
    {
      header: 'orders.columns.id',
      className: 'col-order',
      sort: 'id',
      title: true,
      cell: (row) => <Link to={pathTo('adminOrder', { id: row.id })}>{row.id}</Link>,
    },
    {
      header: 'orders.columns.customer',
      className: 'col-customer',
      sort: 'customerName',
      cell: (row) => (
        <span className="cell-stack">
          <Truncated text={row.customerName} />
          <Truncated text={row.customerEmail} className="muted" />
        </span>
      ),
    },
    {
      header: 'orders.columns.product',
      className: 'col-product',
      cell: (row, { t }) => (
        <span className="cell-stack">
          <Truncated text={row.productName} />
          {row.kind !== 'esim-pro' && row.productName !== t(`orderKinds.${row.kind}`) && (
            <span className="muted">{t(`orderKinds.${row.kind}`)}</span>
          )}
        </span>
      ),
    },
    {
      header: 'orders.columns.total',
      className: 'col-amount',
      sort: 'total',
      numeric: true,
      cell: (row, c) => euro(row.totalCents, c.language),
    },
    {
      header: 'orders.columns.status',
      className: 'col-status',
      sort: 'status',
      cell: (row, c) => <OrderStatusBadge status={row.status} c={c} />,
    },
    {
      header: 'orders.columns.method',
      className: 'col-method',
      cell: (row, { t }) => t(`paymentMethods.${row.paymentMethod}`),
    },
    {
      header: 'orders.columns.date',
      className: 'col-date',
      sort: 'createdAt',
      cell: (row, c) => date(row.createdAt, c.language, { dateStyle: 'medium' }),
    },
  ],

  rowName: (row) => row.id,
  rowActions: [{ kind: 'link', verb: 'view', to: (row) => pathTo('adminOrder', { id: row.id }) }],
  bulkActions: [],
};
