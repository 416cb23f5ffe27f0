// The controls of the back office's list page (list-page.tsx): toolbar, headers, checkboxes, row actions, bulk bar.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortDirection } from '@telecom/domain';
import { EmptyState } from '../list-ui';

/** The verbs of row actions and their icons. */
const ICONS = {
  view: 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  edit: 'M4 17.2V20h2.8l8.3-8.3-2.8-2.8zm15.7-9.5a1 1 0 0 0 0-1.4l-2-2a1 1 0 0 0-1.4 0l-1.6 1.6 2.8 2.8z',
  delete: 'M7 21a2 2 0 0 1-2-2V7h14v12a2 2 0 0 1-2 2zM9 9v10h2V9zm4 0v10h2V9zM15.5 3l1 1H20v2H4V4h3.5l1-1z',
  download: 'M11 3h2v9.2l3.3-3.3 1.4 1.4-5.7 5.7-5.7-5.7 1.4-1.4 3.3 3.3zM4 18h16v2H4z',
  remind:
    'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1z',
} as const;

export type RowActionIcon = keyof typeof ICONS;

function ActionIcon({ icon }: { icon: RowActionIcon }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
      <path fill="currentColor" d={ICONS[icon]} />
    </svg>
  );
}

/** A row action as an icon: its accessible name is the full action ("Edit INV-2026-001"), its tooltip the verb. */
export function RowActionLink({
  icon,
  to,
  label,
  tooltip,
}: {
  icon: RowActionIcon;
  to: string;
  label: string;
  tooltip: string;
}) {
  return (
    <Link to={to} className="row-action" aria-label={label} title={tooltip}>
      <ActionIcon icon={icon} />
    </Link>
  );
}

export function RowActionButton({
  icon,
  label,
  tooltip,
  danger = false,
  onClick,
}: {
  icon: RowActionIcon;
  label: string;
  tooltip: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`row-action${danger ? ' row-action--danger' : ''}`}
      aria-label={label}
      title={tooltip}
      onClick={onClick}
    >
      <ActionIcon icon={icon} />
    </button>
  );
}

/** A column header that sorts: the active column flips direction, another column sorts ascending (spec point 5). */
export function SortHeader({
  label,
  active,
  direction,
  onSort,
  className = '',
}: {
  label: string;
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
  className?: string;
}) {
  return (
    <th
      scope="col"
      className={`sortable ${className}`}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="sort-button" onClick={onSort}>
        {label}
        <span aria-hidden="true" className="sort-button__arrow">
          {active ? (direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Rows chosen with the checkboxes of a list: select-all covers the rows on the page. */
export function selectionState(pageIds: readonly string[], selected: ReadonlySet<string>) {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  return { all: pageIds.length > 0 && chosen === pageIds.length, some: chosen > 0 && chosen < pageIds.length };
}

/** The header checkbox of a list: all rows of the page, mixed when some are chosen. */
export function SelectAllCheckbox({
  all,
  some,
  onChange,
}: {
  all: boolean;
  some: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <th scope="col" className="select-cell">
      <input
        type="checkbox"
        aria-label={t('list.selectAll')}
        checked={all}
        ref={(element) => {
          if (element) element.indeterminate = some;
        }}
        onChange={(event) => onChange(event.target.checked)}
      />
    </th>
  );
}

/** The bulk bar's status change: a status to choose and the button that applies it to the chosen rows. */
export function BulkStatusPicker<S extends string>({
  id,
  statuses,
  label,
  busy,
  onApply,
}: {
  id: string;
  statuses: readonly S[];
  label: (status: S) => string;
  busy: boolean;
  onApply: (status: S, done: () => void) => void;
}) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<S | ''>('');
  return (
    <div className="bulk-bar__status">
      <label htmlFor={id} className="visually-hidden">
        {t('bulk.newStatus')}
      </label>
      <select id={id} value={status} onChange={(event) => setStatus(event.target.value as S | '')}>
        <option value="">{t('bulk.chooseStatus')}</option>
        {statuses.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--ghost"
        disabled={!status || busy}
        onClick={() => status && onApply(status, () => setStatus(''))}
      >
        {t('bulk.updateStatus')}
      </button>
    </div>
  );
}

/** A list's search box (what is typed goes to the URL a moment later, see useListState) or month filter. */
export function InputField({
  id,
  type,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  type: 'search' | 'month';
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A list filter: 'all' and one option per value. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  allLabel,
  options,
  text,
  onChange,
}: {
  id: string;
  label: string;
  value: V | 'all';
  allLabel: string;
  options: readonly V[];
  text: (value: V) => string;
  onChange: (value: V | 'all') => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V | 'all')}>
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Clear the filters (when any is set) and fetch the list again. */
export function ToolbarButtons({
  canClear,
  onClear,
  onRefresh,
}: {
  canClear: boolean;
  onClear: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="list-toolbar__buttons">
      <button type="button" className="button button--ghost" onClick={onClear} disabled={!canClear}>
        {t('filters.clear')}
      </button>
      <button type="button" className="button button--ghost" onClick={onRefresh}>
        {t('actions.refresh')}
      </button>
    </div>
  );
}

/** What a list shows instead of its table: loading, a load error, or its empty state (with clear-filters when filtered). */
export function ListStatus({
  failed,
  loading,
  emptyTitle,
  emptyDescription,
  onClear,
}: {
  failed: boolean;
  loading: boolean;
  emptyTitle: string;
  emptyDescription: string;
  onClear?: () => void;
}) {
  const { t } = useTranslation('admin');
  if (loading)
    return (
      <p role="status" className="list-loading">
        {t('list.loading')}
      </p>
    );
  if (failed)
    return (
      <p className="form-error" role="alert">
        {t('errors.load')}
      </p>
    );
  return (
    <EmptyState title={emptyTitle} description={emptyDescription}>
      {onClear && (
        <button type="button" className="button" onClick={onClear}>
          {t('filters.clear')}
        </button>
      )}
    </EmptyState>
  );
}
