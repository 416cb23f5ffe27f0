import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@telecom/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryState } from '../../components/ui/query-state';
import { date } from '../../lib/format';
import { useApiKeys } from './api/get-api-keys';
import { useRevokeApiKey } from './api/revoke-api-key';

/** When a key was made or last used, as the customer's clock in the Netherlands reads it. */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' };

/**
 * The account's API keys (GET /api/api-keys): name, prefix, scopes, when made and last used; each revoked after a
 * confirmation. Loading, failing and an empty list each say so.
 */
export function ApiKeyList() {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const keys = useApiKeys();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const language = i18n.resolvedLanguage;

  return (
    <section className="account-card api-keys-list" aria-labelledby={`${id}-title`} data-testid="api-key-list">
      <h2 id={`${id}-title`}>{t('apiKeys.list.title')}</h2>
      <QueryState query={keys} failed={t('apiKeys.list.failed')}>
        {({ keys: list }) =>
          list.length === 0 ? (
            <p data-testid="api-keys-empty">{t('apiKeys.list.empty')}</p>
          ) : (
            <ul className="api-keys-list__items">
              {list.map((key) => (
                <li key={key.id} className="api-keys-list__item" data-testid="api-key">
                  <h3>{key.name}</h3>
                  <dl>
                    <dt>{t('apiKeys.list.prefix')}</dt>
                    <dd>
                      <code>{key.prefix}…</code>
                    </dd>
                    <dt>{t('apiKeys.list.scopes')}</dt>
                    <dd>{key.scopes.map((scope) => t(`apiKeys.scope.${scope}`)).join(', ')}</dd>
                    <dt>{t('apiKeys.list.created')}</dt>
                    <dd>{date(key.createdAt, language, WHEN)}</dd>
                    <dt>{t('apiKeys.list.lastUsed')}</dt>
                    <dd>{key.lastUsedAt ? date(key.lastUsedAt, language, WHEN) : t('apiKeys.list.neverUsed')}</dd>
                  </dl>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('apiKeys.revoke.label', { name: key.name })}
                    onClick={() => setRevoking(key)}
                  >
                    {t('apiKeys.revoke.button')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {revoking && <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}

/** Asks before revoking a key: whatever uses it stops working at once, and it cannot be undone. */
function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation('account');
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      title={t('apiKeys.revoke.title', { name: apiKey.name })}
      text={t('apiKeys.revoke.text')}
      error={revoke.isError && t('apiKeys.revoke.failed')}
      cancelLabel={t('apiKeys.revoke.cancel')}
      confirmLabel={t('apiKeys.revoke.confirm')}
      pendingLabel={t('apiKeys.revoke.working')}
      pending={revoke.isPending}
      danger
      onClose={onClose}
      onConfirm={(close) => revoke.mutate(apiKey.id, { onSuccess: close })}
    />
  );
}
