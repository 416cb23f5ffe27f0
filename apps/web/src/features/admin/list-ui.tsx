import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageButtons, type SortDirection } from '@telecom/domain';

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
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
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
        <button type="button" className="button button--ghost" autoFocus onClick={() => ref.current?.close()}>
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
