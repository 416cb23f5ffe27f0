import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  findVoicemailPlan,
  monthlyCostWithVatCents,
  serviceCounts,
  trialMonthlyCostWithVatCents,
} from '@telecom/domain';
import { paths } from '../../../config/paths';
import { AccountNav } from '../../../features/account/account-nav';
import { useOwnEsims } from '../../../features/account/api/get-own-esims';
import { useOwnSubscriptions } from '../../../features/account/api/get-own-subscriptions';
import { EsimList } from '../../../features/account/esim-list';
import { OrderList } from '../../../features/account/order-list';
import { PortingList } from '../../../features/account/porting-list';
import { SubscriptionList } from '../../../features/account/subscription-list';
import { readPendingUser } from '../../../features/auth/pending-user';
import { useSession } from '../../../lib/session';
import { date, euro, localToday } from '../../../lib/format';

/**
 * /dashboard (spec point 2, docs/contracts.md §8 and §9): the customer's own services from their records — member since,
 * the counts of running services, the monthly cost incl. VAT summed from the subscriptions (and the part of it that
 * starts after a free trial), the eSIMs (status, install link, usage), the subscriptions of every kind (next invoice,
 * change, settings, cancel, resume), the orders and the way to the invoices. A plan chosen at sign-up and not yet
 * ordered is offered to order.
 */
export function DashboardRoute() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSession();
  const esims = useOwnEsims();
  const subscriptions = useOwnSubscriptions();
  const language = i18n.resolvedLanguage;
  if (!user) return null;

  const pendingUser = readPendingUser();
  const hasVoicemail = subscriptions.data?.some((each) => each.kind === 'ai-voicemail' && each.status !== 'cancelled');
  const chosenPlan =
    pendingUser?.email.toLowerCase() === user.email.toLowerCase() && subscriptions.isSuccess && !hasVoicemail
      ? findVoicemailPlan(pendingUser.plan ?? '')
      : undefined;
  const loaded = esims.isSuccess && subscriptions.isSuccess;
  const counts = loaded ? serviceCounts(esims.data, subscriptions.data) : null;
  const monthly = loaded ? monthlyCostWithVatCents(subscriptions.data) : null;
  const afterTrial = loaded ? trialMonthlyCostWithVatCents(subscriptions.data, localToday()) : 0;
  // While the records load the figures say so; when they could not be loaded, a dash (the alert below says why).
  const pending = esims.isError || subscriptions.isError ? '–' : t('dashboard.loading');

  return (
    <>
      <title>{`${t('dashboard.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('dashboard.description')} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('dashboard.welcome', { name: user.firstName || user.name })}</h1>
          <p className="page-hero__lead">{t('dashboard.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page">
        {chosenPlan && (
          <p className="plan-choice" data-testid="chosen-plan">
            {t('dashboard.chosenPlan', { plan: `AI Voicemail ${chosenPlan.name}` })}{' '}
            <Link to={`${paths.aiVoicemailOrder}?plan=${chosenPlan.id}`}>{t('dashboard.orderPlan')}</Link>
          </p>
        )}
        <dl className="account-facts" aria-busy={!loaded || undefined}>
          <div>
            <dt>{t('dashboard.memberSince')}</dt>
            <dd data-testid="member-since">{date(user.createdAt, language) || t('dashboard.unknown')}</dd>
          </div>
          <div>
            <dt>{t('dashboard.counts.esim')}</dt>
            <dd data-testid="count-esim">{counts?.esim ?? pending}</dd>
          </div>
          <div>
            <dt>{t('dashboard.counts.voip')}</dt>
            <dd data-testid="count-voip">{counts?.voip ?? pending}</dd>
          </div>
          <div>
            <dt>{t('dashboard.counts.ai')}</dt>
            <dd data-testid="count-ai">{counts?.ai ?? pending}</dd>
          </div>
          <div>
            <dt>{t('dashboard.monthlyCost')}</dt>
            <dd data-testid="monthly-cost">{monthly === null ? pending : euro(monthly, language)}</dd>
            {afterTrial > 0 && (
              <dd className="account-facts__note" data-testid="trial-cost">
                {t('dashboard.trialCost', { price: euro(afterTrial, language) })}
              </dd>
            )}
          </div>
        </dl>
        {(esims.isError || subscriptions.isError) && (
          <p className="form-error" role="alert">
            {t('dashboard.servicesFailed')}
          </p>
        )}

        <div className="account-grid">
          <EsimList />
          <SubscriptionList />
        </div>
        <PortingList />
        <OrderList />

        <section aria-labelledby="links-title" className="account-links-grid">
          <h2 id="links-title" className="visually-hidden">
            {t('dashboard.links')}
          </h2>
          <Link to={paths.esimOrder} className="account-link">
            <strong>{t('dashboard.linkOrder')}</strong>
            <span>{t('dashboard.linkOrderText')}</span>
          </Link>
          <Link to={paths.aiVoiceAssistant} className="account-link">
            <strong>{t('dashboard.linkAssistant')}</strong>
            <span>{t('dashboard.linkAssistantText')}</span>
          </Link>
          <Link to={paths.billing} className="account-link">
            <strong>{t('dashboard.linkBilling')}</strong>
            <span>{t('dashboard.linkBillingText')}</span>
          </Link>
          <Link to={paths.support} className="account-link">
            <strong>{t('dashboard.linkSupport')}</strong>
            <span>{t('dashboard.linkSupportText')}</span>
          </Link>
        </section>
      </div>
    </>
  );
}
