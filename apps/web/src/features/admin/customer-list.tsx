// /admin/customers as a description for ListPage (served by GET /api/admin/customers, spec points 2 and 5).
import { Link } from 'react-router';
import {
  CUSTOMER_PLANS,
  CUSTOMER_STATUSES,
  customerListQueryToParams,
  initials,
  parseCustomerListQuery,
  type CustomerListQuery,
  type CustomerRow,
  type CustomerStats,
} from '@telecom/domain';
import { pathTo, paths } from '../../config/paths';
import { date, euros, number } from '../../lib/format';
import { deleteCustomer } from './api/delete-customer';
import { deleteCustomers } from './api/delete-customers';
import { exportCustomers } from './api/export-customers';
import { useCustomers } from './api/get-customers';
import { setCustomersStatus } from './api/set-customers-status';
import { Truncated } from './list-ui';
import type { ListDescription } from './list-page/list-description';

export const customerList: ListDescription<CustomerRow, CustomerListQuery, CustomerStats> = {
  id: 'customer',
  testId: 'customers-table',
  texts: 'customers',
  addPath: paths.adminCustomerNew,
  query: { parse: parseCustomerListQuery, toParams: customerListQueryToParams },
  useList: useCustomers,
  exportCsv: exportCustomers,

  stats: [
    { testId: 'stat-total', label: 'customers.stats.total', value: (stats, c) => number(stats.total, c.language) },
    { testId: 'stat-active', label: 'customers.stats.active', value: (stats, c) => number(stats.active, c.language) },
    { testId: 'stat-new', label: 'customers.stats.new', value: (stats, c) => number(stats.newThisMonth, c.language) },
    {
      testId: 'stat-average',
      label: 'customers.stats.average',
      value: (stats, c) => euros(stats.averageSpend, c.language),
    },
  ],

  filters: [
    {
      kind: 'select',
      field: 'status',
      label: 'filters.status',
      allLabel: 'filters.allStatuses',
      values: CUSTOMER_STATUSES,
      text: (status, { t }) => t(`customerStatus.${status}`),
    },
    {
      kind: 'select',
      field: 'plan',
      label: 'filters.plan',
      allLabel: 'filters.allPlans',
      values: CUSTOMER_PLANS,
      text: (plan, { t }) => t(`plans.${plan}`),
    },
  ],

  columns: [
    {
      header: 'customers.columns.name',
      className: 'col-name',
      sort: 'name',
      title: true,
      cell: (row) => (
        <span className="person">
          <span className="avatar avatar--small" aria-hidden="true">
            {initials(row.name)}
          </span>
          <Link to={pathTo('adminCustomer', { id: row.id })} className="truncate" title={row.name}>
            {row.name}
          </Link>
        </span>
      ),
    },
    {
      header: 'customers.columns.email',
      className: 'col-email',
      sort: 'email',
      cell: (row) => <Truncated text={row.email} />,
    },
    {
      header: 'customers.columns.plan',
      className: 'col-plan',
      cell: (row) => <span className={`badge badge--plan-${row.plan}`}>{row.planName}</span>,
    },
    {
      header: 'customers.columns.status',
      className: 'col-status',
      cell: (row, { t }) => <span className={`badge badge--${row.status}`}>{t(`customerStatus.${row.status}`)}</span>,
    },
    {
      header: 'customers.columns.joined',
      className: 'col-date',
      sort: 'created_at',
      cell: (row, c) => date(row.created_at, c.language, { dateStyle: 'medium' }),
    },
    {
      header: 'customers.columns.spent',
      className: 'col-amount',
      sort: 'totalSpent',
      numeric: true,
      cell: (row, c) => euros(row.totalSpent, c.language),
    },
  ],

  rowName: (row) => row.name,
  rowActions: [
    { kind: 'link', verb: 'view', to: (row) => pathTo('adminCustomer', { id: row.id }) },
    { kind: 'link', verb: 'edit', to: (row) => pathTo('adminCustomerEdit', { id: row.id }) },
    {
      kind: 'write',
      verb: 'delete',
      danger: true,
      confirm: {
        title: 'customers.delete.title',
        message: (row, { t }) => t('customers.delete.message', { name: row.name }),
        confirmLabel: 'actions.delete',
      },
      run: async (row, { t }) => {
        await deleteCustomer(row.id);
        return t('customers.delete.done', { name: row.name });
      },
    },
  ],

  bulkActions: [
    { kind: 'export', label: 'bulk.export' },
    { kind: 'status', choices: 'status', run: setCustomersStatus },
    {
      kind: 'write',
      label: 'bulk.delete',
      danger: true,
      clearsSelection: true,
      confirm: {
        title: 'customers.delete.bulkTitle',
        message: (ids, c) =>
          c.t('customers.delete.bulkMessage', { count: ids.length, number: number(ids.length, c.language) }),
        confirmLabel: 'actions.delete',
      },
      run: async (ids, c) => {
        const { deleted } = await deleteCustomers(ids);
        return c.t('customers.delete.bulkDone', { count: deleted, number: number(deleted, c.language) });
      },
    },
  ],
};
