import { useTranslation } from 'react-i18next';
import { CallTable, useCallParty } from '../../components/calls/call-table';
import { CallingMeter } from '../../components/calls/calling-meter';
import { euro, number as formatNumber } from '../../lib/format';
import { useCustomerCalls } from './api/get-customer-calls';
import { EmptyState } from './list-ui';

/**
 * The customer's calls on their page in the back office (GET /api/admin/customers/{id}/calls, docs/contracts.md §15):
 * this month's calling meter of each of their numbers, and the calls as the customer's own history rates them, with
 * the number that called and the number called (components/calls).
 */
export function CustomerCalls({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const answer = useCustomerCalls(customerId);
  const written = useCallParty();

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
                    <CallingMeter
                      usage={usage}
                      charged={t('customers.calls.charged', {
                        minutes: formatNumber(usage.chargedMinutes, language),
                        cost: euro(usage.costCents, language),
                      })}
                      testId="customer-call-meter"
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          {answer.data.calls.length === 0 ? (
            <EmptyState title={t('customers.calls.emptyTitle')} description={t('customers.calls.empty')} />
          ) : (
            <CallTable
              calls={answer.data.calls}
              caption={t('customers.calls.caption')}
              captionId="customer-calls-caption"
              parties={[
                { header: t('customers.calls.columns.from'), cell: (call) => written(call.caller) },
                { header: t('customers.calls.columns.to'), cell: (call) => written(call.callee) },
              ]}
              rowTestId="customer-call"
            />
          )}
        </>
      )}
    </section>
  );
}
