// /admin/porting as a description for ListPage (served by GET /api/admin/porting, docs/contracts.md §9): the count per
// status over every request, search, the status filter, sortable columns and paging. Requests come from paid orders,
// so the list has no add button, export or bulk actions; a request is moved on from its own page.
import { Link } from 'react-router';
import {
  parsePortingListQuery,
  PORTING_STATUSES,
  portingListQueryToParams,
  type PortingListQuery,
  type PortingRow,
  type PortingStats,
} from '@telecom/domain';
import { PortingStatusBadge } from '../../components/ui/porting-timeline';
import { pathTo } from '../../config/paths';
import { calendarDate, date, number } from '../../lib/format';
import { usePortingList } from './api/get-porting-list';
import { Truncated } from './list-ui';
import type { ListDescription, StatDescription } from './list-page/list-description';
import './porting.css';

const stat = (status: keyof PortingStats): StatDescription<PortingStats> => ({
  testId: `stat-${status}`,
  label: `portingList.stats.${status}`,
  value: (stats, c) => number(stats[status], c.language),
});

export const portingList: ListDescription<PortingRow, PortingListQuery, PortingStats> = {
  id: 'porting',
  testId: 'porting-table',
  texts: 'portingList',
  query: { parse: parsePortingListQuery, toParams: portingListQueryToParams },
  useList: usePortingList,

  stats: PORTING_STATUSES.map(stat),

  filters: [
    {
      kind: 'select',
      field: 'status',
      label: 'filters.status',
      allLabel: 'filters.allStatuses',
      values: PORTING_STATUSES,
      text: (status, { t }) => t(`status.${status}`, { ns: 'porting' }),
    },
  ],

  columns: [
    {
      header: 'portingList.columns.number',
      className: 'col-phone',
      sort: 'number',
      title: true,
      cell: (row) => (
        <Link to={pathTo('adminPortingRequest', { id: row.id })} className="nowrap">
          {row.display}
        </Link>
      ),
    },
    {
      header: 'portingList.columns.customer',
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
      header: 'portingList.columns.provider',
      className: 'col-provider',
      cell: (row) => <Truncated text={row.currentProvider} />,
    },
    {
      header: 'portingList.columns.status',
      className: 'col-status',
      sort: 'status',
      cell: (row) => <PortingStatusBadge status={row.status} />,
    },
    {
      header: 'portingList.columns.movingDay',
      className: 'col-moving-day',
      sort: 'scheduledDate',
      cell: (row, { t, language }) =>
        row.scheduledDate ? (
          calendarDate(row.scheduledDate, language, { dateStyle: 'medium' })
        ) : (
          <span className="muted">
            {row.wishedDate
              ? t('portingList.wished', { date: calendarDate(row.wishedDate, language, { dateStyle: 'medium' }) })
              : t('portingList.atContractEnd')}
          </span>
        ),
    },
    {
      header: 'portingList.columns.created',
      className: 'col-date',
      sort: 'createdAt',
      cell: (row, c) => date(row.createdAt, c.language, { dateStyle: 'medium' }),
    },
  ],

  rowName: (row) => row.display,
  rowActions: [{ kind: 'link', verb: 'view', to: (row) => pathTo('adminPortingRequest', { id: row.id }) }],
  bulkActions: [],
};
