import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhoneNumber, type AssistantTestAnswer, type Conversation } from '@telecom/domain';
import { TextField } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useTestAssistant } from './api/test-assistant';
import { slotText } from './format-slot';

type Action = AssistantTestAnswer['action'];

interface ChatState {
  conversation?: Conversation;
  callId?: number;
  /** The action taken with the assistant's reply at this index of the transcript. */
  actions: Record<number, Action>;
}

function ActionNote({ action }: { action: Action }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  switch (action.type) {
    case 'book':
      return (
        <p className="assistant-chat__action" data-testid="chat-action">
          <span className="badge badge--success">{t('assistant.test.bookedBadge')}</span>{' '}
          {t('assistant.test.booked', { when: slotText(action.start, language) })}{' '}
          <Link to={paths.dashboardCalendar}>{t('assistant.test.calendarLink')}</Link>
        </p>
      );
    case 'transfer':
      return (
        <p className="assistant-chat__action" data-testid="chat-action">
          <span className="badge badge--warning">{t('assistant.test.transferBadge')}</span>{' '}
          {t('assistant.test.transfer', { number: formatPhoneNumber(action.number) })}
        </p>
      );
    case 'message':
      return (
        <p className="assistant-chat__action" data-testid="chat-action">
          <span className="badge badge--pending">{t('assistant.test.messageBadge')}</span>{' '}
          {t('assistant.test.message', { text: action.text })}
        </p>
      );
    default:
      return null;
  }
}

/**
 * "Test your assistant" (docs/contracts.md §16): a chat by text with the assistant as callers will hear it, from the
 * saved knowledge. The conversation is kept here and sent back each turn; the API checks it. Each turn is in the call
 * log; a booking is in the calendar.
 */
export function TestChat({ subscriptionId, greeting }: { subscriptionId: number; greeting: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const send = useTestAssistant();
  const input = useRef<HTMLInputElement>(null);
  const [chat, setChat] = useState<ChatState>({ actions: {} });
  const [utterance, setUtterance] = useState('');
  const turns = chat.conversation?.transcript ?? [{ speaker: 'assistant' as const, text: greeting }];
  const ended = chat.conversation?.ended ?? false;
  const error = send.error instanceof ApiError ? (send.error.fields.utterance ?? send.error.message) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(
      { subscriptionId, utterance, conversation: chat.conversation, callId: chat.callId },
      {
        onSuccess: (answer) => {
          setChat((current) => ({
            conversation: answer.conversation,
            callId: answer.callId,
            actions: { ...current.actions, [answer.conversation.transcript.length - 1]: answer.action },
          }));
          setUtterance('');
        },
      },
    );
  };

  const startAgain = () => {
    setChat({ actions: {} });
    setUtterance('');
    send.reset();
    input.current?.focus();
  };

  return (
    <section className="account-card assistant-chat" aria-labelledby={`${id}-title`} data-testid="assistant-test">
      <h2 id={`${id}-title`}>{t('assistant.test.title')}</h2>
      <p>{t('assistant.test.lead')}</p>
      <ol className="assistant-chat__turns" aria-label={t('assistant.test.conversation')} aria-live="polite">
        {turns.map((turn, index) => (
          <li key={index} className={`assistant-chat__turn assistant-chat__turn--${turn.speaker}`}>
            <span className="assistant-chat__who">
              {turn.speaker === 'assistant' ? t('assistant.test.assistant') : t('assistant.test.caller')}
            </span>{' '}
            <span className="assistant-chat__text">{turn.text}</span>
            {chat.actions[index] && <ActionNote action={chat.actions[index]} />}
          </li>
        ))}
      </ol>
      {ended && <p className="field__hint">{t('assistant.test.ended')}</p>}
      <form className="assistant-chat__form" noValidate onSubmit={submit}>
        <TextField
          ref={input}
          label={t('assistant.test.utterance')}
          type="text"
          autoComplete="off"
          maxLength={1000}
          value={utterance}
          disabled={ended}
          onChange={(event) => setUtterance(event.target.value)}
          error={error ?? undefined}
        />
        <p className="assistant-chat__buttons">
          <button
            type="submit"
            className="button"
            disabled={ended || send.isPending}
            aria-busy={send.isPending || undefined}
          >
            {send.isPending ? t('assistant.test.sending') : t('assistant.test.send')}
          </button>
          <button type="button" className="button button--ghost" onClick={startAgain}>
            {t('assistant.test.startAgain')}
          </button>
        </p>
      </form>
    </section>
  );
}
