import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, translateMessage, type Call } from '@telecom/domain';
import { date, euro } from '../../lib/format';
import { useCalls } from './api/get-calls';

/** A call's start in the page language, on the clock of the Netherlands. */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' };

/** A call's length as minutes and seconds: 61 → '1:01'. */
export function callDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The account's calls (GET /api/calls, docs/contracts.md §15), newest first: when (Europe/Amsterdam), direction, the
 * other party as the shop writes numbers, duration, the destination class, the outcome and the cost excl. VAT ("free"
 * for an answered call out that cost nothing, for instance in the bundle). A phone reads each row as a card.
 */
export function CallHistory() {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const calls = useCalls();
  const language = i18n.resolvedLanguage;
  const brand = t('brand.name', { ns: 'common' });
  const column = {
    when: t('phone.calls.columns.when'),
    direction: t('phone.calls.columns.direction'),
    number: t('phone.calls.columns.number'),
    duration: t('phone.calls.columns.duration'),
    destination: t('phone.calls.columns.destination'),
    outcome: t('phone.calls.columns.outcome'),
    cost: t('phone.calls.columns.cost'),
  };
  const written = (number: string) => (number.startsWith('+') ? formatPhoneNumber(number) : t('phone.calls.anonymous'));
  const destination = (call: Call) =>
    call.direction === 'inbound'
      ? t('phone.calls.toYourNumber', { number: written(call.callee) })
      : translateMessage(`invoice.destination.${call.destination}`, language ?? 'en', { brand });
  const cost = (call: Call) => {
    if (call.costCents > 0) return euro(call.costCents, language);
    if (call.direction === 'outbound' && call.disposition === 'answered') return t('phone.calls.free');
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('phone.calls.noCost')}</span>
      </>
    );
  };

  return (
    <section className="account-card" aria-labelledby={`${id}-title`} data-testid="call-history">
      <h2 id={`${id}-title`}>{t('phone.calls.title')}</h2>
      {calls.isPending ? (
        <p role="status">{t('dashboard.loading')}</p>
      ) : calls.isError ? (
        <p className="form-error" role="alert">
          {t('phone.calls.failed')}
        </p>
      ) : calls.data.length === 0 ? (
        <p data-testid="no-calls">{t('phone.calls.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="data-table table-cards call-table">
            <caption id={`${id}-caption`}>{t('phone.calls.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{column.when}</th>
                <th scope="col">{column.direction}</th>
                <th scope="col">{column.number}</th>
                <th scope="col" className="numeric">
                  {column.duration}
                </th>
                <th scope="col">{column.destination}</th>
                <th scope="col">{column.outcome}</th>
                <th scope="col" className="numeric">
                  {column.cost}
                </th>
              </tr>
            </thead>
            <tbody>
              {calls.data.map((call) => (
                <tr key={call.id} data-testid="call">
                  <td data-label={column.when}>{date(call.startedAt, language, WHEN)}</td>
                  <td data-label={column.direction}>
                    <span className={`call-direction call-direction--${call.direction}`}>
                      <span aria-hidden="true">{call.direction === 'outbound' ? '↗' : '↙'}</span>{' '}
                      {t(`phone.calls.direction.${call.direction}`)}
                    </span>
                  </td>
                  <td data-label={column.number}>
                    {written(call.direction === 'outbound' ? call.callee : call.caller)}
                  </td>
                  <td className="numeric" data-label={column.duration}>
                    {callDuration(call.seconds)}
                  </td>
                  <td data-label={column.destination}>{destination(call)}</td>
                  <td data-label={column.outcome}>
                    <span className={`badge badge--call-${call.disposition}`}>
                      {t(`phone.calls.disposition.${call.disposition}`)}
                    </span>
                  </td>
                  <td className="numeric" data-label={column.cost}>
                    {cost(call)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
