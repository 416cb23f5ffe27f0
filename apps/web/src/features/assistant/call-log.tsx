import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/query-state';
import { ASSISTANT_TIME_ZONE, formatPhoneNumber, type AssistantCall } from '@telecom/domain';
import { useAssistantCalls } from './api/get-assistant-calls';
import { slotText } from './format-slot';

const OUTCOME_BADGES: Record<AssistantCall['outcome'], string> = {
  answered: 'badge',
  booked: 'badge badge--success',
  transferred: 'badge badge--warning',
  message: 'badge badge--pending',
};

/**
 * The assistant's call log (docs/contracts.md §16): each conversation, newest first, with its outcome, summary,
 * booking or transfer and its transcript to open; above it this month's phone calls against the plan's limit.
 */
export function CallLog({ subscriptionId }: { subscriptionId: number }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const log = useAssistantCalls();
  // The business's time, as its calendar, inbox and calls show it.
  const started = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ASSISTANT_TIME_ZONE,
  });

  return (
    <section className="account-card assistant-calls" aria-labelledby={`${id}-title`} data-testid="assistant-calls">
      <h2 id={`${id}-title`}>{t('assistant.calls.title')}</h2>
      <QueryState query={log} failed={t('assistant.calls.loadFailed')}>
        {({ calls: all, usage: usages }) => {
          const calls = all.filter((call) => call.subscriptionId === subscriptionId);
          const usage = usages.find((row) => row.subscriptionId === subscriptionId);
          return (
            <>
              {usage && (
                <p data-testid="assistant-usage">
                  {usage.limit === null
                    ? t('assistant.calls.usageUnlimited', { used: usage.used })
                    : t('assistant.calls.usage', { used: usage.used, limit: usage.limit })}
                </p>
              )}
              {calls.length === 0 ? (
                <p>{t('assistant.calls.empty')}</p>
              ) : (
                <ol className="assistant-calls__list">
                  {calls.map((call) => (
                    <li key={call.id} className="assistant-calls__call">
                      <p className="assistant-calls__head">
                        <span className={OUTCOME_BADGES[call.outcome]}>
                          {t(`assistant.calls.outcome.${call.outcome}`)}
                        </span>{' '}
                        <time dateTime={call.startedAt}>{started.format(new Date(call.startedAt))}</time>
                        {' · '}
                        {t(`assistant.calls.channel.${call.channel}`)}
                        {call.channel === 'phone' &&
                          ` ${
                            call.caller
                              ? t('assistant.calls.from', { number: formatPhoneNumber(call.caller) })
                              : t('assistant.calls.fromWithheld')
                          }`}
                      </p>
                      {call.summary && <p className="assistant-calls__summary">{call.summary}</p>}
                      {call.booking && (
                        <p>
                          {t('assistant.calls.booking', {
                            when: slotText(call.booking.start, language),
                            title: call.booking.title,
                          })}
                        </p>
                      )}
                      {call.transferNumber && (
                        <p>{t('assistant.calls.transfer', { number: formatPhoneNumber(call.transferNumber) })}</p>
                      )}
                      <details>
                        <summary>{t('assistant.calls.transcript')}</summary>
                        <ol className="assistant-calls__transcript">
                          {call.transcript.map((turn, index) => (
                            <li key={index}>
                              <span className="assistant-chat__who">
                                {turn.speaker === 'assistant'
                                  ? t('assistant.test.assistant')
                                  : t('assistant.test.caller')}
                              </span>{' '}
                              {turn.text}
                            </li>
                          ))}
                        </ol>
                      </details>
                    </li>
                  ))}
                </ol>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
