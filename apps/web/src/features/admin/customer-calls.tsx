import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, translateMessage, type Call, type NumberUsage } from '@telecom/domain';
import { calendarDate, date, euro, number as formatNumber } from '../../lib/format';
import { useCustomerCalls } from './api/get-customer-calls';
import { EmptyState } from './list-ui';

/** A call's start in the page language, on the clock of the Netherlands. */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' };

/** A call's length as minutes and seconds: 61 → '1:01'. */
const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The customer's calls on their page in the back office (GET /api/admin/customers/{id}/calls, docs/contracts.md §15):
 * this month's calling meter of each of their numbers, and the calls as the customer's own history rates them.
 */
export function CustomerCalls({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const answer = useCustomerCalls(customerId);
  const brand = t('brand.name', { ns: 'common' });
  const written = (number: string) =>
    number.startsWith('+') ? formatPhoneNumber(number) : t('customers.calls.anonymous');
  const cost = (call: Call) => {
    if (call.costCents > 0) return euro(call.costCents, language);
    if (call.direction === 'outbound' && call.disposition === 'answered') return t('customers.calls.free');
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('customers.calls.noCost')}</span>
      </>
    );
  };
  const column = {
    when: t('customers.calls.columns.when'),
    from: t('customers.calls.columns.from'),
    to: t('customers.calls.columns.to'),
    duration: t('customers.calls.columns.duration'),
    destination: t('customers.calls.columns.destination'),
    outcome: t('customers.calls.columns.outcome'),
    cost: t('customers.calls.columns.cost'),
  };

  return (
    <section className="admin-card" aria-labelledby="customer-calls" data-testid="customer-calls">
      <h2 id="customer-calls">{t('customers.calls.title')}</h2>
      {answer.isPending ? (
        <p role="status">{t('customers.calls.loading')}</p>
      ) : answer.isError ? (
        <p className="form-error" role="alert">
          {t('customers.calls.failed')}
        </p>
      ) : (
        <>
          {answer.data.usage.length > 0 && (
            <>
              <h3 id="customer-call-meters">{t('customers.calls.meterTitle')}</h3>
              <ul className="calling-meters" aria-labelledby="customer-call-meters">
                {answer.data.usage.map((usage) => (
                  <li key={usage.number}>
                    <MeterFigures usage={usage} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {answer.data.calls.length === 0 ? (
            <EmptyState title={t('customers.calls.emptyTitle')} description={t('customers.calls.empty')} />
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="customer-calls-caption" tabIndex={0}>
              <table className="data-table">
                <caption id="customer-calls-caption">{t('customers.calls.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{column.when}</th>
                    <th scope="col">{column.from}</th>
                    <th scope="col">{column.to}</th>
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
                  {answer.data.calls.map((call) => (
                    <tr key={call.id} data-testid="customer-call">
                      <td className="nowrap">{date(call.startedAt, language, WHEN)}</td>
                      <td className="nowrap">{written(call.caller)}</td>
                      <td className="nowrap">{written(call.callee)}</td>
                      <td className="numeric">{duration(call.seconds)}</td>
                      <td>
                        {translateMessage(`invoice.destination.${call.destination}`, language ?? 'en', { brand })}
                      </td>
                      <td className="nowrap">{t(`customers.calls.disposition.${call.disposition}`)}</td>
                      <td className="numeric">{cost(call)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** One number's meter: a labelled <meter> of the bundle's minutes (none for NL unlimited or without a bundle). */
function MeterFigures({ usage }: { usage: NumberUsage }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const id = `customer-meter-${usage.number.slice(1)}`;
  const written = formatPhoneNumber(usage.number);
  const included = usage.includedMinutes;
  const figures =
    included !== null
      ? t('customers.calls.used', {
          used: formatNumber(usage.usedMinutes, language),
          included: formatNumber(included, language),
        })
      : usage.bundle !== null
        ? t('customers.calls.usedUnlimited', { used: formatNumber(usage.usedMinutes, language) })
        : t('customers.calls.noBundle');
  const label = usage.bundle === null ? written : t('customers.calls.meterLabel', { number: written });
  const month = calendarDate(`${usage.month}-01`, language, { month: 'long', year: 'numeric' });
  return (
    <div className="calling-meter" data-testid="customer-call-meter">
      <div className="calling-meter__row">
        {included !== null ? <label htmlFor={id}>{label}</label> : <span>{label}</span>}
        <span id={`${id}-figures`}>{figures}</span>
      </div>
      {included !== null && (
        <meter
          id={id}
          min={0}
          max={included}
          value={Math.min(usage.usedMinutes, included)}
          low={included * 0.8}
          high={included * 0.99}
          optimum={0}
          aria-describedby={`${id}-figures`}
        />
      )}
      <p className="calling-meter__detail">
        {usage.bundle === null
          ? month
          : `${t('customers.calls.bundle', { bundle: t(`customers.calls.bundles.${usage.bundle}`) })} · ${month}`}
        {' · '}
        {t('customers.calls.charged', {
          minutes: formatNumber(usage.chargedMinutes, language),
          cost: euro(usage.costCents, language),
        })}
      </p>
    </div>
  );
}
