import { useTranslation } from 'react-i18next';
import { AccountNav } from '../../../features/account/account-nav';
import { ApiKeyList } from '../../../features/api-keys/api-key-list';
import { CreateApiKeyForm } from '../../../features/api-keys/create-api-key-form';
import { useSession } from '../../../lib/session';
import '../../../features/api-keys/api-keys.css';

/**
 * /dashboard/api-sleutels (docs/decisions/069): the account's API keys. A form makes one (its secret shown once), the
 * list shows them with when each was last used and revokes them. The `admin` scope is offered to admins only.
 */
export function ApiKeysRoute() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <>
      <title>{`${t('apiKeys.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('apiKeys.description')} />
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('apiKeys.title')}</h1>
          <p className="page-hero__lead">{t('apiKeys.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page api-keys-page">
        <CreateApiKeyForm isAdmin={user?.role === 'admin'} />
        <ApiKeyList />
      </div>
    </>
  );
}
