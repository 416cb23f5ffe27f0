import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/query-state';
import {
  GREETING_MAX_SECONDS,
  GREETING_TEXT_MAX,
  VoicemailGreetingBodySchema,
  formatPhoneNumber,
  type VoicemailGreeting,
} from '@telecom/domain';
import { TextArea } from '../../components/ui/form-field';
import { RecordingPlayer } from '../../components/ui/recording-player';
import { ApiError } from '../../lib/api-client';
import { useFormErrors } from '../../lib/use-form-errors';
import { useChangeGreeting, useGreeting, useGreetingRecording } from './api/greeting';
import './greeting-card.css';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

/**
 * A number's voicemail greeting (docs/contracts.md §16): what callers hear now, the business's own text (spoken by the
 * platform) and an uploaded WAV recording, which plays instead of the text until it is deleted.
 */
export function GreetingCard({ number }: { number: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const greeting = useGreeting(number);
  return (
    <section className="account-card greeting-card" aria-labelledby={`${id}-title`} data-testid="voicemail-greeting">
      <h2 id={`${id}-title`}>{t('greeting.title', { number: formatPhoneNumber(number) })}</h2>
      <QueryState query={greeting} failed={t('greeting.loadFailed')}>
        {(data) => (
          <>
            <p data-testid="greeting-plays">
              {data.plays === 'recording'
                ? t('greeting.plays.recording', { count: data.recording?.seconds ?? 0 })
                : t(`greeting.plays.${data.plays}`)}
            </p>
            <GreetingText number={number} greeting={data} />
            <GreetingRecording number={number} greeting={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function GreetingText({ number, greeting }: { number: string; greeting: VoicemailGreeting }) {
  const { t } = useTranslation('account');
  const forms = useFormErrors();
  const save = useChangeGreeting();
  const [text, setText] = useState(greeting.text ?? '');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const check = forms.validate(VoicemailGreetingBodySchema, { text });
  const error = serverError ?? (tried ? check.errors.text : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    if (!check.data) {
      focusFirstInvalid(form);
      return;
    }
    save.mutate(
      { number, text },
      {
        onSuccess: (answer) => {
          setText(answer.text ?? '');
          setTried(false);
          setSaved(true);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields.text) setServerError(failure.fields.text);
          focusFirstInvalid(form);
        },
      },
    );
  };

  return (
    <form className="greeting-card__text" onSubmit={submit} noValidate>
      <TextArea
        label={t('greeting.text.label')}
        hint={t('greeting.text.hint', { max: GREETING_TEXT_MAX, count: text.trim().length })}
        error={error}
        value={text}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          setServerError(undefined);
          setSaved(false);
        }}
      />
      {save.isError && !(save.error instanceof ApiError && save.error.fields.text) && (
        <p className="form-error" role="alert">
          {save.error instanceof ApiError ? save.error.message : t('greeting.saveFailed')}
        </p>
      )}
      <p className="greeting-card__actions">
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('greeting.text.saving') : t('greeting.text.save')}
        </button>
        <span role="status">{saved ? t('greeting.text.saved') : ''}</span>
      </p>
    </form>
  );
}

function GreetingRecording({ number, greeting }: { number: string; greeting: VoicemailGreeting }) {
  const { t } = useTranslation('account');
  const id = useId();
  const change = useChangeGreeting();
  const recording = useGreetingRecording(number, greeting);
  const [done, setDone] = useState<'uploaded' | 'deleted'>();

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setDone(undefined);
    change.mutate(
      { number, recording: file },
      {
        onSuccess: () => setDone('uploaded'),
        // The same file may be chosen again once it is fixed.
        onSettled: () => (input.value = ''),
      },
    );
  };

  return (
    <div className="greeting-card__recording">
      {greeting.recording &&
        (recording.data ? (
          <RecordingPlayer recording={recording.data} label={t('greeting.recording.player')} />
        ) : recording.isError ? (
          <p className="form-error" role="alert">
            {t('greeting.recording.loadFailed')}
          </p>
        ) : (
          <p role="status">{t('dashboard.loading')}</p>
        ))}
      <div className="field">
        <label htmlFor={`${id}-file`}>
          {greeting.recording ? t('greeting.recording.replace') : t('greeting.recording.upload')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="audio/wav,audio/x-wav,.wav"
          aria-describedby={`${id}-hint`}
          disabled={change.isPending}
          onChange={upload}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('greeting.recording.hint', { max: GREETING_MAX_SECONDS })}
        </p>
      </div>
      {change.isError && (
        <p className="form-error" role="alert">
          {change.error instanceof ApiError && change.error.status !== 0
            ? change.error.message
            : t('greeting.saveFailed')}
        </p>
      )}
      <p className="greeting-card__actions">
        {greeting.recording && (
          <button
            type="button"
            className="button button--ghost"
            disabled={change.isPending}
            onClick={() => {
              setDone(undefined);
              change.mutate({ number, deleteRecording: true }, { onSuccess: () => setDone('deleted') });
            }}
          >
            {t('greeting.recording.delete')}
          </button>
        )}
        <span role="status">
          {change.isPending ? t('greeting.recording.busy') : done ? t(`greeting.recording.${done}`) : ''}
        </span>
      </p>
    </div>
  );
}
