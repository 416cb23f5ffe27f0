import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountNav } from '../../../features/account/account-nav';
import { useOwnSubscriptions } from '../../../features/account/api/get-own-subscriptions';
import { BrowserPhone } from '../../../features/phone/browser-phone';
import { CallHistory } from '../../../features/phone/call-history';
import { RoutingCard } from '../../../features/phone/routing-card';
import { CallingMeters } from '../../../features/phone/calling-meter';
import { SipAccountCard } from '../../../features/phone/sip-account-card';
import '../../../features/phone/phone.css';

/**
 * /dashboard/bellen (docs/contracts.md §15): a phone in the browser for the account's VOIP numbers that have not ended
 * (from GET /api/subscriptions), the SIP account and routing of each, with the password shown once when it is set,
 * this month's calling meter of each, and the call history of all of them.
 * Without a number: the way to choose one.
 */
export function PhoneRoute() {
  const { t } = useTranslation('account');
  const subscriptions = useOwnSubscriptions();
  const numbers = [
    ...new Set(
      (subscriptions.data ?? []).flatMap((subscription) =>
        subscription.kind === 'voip' && subscription.number && subscription.status !== 'cancelled'
          ? [subscription.number]
          : [],
      ),
    ),
  ];

  return (
    <>
      <title>{`${t('phone.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('phone.description')} />
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('phone.title')}</h1>
          <p className="page-hero__lead">{t('phone.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page phone-page">
        {subscriptions.isPending ? (
          <p role="status">{t('dashboard.loading')}</p>
        ) : subscriptions.isError ? (
          <p className="form-error" role="alert">
            {t('phone.numbersFailed')}
          </p>
        ) : numbers.length === 0 ? (
          <section className="account-card" data-testid="no-numbers">
            <p>
              {t('phone.noNumbers')} <Link to={paths.voipConfigure}>{t('phone.chooseNumber')}</Link>
            </p>
          </section>
        ) : (
          <>
            <BrowserPhone numbers={numbers} />
            {numbers.map((number) => (
              <Fragment key={number}>
                <SipAccountCard number={number} />
                <RoutingCard number={number} />
              </Fragment>
            ))}
            <CallingMeters numbers={numbers} />
            <CallHistory />
          </>
        )}
      </div>
    </>
  );
}
