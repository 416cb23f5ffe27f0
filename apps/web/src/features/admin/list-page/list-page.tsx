import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextSort } from '@telecom/domain';
import { ApiError } from '../../../lib/api-client';
import { number } from '../../../lib/format';
import { ActionMessage, AdminHeader, AdminTable, Pagination, StatCard, type ActionResult } from '../list-ui';
import { BulkAction, ConfirmWriteDialog, RowAction, type ListActionHandlers, type PendingWrite } from './list-actions';
import {
  FilterSelect,
  InputField,
  ListStatus,
  SelectAllCheckbox,
  SortHeader,
  ToolbarButtons,
  selectionState,
} from './list-controls';
import type {
  ColumnDescription,
  ListContext,
  ListDescription,
  ListQuery,
  MonthFilter,
  SelectFilter,
} from './list-description';
import { useListState, useSelection } from './use-list-state';

/** A filter read with plain strings: the page only passes on the values the filter itself offers. */
type AnyFilter = SelectFilter<string, string> | MonthFilter<string>;

const emptyValue = (filter: AnyFilter) => (filter.kind === 'select' ? 'all' : '');
const headerClass = (column: Pick<ColumnDescription<never, string>, 'className' | 'numeric'>) =>
  column.numeric ? `${column.className} numeric` : column.className;

/**
 * A back-office list from its description (spec points 2 and 5): figures, search and filters, sortable columns (a card
 * per row below 1280 px), selection with bulk actions, row actions, paging, and its loading, empty and error states;
 * the query lives in the URL and the CSV export follows it.
 */
