import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CallTable, useCallParty } from '../../components/calls/call-table';
import { useCalls } from './api/get-calls';

/**
 * The account's calls (GET /api/calls, docs/contracts.md §15), newest first, as components/calls/call-table.tsx draws
 * them: with the direction and the other party, and an incoming call's destination as the account's own number.
 */
export function CallHistory() {
  const { t } = useTranslation('account');
  const id = useId();
  const calls = useCalls();
  const written = useCallParty();

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
        <CallTable
          calls={calls.data}
          caption={t('phone.calls.caption')}
          captionId={`${id}-caption`}
          parties={[
            {
              header: t('phone.calls.columns.direction'),
              cell: (call) => (
                <span className={`call-direction call-direction--${call.direction}`}>
                  <span aria-hidden="true">{call.direction === 'outbound' ? '↗' : '↙'}</span>{' '}
                  {t(`phone.calls.direction.${call.direction}`)}
                </span>
              ),
            },
            {
              header: t('phone.calls.columns.number'),
              cell: (call) => written(call.direction === 'outbound' ? call.callee : call.caller),
            },
          ]}
          destination={(call) =>
            call.direction === 'inbound' ? t('phone.calls.toYourNumber', { number: written(call.callee) }) : undefined
          }
          rowTestId="call"
        />
      )}
    </section>
  );
}
