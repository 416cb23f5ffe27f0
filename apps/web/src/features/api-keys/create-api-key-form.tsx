import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiKeyFormSchema, apiKeyBodyOf, API_KEY_SCOPES, type ApiKeyCreatedAnswer } from '@telecom/domain';
import { CopyButton } from '../../components/ui/copy-button';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api-client';
import { useForm } from '../../lib/use-form';
import { useCreateApiKey } from './api/create-api-key';

const EMPTY = { name: '', read: true, write: false, admin: false };

/**
 * Making an API key (docs/decisions/069): a name and the scopes to tick (`admin` only for an admin). The new secret is
 * shown once, with a copy button and the warning that it cannot be shown again; it lives in this card's state only,
 * so leaving or reloading the page hides it.
 */
export function CreateApiKeyForm({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('account');
  const id = useId();
  const create = useCreateApiKey();
  const form = useForm(ApiKeyFormSchema, EMPTY);
  const [created, setCreated] = useState<ApiKeyCreatedAnswer | null>(null);
  const secretField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (created) secretField.current?.focus();
  }, [created]);
  const scopes = API_KEY_SCOPES.filter((scope) => scope !== 'admin' || isAdmin);

  const submit = form.handleSubmit((values) => {
    create.mutate(apiKeyBodyOf(values), {
      onSuccess: (answer) => {
        setCreated(answer);
        form.reset(EMPTY);
      },
      onError: (error) =>
        form.showApiError(error, error instanceof ApiError ? error.message : t('apiKeys.create.failed')),
    });
  });

  return (
    <section className="account-card api-keys-create" aria-labelledby={`${id}-title`} data-testid="api-key-create">
      <h2 id={`${id}-title`}>{t('apiKeys.create.title')}</h2>
      {created && (
        <div className="field api-keys-secret" data-testid="api-key-secret">
          <label htmlFor={`${id}-secret`}>{t('apiKeys.secret.label', { name: created.key.name })}</label>
          <div className="api-keys-secret__field">
            <input
              ref={secretField}
              id={`${id}-secret`}
              type="text"
              readOnly
              value={created.secret}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-secret-note`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton label={t('apiKeys.secret.what')} value={created.secret} />
          </div>
          <p id={`${id}-secret-note`} className="field__hint api-keys-secret__warning" role="note">
            {t('apiKeys.secret.warning')}
          </p>
          <p>
            <button type="button" className="button button--ghost" onClick={() => setCreated(null)}>
              {t('apiKeys.secret.done')}
            </button>
          </p>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('apiKeys.create.name')}
          hint={t('apiKeys.create.nameHint')}
          required
          maxLength={60}
          autoComplete="off"
          {...form.text('name')}
        />
        <fieldset
          className="api-keys-create__scopes"
          aria-describedby={form.errors.scopes ? `${id}-scopes` : undefined}
        >
          <legend>{t('apiKeys.create.scopes')}</legend>
          {scopes.map((scope) => (
            <CheckboxField key={scope} label={t(`apiKeys.scope.${scope}`)} {...form.checkbox(scope)} />
          ))}
          {form.errors.scopes && (
            <p id={`${id}-scopes`} className="form-error field__error" role="alert">
              {form.errors.scopes}
            </p>
          )}
        </fieldset>
        {form.errors._form && (
          <p className="form-error" role="alert">
            {form.errors._form}
          </p>
        )}
        <button type="submit" className="button" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? t('apiKeys.create.working') : t('apiKeys.create.submit')}
        </button>
      </form>
    </section>
  );
}
