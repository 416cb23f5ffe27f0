import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageButtons, type SortDirection } from '@telecom/domain';
import { useModal } from '../../components/ui/use-modal';
import { number } from '../../lib/format';

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

/**
 * How a stat card's note reads: 'good' and 'bad' for a change (green and red, with ▲ or ▼ so that colour is never
 * the only sign), 'warning' for something that needs attention, 'neutral' for a plain fact.
 */
export type NoteTone = 'good' | 'bad' | 'warning' | 'neutral';

const TONE_MARK: Record<NoteTone, string> = { good: '', bad: '', warning: '⚠', neutral: '' };

export function StatCard({
  label,
  value,
  note,
  tone = 'neutral',
  trend,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  tone?: NoteTone;
  /** The direction of a change, shown as ▲ or ▼ before the note. */
  trend?: 'up' | 'down';
  testId?: string;
}) {
  const mark = trend === 'up' ? '▲' : trend === 'down' ? '▼' : TONE_MARK[tone];
  return (
    <div className="stat-card" data-testid={testId}>
      <p className="stat-card__label">{label}</p>
      <p className="stat-card__value">{value}</p>
      {note && (
        <p className={`stat-card__note stat-card__note--${tone}`} data-tone={tone}>
          {mark && (
            <span aria-hidden="true" className="stat-card__mark">
              {mark}
            </span>
          )}
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * An admin table's frame: a region named by the table's caption. Where it is narrower than the table (below
 * 1280 px) a `cards` table shows each row as a card; any other table scrolls sideways inside the region, which
 * keyboard users can focus to scroll.
 */
export function AdminTable({ label, testId, busy, cards = false, className = '', children }: { label: string; testId: string; busy?: boolean; cards?: boolean; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="table-scroll admin-table-frame" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <div className="admin-table-box">
        <table className={`data-table admin-table${cards ? ' admin-table--cards' : ''} ${className}`} data-testid={testId} aria-busy={busy}>
          <caption id={`${id}-caption`} className="visually-hidden">
            {label}
          </caption>
          {children}
        </table>
      </div>
    </div>
  );
}

const ICONS = {
  view: 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  edit: 'M4 17.2V20h2.8l8.3-8.3-2.8-2.8zm15.7-9.5a1 1 0 0 0 0-1.4l-2-2a1 1 0 0 0-1.4 0l-1.6 1.6 2.8 2.8z',
  delete: 'M7 21a2 2 0 0 1-2-2V7h14v12a2 2 0 0 1-2 2zM9 9v10h2V9zm4 0v10h2V9zM15.5 3l1 1H20v2H4V4h3.5l1-1z',
  download: 'M11 3h2v9.2l3.3-3.3 1.4 1.4-5.7 5.7-5.7-5.7 1.4-1.4 3.3 3.3zM4 18h16v2H4z',
  remind: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1z',
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
export function RowActionLink({ icon, to, label, tooltip }: { icon: RowActionIcon; to: string; label: string; tooltip: string }) {
  return (
    <Link to={to} className="row-action" aria-label={label} title={tooltip}>
      <ActionIcon icon={icon} />
    </Link>
  );
}

export function RowActionButton({ icon, label, tooltip, danger = false, disabled, onClick }: { icon: RowActionIcon; label: string; tooltip: string; danger?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`row-action${danger ? ' row-action--danger' : ''}`} aria-label={label} title={tooltip} disabled={disabled} onClick={onClick}>
      <ActionIcon icon={icon} />
    </button>
  );
}

/** Text cut off with … when its column is too narrow; the whole text stays in the tooltip and for screen readers. */
export function Truncated({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`truncate ${className}`} title={text}>
      {text}
    </span>
  );
}

/** A column header that sorts: the active column flips direction, another column sorts ascending (spec point 5). */
export function SortHeader({ label, active, direction, onSort, className = '' }: { label: string; active: boolean; direction: SortDirection; onSort: () => void; className?: string }) {
  return (
    <th scope="col" className={`sortable ${className}`} aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
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
  const { t, i18n } = useTranslation('admin');
  const shown = (value: number) => number(value, i18n.resolvedLanguage);
  if (totalPages <= 1) return <p className="pagination__summary">{t('list.count', { count: total, number: shown(total) })}</p>;
  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      <p className="pagination__summary">{t('list.pageOf', { page: shown(page), totalPages: shown(totalPages), count: total, number: shown(total) })}</p>
      <ul>
        <li className="pagination__step">
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </button>
        </li>
        {pageButtons(page, totalPages).map((pageNumber) => (
          <li key={pageNumber}>
            <button type="button" aria-current={pageNumber === page ? 'page' : undefined} aria-label={t('list.page', { page: shown(pageNumber) })} onClick={() => onPage(pageNumber)}>
              {shown(pageNumber)}
            </button>
          </li>
        ))}
        <li className="pagination__step">
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
