import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  WebhookEndpointBodySchema,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@telecom/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyButton } from '../../components/ui/copy-button';
import { TextField } from '../../components/ui/form-field';
import { QueryState } from '../../components/ui/query-state';
import { date } from '../../lib/format';
import { useFormErrors } from '../../lib/use-form-errors';
import { useCreateWebhook } from './api/create-webhook';
import { useDeleteWebhook } from './api/delete-webhook';
import { useWebhooks } from './api/get-webhooks';
import { useSendWebhookTest } from './api/send-webhook-test';
import { DeliveryLog } from './delivery-log';
import { EVENT_LABEL_KEYS } from './event-labels';
import './webhooks.css';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

/**
 * The account's webhooks (docs/contracts.md §18): a form to add an endpoint (its URL and events), the new endpoint's
 * signing secret shown with a copy button, and the endpoints with their test event, delivery log and delete.
 */
export function WebhookEndpoints() {
  const [created, setCreated] = useState<WebhookEndpoint | undefined>();
  return (
    <>
      <NewEndpointForm onCreated={setCreated} />
      {created && <NewSecret endpoint={created} onDone={() => setCreated(undefined)} />}
      <EndpointList />
    </>
  );
}

function NewEndpointForm({ onCreated }: { onCreated: (endpoint: WebhookEndpoint) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const forms = useFormErrors();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const check = forms.validate(WebhookEndpointBodySchema, { url, events });
  const errors = { ...(tried ? check.errors : {}), ...serverErrors };
  const eventsError = errors.events ?? Object.entries(errors).find(([field]) => field.startsWith('events.'))?.[1];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    if (!check.data) {
      focusFirstInvalid(form);
      return;
    }
    create.mutate(check.data, {
      onSuccess: (endpoint) => {
        setUrl('');
        setEvents([]);
        setTried(false);
        onCreated(endpoint);
      },
      onError: (error) => {
        setServerErrors(forms.fromApi(error));
        focusFirstInvalid(form);
      },
    });
  };

  const toggle = (type: WebhookEventType, on: boolean) => {
    setEvents((current) => (on ? [...current, type] : current.filter((chosen) => chosen !== type)));
    setServerErrors({});
  };

  return (
    <section className="account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('webhooks.add.title')}</h2>
      <form noValidate onSubmit={submit} data-testid="webhook-form">
        <TextField
          label={t('webhooks.add.url')}
          type="url"
          name="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.nl/webhooks"
          value={url}
          error={errors.url}
          hint={t('webhooks.add.urlHint')}
          onChange={(change) => {
            setUrl(change.target.value);
            setServerErrors({});
          }}
        />
        <fieldset
          className="webhook-events"
          aria-invalid={eventsError ? true : undefined}
          aria-describedby={eventsError ? `${id}-events-error` : undefined}
        >
          <legend>{t('webhooks.add.events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={events.includes(type)}
                onChange={(change) => toggle(type, change.target.checked)}
              />{' '}
              {t(EVENT_LABEL_KEYS[type])} <code>{type}</code>
            </label>
          ))}
          {eventsError && (
            <p id={`${id}-events-error`} className="form-error field__error">
              {eventsError}
            </p>
          )}
        </fieldset>
        {errors._form && (
          <p className="form-error" role="alert">
            {errors._form}
          </p>
        )}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t('webhooks.add.saving') : t('webhooks.add.submit')}
        </button>
      </form>
    </section>
  );
}

/** The new endpoint's signing secret, with a copy button; the endpoint's card can show it again later. */
function NewSecret({ endpoint, onDone }: { endpoint: WebhookEndpoint; onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <section className="account-card webhook-secret" role="status" data-testid="webhook-secret">
      <h2>{t('webhooks.secret.title')}</h2>
      <p>{t('webhooks.secret.text', { url: endpoint.url })}</p>
      <dl>
        <div className="copy-value">
          <dt>{t('webhooks.secret.label')}</dt>
          <dd>
            <code data-testid="webhook-secret-value">{endpoint.secret}</code>
            <CopyButton label={t('webhooks.secret.label')} value={endpoint.secret} />
          </dd>
        </div>
      </dl>
      <p className="field__hint">{t('webhooks.secret.verify')}</p>
      <button type="button" className="button button--ghost" onClick={onDone}>
        {t('webhooks.secret.done')}
      </button>
    </section>
  );
}

function EndpointList() {
  const { t } = useTranslation('account');
  const id = useId();
  const endpoints = useWebhooks();
  return (
    <section className="account-card" aria-labelledby={`${id}-title`} data-testid="webhook-endpoints">
      <h2 id={`${id}-title`}>{t('webhooks.list.title')}</h2>
      <QueryState query={endpoints} failed={t('webhooks.list.failed')}>
        {({ endpoints: rows }) =>
          rows.length === 0 ? (
            <p data-testid="webhook-endpoints-empty">{t('webhooks.list.empty')}</p>
          ) : (
            <ul className="webhook-endpoints">
              {rows.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const test = useSendWebhookTest();
  const remove = useDeleteWebhook();
  const [showLog, setShowLog] = useState(false);
  const [showSecret, setShowSecret] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="webhook-endpoint" data-testid="webhook-endpoint" aria-labelledby={`${id}-url`}>
      <p className="webhook-endpoint__url" id={`${id}-url`}>
        <code>{endpoint.url}</code>
      </p>
      <p className="webhook-endpoint__events">{endpoint.events.map((type) => t(EVENT_LABEL_KEYS[type])).join(', ')}</p>
      <p className="field__hint">
        {t('webhooks.list.created', { date: date(endpoint.createdAt, i18n.resolvedLanguage, { dateStyle: 'long' }) })}
      </p>
      <div className="webhook-endpoint__actions">
        <button
          type="button"
          className="button"
          disabled={test.isPending}
          onClick={() => test.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })}
        >
          {test.isPending ? t('webhooks.test.sending') : t('webhooks.test.send')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={showLog}
          aria-controls={`${id}-log`}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? t('webhooks.log.hide') : t('webhooks.log.show')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setShowSecret((shown) => !shown)}>
          {showSecret ? t('webhooks.secret.hide') : t('webhooks.secret.show')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('webhooks.delete.button')}
        </button>
      </div>
      {test.isError && (
        <p className="form-error" role="alert">
          {t('webhooks.test.failed')}
        </p>
      )}
      {test.isSuccess && <p role="status">{t('webhooks.test.sent')}</p>}
      {showSecret && (
        <dl>
          <div className="copy-value">
            <dt>{t('webhooks.secret.label')}</dt>
            <dd>
              <code>{endpoint.secret}</code>
              <CopyButton label={t('webhooks.secret.label')} value={endpoint.secret} />
            </dd>
          </div>
        </dl>
      )}
      {showLog && (
        <div id={`${id}-log`} className="webhook-endpoint__log">
          <h3>{t('webhooks.log.title')}</h3>
          <DeliveryLog endpointId={endpoint.id} />
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('webhooks.delete.title')}
          text={t('webhooks.delete.text', { url: endpoint.url })}
          error={remove.isError ? t('webhooks.delete.failed') : undefined}
          cancelLabel={t('webhooks.delete.cancel')}
          confirmLabel={t('webhooks.delete.confirm')}
          pendingLabel={t('webhooks.delete.deleting')}
          pending={remove.isPending}
          danger
          onConfirm={(close) => remove.mutate(endpoint.id, { onSuccess: close })}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
