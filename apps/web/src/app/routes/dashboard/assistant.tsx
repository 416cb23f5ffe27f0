import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountNav } from '../../../features/account/account-nav';
import { useOwnSubscriptions } from '../../../features/account/api/get-own-subscriptions';
import { useAssistantKnowledge } from '../../../features/assistant/api/get-assistant-knowledge';
import { CallLog } from '../../../features/assistant/call-log';
import { KnowledgeEditor } from '../../../features/assistant/knowledge-editor';
import { TestChat } from '../../../features/assistant/test-chat';
import '../../../features/phone/phone.css';
import '../../../features/assistant/assistant.css';

/**
 * /dashboard/assistent (docs/contracts.md §16): an AI assistant's knowledge, "Test your assistant" by text and the
 * call log. The assistant is the one `?id=` names, else the account's first that has not ended. Without one: the way
 * to order it.
 */
export function AssistantRoute() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const subscriptions = useOwnSubscriptions();
  const assistants = (subscriptions.data ?? []).filter(
    (subscription) => subscription.kind === 'ai-assistant' && subscription.status !== 'cancelled',
  );
  const assistant = assistants.find((candidate) => String(candidate.id) === search.get('id')) ?? assistants[0];

  return (
    <>
      <title>{`${t('assistant.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('assistant.description')} />
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>
            {assistant
              ? t('assistant.titleOf', { name: assistant.business?.name ?? assistant.name })
              : t('assistant.title')}
          </h1>
          <p className="page-hero__lead">{t('assistant.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page assistant-page">
        {subscriptions.isPending ? (
          <p role="status">{t('dashboard.loading')}</p>
        ) : subscriptions.isError ? (
          <p className="form-error" role="alert">
            {t('assistant.loadFailed')}
          </p>
        ) : !assistant ? (
          <section className="account-card" data-testid="no-assistant">
            <p>
              {t('assistant.none')} <Link to={paths.aiAssistant}>{t('assistant.order')}</Link>
            </p>
          </section>
        ) : (
          <>
            {assistants.length > 1 && (
              <nav className="assistant-page__choice" aria-label={t('assistant.choose')}>
                <ul>
                  {assistants.map((candidate) => (
                    <li key={candidate.id}>
                      <Link
                        to={`${paths.dashboardAssistant}?id=${candidate.id}`}
                        aria-current={candidate.id === assistant.id ? 'page' : undefined}
                      >
                        {candidate.business?.name ?? candidate.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <AssistantPanels key={assistant.id} subscriptionId={assistant.id} />
          </>
        )}
      </div>
    </>
  );
}

function AssistantPanels({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation('account');
  const knowledge = useAssistantKnowledge(subscriptionId);
  if (knowledge.isPending) return <p role="status">{t('dashboard.loading')}</p>;
  if (knowledge.isError)
    return (
      <p className="form-error" role="alert">
        {t('assistant.loadFailed')}
      </p>
    );
  return (
    <div className="assistant-page__panels">
      <KnowledgeEditor subscriptionId={subscriptionId} knowledge={knowledge.data.knowledge} />
      <TestChat subscriptionId={subscriptionId} greeting={knowledge.data.knowledge.greeting} />
      <CallLog subscriptionId={subscriptionId} />
    </div>
  );
}
