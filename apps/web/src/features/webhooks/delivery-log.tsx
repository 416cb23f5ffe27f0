import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/query-state';
import { date } from '../../lib/format';
import { useWebhookDeliveries } from './api/get-webhook-deliveries';
import { EVENT_LABEL_KEYS } from './event-labels';

/** Times as the other account pages show them: in the Netherlands' time, whatever the reader's own zone. */
const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Amsterdam' };

/**
 * An endpoint's delivery log (GET /api/webhooks/{id}/deliveries): each event sent, newest first, with its status, the
 * endpoint's last answer code and excerpt, and how many tries it took so far.
 */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t, i18n } = useTranslation('account');
  const deliveries = useWebhookDeliveries(endpointId);
  return (
    <QueryState query={deliveries} failed={t('webhooks.log.failed')}>
      {({ deliveries: rows }) =>
        rows.length === 0 ? (
          <p data-testid="webhook-log-empty">{t('webhooks.log.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="webhook-log" data-testid="webhook-log">
              <caption className="visually-hidden">{t('webhooks.log.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('webhooks.log.time')}</th>
                  <th scope="col">{t('webhooks.log.event')}</th>
                  <th scope="col">{t('webhooks.log.status')}</th>
                  <th scope="col">{t('webhooks.log.answer')}</th>
                  <th scope="col">{t('webhooks.log.attempts')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((delivery) => (
                  <tr key={delivery.id} data-testid="webhook-delivery">
                    <td>
                      <time dateTime={delivery.createdAt}>{date(delivery.createdAt, i18n.resolvedLanguage, TIME)}</time>
                    </td>
                    <td>{t(EVENT_LABEL_KEYS[delivery.type])}</td>
                    <td>
                      <span className={`badge badge--webhook-${delivery.status}`}>
                        {t(`webhooks.status.${delivery.status}`)}
                      </span>
                      {delivery.status === 'pending' && delivery.nextAttemptAt && delivery.attempts > 0 && (
                        <span className="webhook-log__next">
                          {' '}
                          {t('webhooks.log.next', {
                            time: date(delivery.nextAttemptAt, i18n.resolvedLanguage, TIME),
                          })}
                        </span>
                      )}
                    </td>
                    <td title={delivery.responseExcerpt ?? undefined}>
                      {delivery.responseStatus ?? (delivery.attempts > 0 ? t('webhooks.log.noAnswer') : '–')}
                    </td>
                    <td>{delivery.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}
