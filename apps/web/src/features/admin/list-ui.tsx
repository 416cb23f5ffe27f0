import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageButtons, type SortDirection } from '@telecom/domain';
import { useModal } from '../../components/ui/use-modal';

/** A screen's title row: the heading, its subtitle and the screen's actions. */
export function AdminHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="admin-header">
      <title>{`${title} | ${t('brand.name')}`}</title>
      <meta name="description" content={subtitle ?? title} />
      <div>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {children && <div className="admin-header__actions">{children}</div>}
    </header>
  );
}

export function StatCard({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <div className="stat-card" data-testid={testId}>
      <p className="stat-card__label">{label}</p>
      <p className="stat-card__value">{value}</p>
      {note && <p className="stat-card__note">{note}</p>}
    </div>
  );
}

/** A column header that sorts: the active column flips direction, another column sorts ascending (spec point 5). */
export function SortHeader({ label, active, direction, onSort }: { label: string; active: boolean; direction: SortDirection; onSort: () => void }) {
  return (
    <th scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="sort-button" onClick={onSort}>
        {label}
        <span aria-hidden="true" className="sort-button__arrow">
          {active ? (direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Previous, at most 5 page buttons centred on the current page, next (spec point 2). */
export function Pagination({ page, totalPages, total, onPage }: { page: number; totalPages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return <p className="pagination__summary">{t('list.count', { count: total })}</p>;
  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      <p className="pagination__summary">{t('list.pageOf', { page, totalPages, count: total })}</p>
      <ul>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </button>
        </li>
        {pageButtons(page, totalPages).map((number) => (
          <li key={number}>
            <button type="button" aria-current={number === page ? 'page' : undefined} aria-label={t('list.page', { page: number })} onClick={() => onPage(number)}>
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('list.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

export function EmptyState({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <h2>{title}</h2>
      <p>{description}</p>
      {children}
    </div>
  );
}

/** A confirmation in a modal <dialog>: Escape or cancel closes it, confirm runs the action. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { ref, close } = useModal();
  const id = useId();
  return (
    <dialog ref={ref} className="confirm-dialog" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{message}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--ghost" autoFocus onClick={close}>
          {t('actions.cancel')}
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** Rows chosen with the checkboxes of a list: select-all covers the rows on the page. */
export function selectionState(pageIds: readonly string[], selected: ReadonlySet<string>) {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  return { all: pageIds.length > 0 && chosen === pageIds.length, some: chosen > 0 && chosen < pageIds.length };
}

export interface ActionResult {
  error?: string;
  success?: string;
}

/** What the last action did: a confirmation (status) or an error (alert). */
export function ActionMessage({ message }: { message: ActionResult | null }) {
  if (!message) return null;
  return (
    <p className={message.error ? 'form-error form-message' : 'form-success form-message'} role={message.error ? 'alert' : 'status'}>
      {message.error ?? message.success}
    </p>
  );
}

/** The header checkbox of a list: all rows of the page, mixed when some are chosen. */
export function SelectAllCheckbox({ all, some, onChange }: { all: boolean; some: boolean; onChange: (checked: boolean) => void }) {
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
      <button type="button" className="button button--ghost" disabled={!status || busy} onClick={() => status && onApply(status, () => setStatus(''))}>
        {t('bulk.updateStatus')}
      </button>
    </div>
  );
}

/** A list's search box; what is typed goes to the URL a moment later (see useListState). */
export function SearchField({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
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
export function ToolbarButtons({ canClear, onClear, onRefresh }: { canClear: boolean; onClear: () => void; onRefresh: () => void }) {
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
export function ListStatus({ failed, loading, emptyTitle, emptyDescription, onClear }: { failed: boolean; loading: boolean; emptyTitle: string; emptyDescription: string; onClear?: () => void }) {
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
