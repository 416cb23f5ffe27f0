import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageButtons } from '@telecom/domain';
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
export function AdminTable({
  label,
  testId,
  busy,
  cards = false,
  className = '',
  children,
}: {
  label: string;
  testId: string;
  busy?: boolean;
  cards?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="table-scroll admin-table-frame" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <div className="admin-table-box">
        <table
          className={`data-table admin-table${cards ? ' admin-table--cards' : ''} ${className}`}
          data-testid={testId}
          aria-busy={busy}
        >
          <caption id={`${id}-caption`} className="visually-hidden">
            {label}
          </caption>
          {children}
        </table>
      </div>
    </div>
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

/** Previous, at most 5 page buttons centred on the current page, next (spec point 2). */
export function Pagination({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const shown = (value: number) => number(value, i18n.resolvedLanguage);
  if (totalPages <= 1)
    return <p className="pagination__summary">{t('list.count', { count: total, number: shown(total) })}</p>;
  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      <p className="pagination__summary">
        {t('list.pageOf', { page: shown(page), totalPages: shown(totalPages), count: total, number: shown(total) })}
      </p>
      <ul>
        <li className="pagination__step">
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </button>
        </li>
        {pageButtons(page, totalPages).map((pageNumber) => (
          <li key={pageNumber}>
            <button
              type="button"
              aria-current={pageNumber === page ? 'page' : undefined}
              aria-label={t('list.page', { page: shown(pageNumber) })}
              onClick={() => onPage(pageNumber)}
            >
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

export function EmptyState({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
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
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
    >
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

export interface ActionResult {
  error?: string;
  success?: string;
}

/** What the last action did: a confirmation (status) or an error (alert). */
export function ActionMessage({ message }: { message: ActionResult | null }) {
  if (!message) return null;
  return (
    <p
      className={message.error ? 'form-error form-message' : 'form-success form-message'}
      role={message.error ? 'alert' : 'status'}
    >
      {message.error ?? message.success}
    </p>
  );
}
