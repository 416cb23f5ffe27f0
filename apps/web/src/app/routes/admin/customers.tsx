import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CUSTOMER_PLANS,
  CUSTOMER_STATUSES,
  customerListQueryToParams,
  initials,
  nextSort,
  parseCustomerListQuery,
  type CustomerRow,
  type CustomerSortKey,
} from '@telecom/domain';
import { pathTo, paths } from '../../../config/paths';
import { adminCalls, exportList, useAdminWrite, useCustomerList } from '../../../features/admin/admin-api';
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
import { date, euros, number } from '../../../lib/format';

type Pending = { kind: 'delete'; customer: CustomerRow } | { kind: 'bulk-delete'; ids: string[] } | null;

/** /admin/customers (spec points 2 and 5): served by GET /api/admin/customers with the list state in the URL. */
export function AdminCustomersRoute() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const list = useListState((params) => parseCustomerListQuery(params), customerListQueryToParams);
  const { query } = list;
  const answer = useCustomerList(list.params);
  const data = answer.data;
  const rows = data?.items ?? [];
  const selection = useSelection(JSON.stringify(list.params));
  const pageIds = rows.map((row) => row.id);
  const { all, some } = selectionState(pageIds, selection.selected);
  const [pending, setPending] = useState<Pending>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const remove = useAdminWrite(adminCalls.deleteCustomer);
  const removeMany = useAdminWrite(adminCalls.deleteCustomers);
  const setStatus = useAdminWrite(adminCalls.customersStatus);

  const sort = (key: CustomerSortKey) => {
    const next = nextSort({ key: query.sort, direction: query.dir }, key);
    list.update({ sort: next.key, dir: next.direction, page: 1 });
  };
  const failed = (error: unknown) => setMessage({ error: error instanceof ApiError ? error.message : t('errors.action') });
  const exportCsv = (ids?: string[]) => void exportList('/api/admin/customers/export', list.params, 'customers.csv', ids).catch(failed);
  const filtered = query.search !== '' || query.status !== 'all' || query.plan !== 'all';
  const selectedIds = [...selection.selected];

  return (
    <>
      <AdminHeader title={t('customers.title')} subtitle={t('customers.subtitle')}>
        <button type="button" className="button button--ghost" onClick={() => exportCsv()}>
          {t('actions.export')}
        </button>
        <Link to={paths.adminCustomerNew} className="button">
          {t('customers.add')}
        </Link>
      </AdminHeader>

      <div className="stat-grid">
        <StatCard label={t('customers.stats.total')} value={data ? number(data.stats.total, language) : '–'} testId="stat-total" />
        <StatCard label={t('customers.stats.active')} value={data ? number(data.stats.active, language) : '–'} testId="stat-active" />
        <StatCard label={t('customers.stats.new')} value={data ? number(data.stats.newThisMonth, language) : '–'} testId="stat-new" />
        <StatCard label={t('customers.stats.average')} value={data ? euros(data.stats.averageSpend, language) : '–'} testId="stat-average" />
      </div>

      <div className="list-toolbar" role="search">
        <SearchField id="customer-search" label={t('customers.search')} placeholder={t('customers.searchPlaceholder')} value={list.searchText} onChange={list.setSearchText} />
        <FilterSelect
          id="customer-status"
          label={t('filters.status')}
          value={query.status}
          allLabel={t('filters.allStatuses')}
          options={CUSTOMER_STATUSES}
          text={(value) => t(`customerStatus.${value}`)}
          onChange={(value) => list.update({ status: value, page: 1 })}
        />
        <FilterSelect
          id="customer-plan"
          label={t('filters.plan')}
          value={query.plan}
          allLabel={t('filters.allPlans')}
          options={CUSTOMER_PLANS}
          text={(value) => t(`plans.${value}`)}
          onChange={(value) => list.update({ plan: value, page: 1 })}
        />
        <ToolbarButtons canClear={filtered} onClear={list.clear} onRefresh={() => void answer.refetch()} />
      </div>

      <ActionMessage message={message} />

      {selection.selected.size > 0 && (
        <div className="bulk-bar" role="region" aria-label={t('bulk.label')}>
          <p>{t('bulk.selected', { count: selection.selected.size, number: number(selection.selected.size, language) })}</p>
          <button type="button" className="button button--ghost" onClick={() => exportCsv(selectedIds)}>
            {t('bulk.export')}
          </button>
          <BulkStatusPicker
            id="customer-bulk-status"
            statuses={CUSTOMER_STATUSES}
            label={(status) => t(`customerStatus.${status}`)}
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
          <button type="button" className="button button--danger" onClick={() => setPending({ kind: 'bulk-delete', ids: selectedIds })}>
            {t('bulk.delete')}
          </button>
        </div>
      )}

      {answer.isPending || answer.isError || rows.length === 0 ? (
        <ListStatus
          loading={answer.isPending}
          failed={answer.isError}
          emptyTitle={t('customers.empty.title')}
          emptyDescription={filtered ? t('customers.empty.filtered') : t('customers.empty.description')}
          onClear={filtered ? list.clear : undefined}
        />
      ) : (
        <AdminTable label={t('customers.title')} testId="customers-table" busy={answer.isFetching} cards className="customer-table">
          <thead>
            <tr>
              <SelectAllCheckbox all={all} some={some} onChange={(checked) => selection.setAll(pageIds, checked)} />
              <SortHeader label={t('customers.columns.name')} active={query.sort === 'name'} direction={query.dir} onSort={() => sort('name')} className="col-name" />
              <SortHeader label={t('customers.columns.email')} active={query.sort === 'email'} direction={query.dir} onSort={() => sort('email')} className="col-email" />
              <th scope="col" className="col-plan">
                {t('customers.columns.plan')}
              </th>
              <th scope="col" className="col-status">
                {t('customers.columns.status')}
              </th>
              <SortHeader label={t('customers.columns.joined')} active={query.sort === 'created_at'} direction={query.dir} onSort={() => sort('created_at')} className="col-date" />
              <SortHeader label={t('customers.columns.spent')} active={query.sort === 'totalSpent'} direction={query.dir} onSort={() => sort('totalSpent')} className="col-amount numeric" />
              <th scope="col" className="col-actions">
                {t('list.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} aria-selected={selection.selected.has(row.id)}>
                <td className="select-cell">
                  <input type="checkbox" aria-label={t('list.select', { name: row.name })} checked={selection.selected.has(row.id)} onChange={() => selection.toggle(row.id)} />
                </td>
                <td className="card-title">
                  <span className="person">
                    <span className="avatar avatar--small" aria-hidden="true">
                      {initials(row.name)}
                    </span>
                    <Link to={pathTo('adminCustomer', { id: row.id })} className="truncate" title={row.name}>
                      {row.name}
                    </Link>
                  </span>
                </td>
                <td data-label={t('customers.columns.email')}>
                  <Truncated text={row.email} />
                </td>
                <td data-label={t('customers.columns.plan')}>
                  <span className={`badge badge--plan-${row.plan}`}>{row.planName}</span>
                </td>
                <td data-label={t('customers.columns.status')}>
                  <span className={`badge badge--${row.status}`}>{t(`customerStatus.${row.status}`)}</span>
                </td>
                <td data-label={t('customers.columns.joined')}>{date(row.created_at, language, { dateStyle: 'medium' })}</td>
                <td className="numeric" data-label={t('customers.columns.spent')}>
                  {euros(row.totalSpent, language)}
                </td>
                <td className="actions-cell">
                  <div className="row-actions">
                    <RowActionLink icon="view" to={pathTo('adminCustomer', { id: row.id })} label={t('actions.viewNamed', { name: row.name })} tooltip={t('actions.view')} />
                    <RowActionLink icon="edit" to={pathTo('adminCustomerEdit', { id: row.id })} label={t('actions.editNamed', { name: row.name })} tooltip={t('actions.edit')} />
                    <RowActionButton icon="delete" danger label={t('actions.deleteNamed', { name: row.name })} tooltip={t('actions.delete')} onClick={() => setPending({ kind: 'delete', customer: row })} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}

      {data && rows.length > 0 && <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPage={(page) => list.update({ page })} />}

      {pending && (
        <ConfirmDialog
          title={pending.kind === 'delete' ? t('customers.delete.title') : t('customers.delete.bulkTitle')}
          message={pending.kind === 'delete' ? t('customers.delete.message', { name: pending.customer.name }) : t('customers.delete.bulkMessage', { count: pending.ids.length, number: number(pending.ids.length, language) })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending || removeMany.isPending}
          error={remove.error?.message ?? removeMany.error?.message}
          onClose={() => {
            setPending(null);
            remove.reset();
            removeMany.reset();
          }}
          onConfirm={() => {
            if (pending.kind === 'delete')
              remove.mutate(pending.customer.id, {
                onSuccess: () => {
                  setMessage({ success: t('customers.delete.done', { name: pending.customer.name }) });
                  setPending(null);
                },
              });
            else
              removeMany.mutate(pending.ids, {
                onSuccess: (result) => {
                  setMessage({ success: t('customers.delete.bulkDone', { count: result.deleted, number: number(result.deleted, language) }) });
                  selection.clear();
                  setPending(null);
                },
              });
          }}
        />
      )}
    </>
  );
}
