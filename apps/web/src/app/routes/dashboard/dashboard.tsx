import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DASHBOARD_SERVICES_SHOWN,
  findVoicemailPlan,
  servicesFromOrders,
  summarizeServices,
  type OrderRecord,
} from '@telecom/domain';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { AccountNav } from '../../../features/account/account-nav';
import { DEMO_ACTIVITY, DEMO_COUNTS, DEMO_SERVICES, type DashboardService } from '../../../features/account/demo';
import { UsageDialog } from '../../../features/account/usage-dialog';
import { useOwnOrders } from '../../../features/account/api/get-own-orders';
import { readPendingUser } from '../../../features/auth/pending-user';
import { useSession, type SessionUser } from '../../../lib/session';
import { date, euro } from '../../../lib/format';
import { useRelativeTime } from '../../../lib/use-relative-time';

interface ActivityItem {
  id: string;
  description: string;
  at: string;
}

/**
 * /dashboard (spec point 2): member since, account type, the services (3, then all), activity, the usage modal
 * and the links. A customer with orders sees their own services and activity; one without sees the spec's demo.
 */
export function DashboardRoute() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSession();
  const orders = useOwnOrders();
  const [showAll, setShowAll] = useState(false);
  const [usageOpen, setUsageOpen] = useState(false);
  const ago = useRelativeTime();
  const language = i18n.resolvedLanguage;
  if (!user) return null;

  const { services, counts, activity, demo } = dashboardData(user, orders.data ?? [], t, language);
  const shown = showAll ? services : services.slice(0, DASHBOARD_SERVICES_SHOWN);
  const pendingUser = readPendingUser();
  const chosenPlan =
    pendingUser?.email.toLowerCase() === user.email.toLowerCase()
      ? findVoicemailPlan(pendingUser.plan ?? '')
      : undefined;
  const memberSince = date(user.createdAt, language);

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
        {orders.isPending ? (
          <PageLoading />
        ) : (
          <>
            {orders.isError && (
              <p className="form-error" role="alert">
                {t('dashboard.ordersFailed')}
              </p>
            )}
            {chosenPlan && (
              <p className="plan-choice" data-testid="chosen-plan">
                {t('dashboard.chosenPlan', { plan: `AI Voicemail ${chosenPlan.name}` })}{' '}
                <Link to={`${paths.aiVoicemail}#pricing`}>{t('dashboard.viewPlans')}</Link>
              </p>
            )}
            <dl className="account-facts">
              <div>
                <dt>{t('dashboard.memberSince')}</dt>
                <dd data-testid="member-since">{memberSince || t('dashboard.unknown')}</dd>
              </div>
              <div>
                <dt>{t('dashboard.accountType')}</dt>
                <dd>Business Pro</dd>
              </div>
              <div>
                <dt>{t('dashboard.counts.esim')}</dt>
                <dd data-testid="count-esim">{counts.esim}</dd>
              </div>
              <div>
                <dt>{t('dashboard.counts.voip')}</dt>
                <dd>{counts.voip}</dd>
              </div>
              <div>
                <dt>{t('dashboard.counts.ai')}</dt>
                <dd>{counts.ai}</dd>
              </div>
              <div>
                <dt>{t('dashboard.monthlyCost')}</dt>
                <dd data-testid="monthly-cost">{euro(counts.monthlyCents, language)}</dd>
              </div>
            </dl>
            {demo && <p className="demo-note">{t('dashboard.demoNote')}</p>}

            <div className="account-grid">
              <section aria-labelledby="services-title" className="account-card">
                <div className="account-card__header">
                  <h2 id="services-title">{t('dashboard.services')}</h2>
                  <button type="button" className="button button--ghost" onClick={() => setUsageOpen(true)}>
                    {t('dashboard.viewUsage')}
                  </button>
                </div>
                {services.length === 0 ? (
                  <p>{t('dashboard.noServices')}</p>
                ) : (
                  <ul className="service-list" data-testid="services">
                    {shown.map((service) => (
                      <li key={service.id} className="service-list__item">
                        <span className={`service-icon service-icon--${service.type}`} aria-hidden="true">
                          {service.type === 'esim' ? 'SIM' : service.type === 'voip' ? 'VOIP' : 'AI'}
                        </span>
                        <div>
                          <h3>{service.name}</h3>
                          <p>{service.description}</p>
                        </div>
                        <span className={`badge badge--${service.status}`}>
                          {t(`dashboard.status.${service.status}`)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {services.length > DASHBOARD_SERVICES_SHOWN && (
                  <button
                    type="button"
                    className="link-button"
                    aria-expanded={showAll}
                    onClick={() => setShowAll((value) => !value)}
                  >
                    {showAll ? t('dashboard.showLess') : t('dashboard.showAll', { count: services.length })}
                  </button>
                )}
              </section>

              <section aria-labelledby="activity-title" className="account-card">
                <h2 id="activity-title">{t('dashboard.activity')}</h2>
                <ul className="activity-list">
                  {activity.map((item) => (
                    <li key={item.id}>
                      <span>{item.description}</span>
                      <time dateTime={item.at}>{ago(item.at)}</time>
                    </li>
                  ))}
                </ul>
              </section>
            </div>

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
          </>
        )}
      </div>
      {usageOpen && <UsageDialog onClose={() => setUsageOpen(false)} />}
    </>
  );
}

type Translate = ReturnType<typeof useTranslation<'account'>>['t'];

/** The customer's own services, counts and activity from their orders; the spec's demo when there are none. */
function dashboardData(user: SessionUser, orders: readonly OrderRecord[], t: Translate, language: string | undefined) {
  if (orders.length === 0) {
    const now = Date.now();
    return {
      demo: true,
      counts: DEMO_COUNTS,
      services: DEMO_SERVICES.map((service) => ({
        ...service,
        description: t(`dashboard.demo.services.${service.description}`),
      })),
      activity: DEMO_ACTIVITY.map((item) => ({
        id: item.id,
        description: t(`dashboard.demo.activity.${item.description}`),
        at: new Date(now - item.hoursAgo * 3_600_000).toISOString(),
      })),
    };
  }
  const ordered = servicesFromOrders(orders, new Date());
  const summary = summarizeServices(ordered);
  const services: DashboardService[] = ordered.map((service) => ({
    id: service.orderId,
    type: 'esim',
    name: service.product.kind === 'travel' ? `eSIM ${service.name} (${service.product.data})` : service.name,
    description:
      service.status === 'active'
        ? t('dashboard.serviceUntil', { date: date(service.endsAt, language) })
        : t('dashboard.serviceEnded', { date: date(service.endsAt, language) }),
    status: service.status,
  }));
  const activity: ActivityItem[] = [
    ...orders.map((order) => ({
      id: order.id,
      description: t('dashboard.orderPlaced', { id: order.id, product: order.product.name }),
      at: order.createdAt,
    })),
    { id: 'account', description: t('dashboard.accountCreated'), at: user.createdAt },
  ].slice(0, 6);
  // Incl. VAT, as billing and the invoices show each subscription (decisions.md §8).
  return {
    demo: false,
    counts: { esim: summary.esim, voip: 0, ai: 0, monthlyCents: summary.monthlyWithVatCents },
    services,
    activity,
  };
}
