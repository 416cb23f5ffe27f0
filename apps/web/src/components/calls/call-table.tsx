import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, translateMessage, type Call } from '@telecom/domain';
import { date, euro } from '../../lib/format';
import './calls.css';

/** A call's start in the page language, on the clock of the Netherlands. */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' };

/** A call's length as minutes and seconds: 61 → '1:01'. */
export function callDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A party of a call as the shop writes numbers; one that hid its number (no E.164) as "Anonymous". */
export function useCallParty(): (number: string) => string {
  const { t } = useTranslation('voice');
  return (number) => (number.startsWith('+') ? formatPhoneNumber(number) : t('calls.anonymous'));
}

/** A column of the call table: its heading and a call's cell. */
export interface CallColumn {
  header: string;
  cell: (call: Call) => ReactNode;
}

/**
 * Rated calls (docs/contracts.md §15) as a table, newest first as given, on the customer's phone page and on the
 * customer's page in the back office: when (Europe/Amsterdam), the columns that name the parties (the page's own),
 * duration, the destination class, the outcome and the cost excl. VAT ("free" for an answered call out that cost
 * nothing, for instance in the bundle). A phone reads each row as a card.
 */
export function CallTable({
  calls,
  caption,
  captionId,
  parties,
  destination,
  rowTestId,
}: {
  calls: readonly Call[];
  caption: string;
  captionId: string;
  /** The columns after the date that name the parties (direction and number; or from and to). */
  parties: readonly CallColumn[];
  /** A call's destination where the page words it otherwise; undefined: the call's destination class. */
  destination?: (call: Call) => string | undefined;
  rowTestId: string;
}) {
  const { t, i18n } = useTranslation('voice');
  const language = i18n.resolvedLanguage;
  const brand = t('brand.name', { ns: 'common' });
  const destinationClass = (call: Call) =>
    translateMessage(`invoice.destination.${call.destination}`, language ?? 'en', { brand });
  const cost = (call: Call) => {
    if (call.costCents > 0) return euro(call.costCents, language);
    if (call.direction === 'outbound' && call.disposition === 'answered') return t('calls.free');
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('calls.noCost')}</span>
      </>
    );
  };
  const columns: (CallColumn & { numeric?: boolean })[] = [
    { header: t('calls.columns.when'), cell: (call) => date(call.startedAt, language, WHEN) },
    ...parties,
    { header: t('calls.columns.duration'), cell: (call) => callDuration(call.seconds), numeric: true },
    { header: t('calls.columns.destination'), cell: (call) => destination?.(call) ?? destinationClass(call) },
    {
      header: t('calls.columns.outcome'),
      cell: (call) => (
        <span className={`badge badge--call-${call.disposition}`}>{t(`calls.disposition.${call.disposition}`)}</span>
      ),
    },
    { header: t('calls.columns.cost'), cell: cost, numeric: true },
  ];

  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table table-cards call-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.id} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'numeric' : undefined} data-label={column.header}>
                  {column.cell(call)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
