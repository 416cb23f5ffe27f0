import { useTranslation } from 'react-i18next';
import { AccountNav } from '../../../features/account/account-nav';
import { WebhookEndpoints } from '../../../features/webhooks/webhook-endpoints';

/**
 * /dashboard/webhooks (docs/contracts.md §18, docs/decisions/070-webhooks.md): the account's webhook endpoints, their
 * signing secrets, test events and delivery logs.
 */
export function WebhooksRoute() {
  const { t } = useTranslation('account');
  return (
    <>
      <title>{`${t('webhooks.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('webhooks.description')} />
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('webhooks.title')}</h1>
          <p className="page-hero__lead">{t('webhooks.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page">
        <WebhookEndpoints />
      </div>
    </>
  );
}