export function ListPage<Row extends { id: string | number }, Query extends ListQuery, Stats>({
  list,
}: {
  list: ListDescription<Row, Query, Stats>;
}) {
  const { t, i18n } = useTranslation('admin');
  const c: ListContext = { t, language: i18n.resolvedLanguage };
  const state = useListState(list.query.parse, list.query.toParams);
  const { query } = state;
  const answer = list.useList(state.params);
  const data = answer.data;
  const rows = data?.items ?? [];
  const selection = useSelection(JSON.stringify(state.params));
  // Chosen rows are kept by their id as text, whether the list's ids are numbers or texts.
  const pageIds = rows.map((row) => String(row.id));
  const { all, some } = selectionState(pageIds, selection.selected);
  const [pending, setPending] = useState<PendingWrite | null>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);

  const filters: readonly AnyFilter[] = list.filters;
  const filterValue = (field: string) => String((query as Record<string, unknown>)[field]);
  const setFilter = (field: string, value: string) => state.update({ [field]: value, page: 1 } as Partial<Query>);
  const choices = (field: string) => {
    const filter = filters.find((candidate) => candidate.kind === 'select' && candidate.field === field);
    if (filter?.kind !== 'select') throw new Error(`The ${list.id} list has no select filter "${field}"`);
    return filter;
  };
  const sort = (key: Query['sort']) => {
    const next = nextSort({ key: query.sort, direction: query.dir }, key);
    state.update({ sort: next.key, dir: next.direction, page: 1 } as Partial<Query>);
  };
  const failed = (error: unknown) =>
    setMessage({ error: error instanceof ApiError ? error.message : t('errors.action') });
  const exportCsv = (ids?: string[]) => void list.exportCsv(state.params, ids).catch(failed);
  const filtered = query.search !== '' || filters.some((filter) => filterValue(filter.field) !== emptyValue(filter));
  const selectedIds = [...selection.selected];
  const succeeded = (text: string | undefined, clearsSelection = false) => {
    if (text !== undefined) setMessage({ success: text });
    if (clearsSelection) selection.clear();
  };
  const on: ListActionHandlers = { c, succeeded, failed, ask: setPending };

  return (
    <>
      <AdminHeader title={t(`${list.texts}.title`)} subtitle={t(`${list.texts}.subtitle`)}>
        <button type="button" className="button button--ghost" onClick={() => exportCsv()}>
          {t('actions.export')}
        </button>
        <Link to={list.addPath} className="button">
          {t(`${list.texts}.add`)}
        </Link>
      </AdminHeader>

      <div className="stat-grid">
        {list.stats.map((stat) => (
          <StatCard
            key={stat.testId}
            label={t(stat.label)}
            value={data ? stat.value(data.stats, c) : '–'}
            note={stat.note?.(data?.stats, c)}
            tone={stat.tone?.(data?.stats)}
            trend={data ? stat.trend?.(data.stats) : undefined}
            testId={stat.testId}
          />
        ))}
      </div>

      <div className="list-toolbar" role="search">
        <InputField
          id={`${list.id}-search`}
          type="search"
          label={t(`${list.texts}.search`)}
          placeholder={t(`${list.texts}.searchPlaceholder`)}
          value={state.searchText}
          onChange={state.setSearchText}
        />
        {filters.map((filter) =>
          filter.kind === 'select' ? (
            <FilterSelect
              key={filter.field}
              id={`${list.id}-${filter.field}`}
              label={t(filter.label)}
              value={filterValue(filter.field)}
              allLabel={t(filter.allLabel)}
              options={filter.values}
              text={(value) => filter.text(value, c)}
              onChange={(value) => setFilter(filter.field, value)}
            />
          ) : (
            <InputField
              key={filter.field}
              id={`${list.id}-${filter.field}`}
              type="month"
              label={t(filter.label)}
              value={filterValue(filter.field)}
              onChange={(value) => setFilter(filter.field, value)}
            />
          ),
        )}
        <ToolbarButtons canClear={filtered} onClear={state.clear} onRefresh={() => void answer.refetch()} />
      </div>

      <ActionMessage message={message} />

      {selection.selected.size > 0 && (
        <div className="bulk-bar" role="region" aria-label={t('bulk.label')}>
          <p>
            {t('bulk.selected', {
              count: selection.selected.size,
              number: number(selection.selected.size, c.language),
            })}
          </p>
          {list.bulkActions.map((action, index) => (
            <BulkAction
              key={index}
              action={action}
              ids={selectedIds}
              idPrefix={list.id}
              choices={choices}
              exportCsv={exportCsv}
              on={on}
            />
          ))}
        </div>
      )}

      {answer.isPending || answer.isError || rows.length === 0 ? (
        <ListStatus
          loading={answer.isPending}
          failed={answer.isError}
          emptyTitle={t(`${list.texts}.empty.title`)}
          emptyDescription={filtered ? t(`${list.texts}.empty.filtered`) : t(`${list.texts}.empty.description`)}
          onClear={filtered ? state.clear : undefined}
        />
      ) : (
        <AdminTable
          label={t(`${list.texts}.title`)}
          testId={list.testId}
          busy={answer.isFetching}
          cards
          className={`${list.id}-table`}
        >
          <thead>
            <tr>
              <SelectAllCheckbox all={all} some={some} onChange={(checked) => selection.setAll(pageIds, checked)} />
              {list.columns.map((column) => {
                const key = column.sort;
                return key === undefined ? (
                  <th key={column.header} scope="col" className={headerClass(column)}>
                    {t(column.header)}
                  </th>
                ) : (
                  <SortHeader
                    key={column.header}
                    label={t(column.header)}
                    active={query.sort === key}
                    direction={query.dir}
                    onSort={() => sort(key)}
                    className={headerClass(column)}
                  />
                );
              })}
              <th scope="col" className="col-actions">
                {t('list.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = list.rowName(row);
              return (
                <tr key={row.id} aria-selected={selection.selected.has(String(row.id))}>
                  <td className="select-cell">
                    <input
                      type="checkbox"
                      aria-label={t('list.select', { name })}
                      checked={selection.selected.has(String(row.id))}
                      onChange={() => selection.toggle(String(row.id))}
                    />
                  </td>
                  {list.columns.map((column) =>
                    column.title ? (
                      <td key={column.header} className="card-title">
                        {column.cell(row, c)}
                      </td>
                    ) : (
                      <td
                        key={column.header}
                        className={column.numeric ? 'numeric' : undefined}
                        data-label={t(column.header)}
                      >
                        {column.cell(row, c)}
                      </td>
                    ),
                  )}
                  <td className="actions-cell">
                    <div className="row-actions">
                      {list.rowActions.map(
                        (action, index) =>
                          (action.shown?.(row) ?? true) && (
                            <RowAction key={index} action={action} row={row} name={name} on={on} />
                          ),
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </AdminTable>
      )}

      {data && rows.length > 0 && (
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          total={data.total}
          onPage={(page) => state.update({ page } as Partial<Query>)}
        />
      )}

      {pending && (
        <ConfirmWriteDialog
          pending={pending}
          onClose={() => setPending(null)}
          onDone={(text) => {
            succeeded(text, pending.clearsSelection);
            setPending(null);
          }}
        />
      )}
    </>
  );
}
