import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInFreeTrial, monthStartAfter, monthlyWithVat, type SubscriptionRecord } from '@telecom/domain';
import { paths } from '../../config/paths';
import { calendarDate, euro, localToday } from '../../lib/format';
import { useOwnSubscriptions } from './api/get-own-subscriptions';
import { useResumeSubscription } from './api/resume-subscription';
import { BusinessFacts } from './business-facts';
import { BusinessSettingsDialog } from './business-settings-dialog';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangeSubscriptionDialog } from './change-subscription-dialog';
import { useConfigurationTexts } from './configuration-texts';
import { useServiceTexts } from './service-texts';

/**
 * The dashboard's subscriptions (docs/contracts.md §8 and §9), each with the facts of its kind: eSIM Pro's configuration,
 * a VOIP number as written with its type and bundle, an AI plan and what it includes, the AI assistant's free trial
 * and business settings; the price incl. VAT, the next invoice; change (eSIM Pro), settings (AI assistant), cancel
 * and resume; a VOIP number's way to its SIP details and calls.
 */
export function SubscriptionList() {
  const { t } = useTranslation('account');
  const subscriptions = useOwnSubscriptions();
  return (
    <section aria-labelledby="subscriptions-title" className="account-card">
      <h2 id="subscriptions-title">{t('dashboard.subscriptions.title')}</h2>
      {subscriptions.isPending ? (
        <p role="status">{t('dashboard.loading')}</p>
      ) : subscriptions.isError ? (
        <p className="form-error" role="alert">
          {t('dashboard.subscriptions.failed')}
        </p>
      ) : subscriptions.data.length === 0 ? (
        <p data-testid="no-subscriptions">{t('dashboard.subscriptions.empty')}</p>
      ) : (
        <ul className="service-cards" data-testid="subscriptions">
          {subscriptions.data.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionCard subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Dialog = 'change' | 'cancel' | 'business' | null;

function SubscriptionCard({ subscription }: { subscription: SubscriptionRecord }) {
  const { t, i18n } = useTranslation('account');
  const texts = useConfigurationTexts();
  const services = useServiceTexts();
  const id = useId();
  const language = i18n.resolvedLanguage;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resume = useResumeSubscription();
  const day = (iso: string) => calendarDate(iso, language);
  const { configuration, status } = subscription;
  // A change made this month is invoiced from the first day of the next one.
  const changeFrom = monthStartAfter(subscription.currentPeriodStart, 1);
  const inTrial = status !== 'cancelled' && isInFreeTrial(subscription, localToday());
  const detail = configuration
    ? t('dashboard.subscriptions.configuration', {
        months: texts.months(configuration.durationMonths),
        calling: texts.calling(configuration.calling),
        data: texts.data(configuration),
      })
    : services.detail(subscription);

  return (
    <article className="service-card" aria-labelledby={`${id}-name`} data-testid="subscription">
      <div className="service-card__head">
        <h3 id={`${id}-name`}>{services.name(subscription)}</h3>
        <span className={`badge badge--${status}`}>{t(`dashboard.subscriptions.status.${status}`)}</span>
      </div>
      {detail && (
        <p className="service-card__detail" data-testid="subscription-detail">
          {detail}
        </p>
      )}
      {inTrial && subscription.trialEnd && (
        <p className="service-card__trial" data-testid="trial">
          {t('dashboard.subscriptions.trialUntil', { date: day(subscription.trialEnd) })}
        </p>
      )}
      <dl className="service-card__facts">
        <div>
          <dt>{t('dashboard.subscriptions.monthly')}</dt>
          <dd data-testid="subscription-monthly">{euro(subscription.monthlyWithVatCents, language)}</dd>
        </div>
        <div>
          <dt>{inTrial ? t('dashboard.subscriptions.firstInvoice') : t('dashboard.subscriptions.nextInvoice')}</dt>
          <dd data-testid="next-invoice">
            {subscription.nextInvoiceDate
              ? day(subscription.nextInvoiceDate)
              : t('dashboard.subscriptions.noNextInvoice')}
          </dd>
        </div>
        {subscription.kind === 'esim-pro' ? (
          <div>
            <dt>{t('dashboard.subscriptions.minimumTermEnd')}</dt>
            <dd>{day(subscription.minimumTermEnd)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('dashboard.subscriptions.term')}</dt>
            <dd>{t('dashboard.subscriptions.monthByMonth')}</dd>
          </div>
        )}
      </dl>
      {subscription.business && <BusinessFacts business={subscription.business} />}
      {subscription.kind === 'voip' && status !== 'cancelled' && (
        <p className="service-card__link">
          <Link to={paths.dashboardPhone}>{t('dashboard.subscriptions.phoneLink')}</Link>
        </p>
      )}
      {subscription.kind === 'ai-assistant' && status !== 'cancelled' && (
        <p className="service-card__link">
          <Link to={`${paths.dashboardAssistant}?id=${subscription.id}`}>{t('assistant.dashboardLink')}</Link>
        </p>
      )}
      {subscription.nextMonthlyCents !== null && (
        <p className="service-card__note" data-testid="pending-change">
          {t('dashboard.subscriptions.pendingChange', {
            date: day(changeFrom),
            price: euro(monthlyWithVat(subscription.nextMonthlyCents), language),
          })}
        </p>
      )}
      {subscription.endsOn && (
        <p className="service-card__note" data-testid="ends-on">
          {status === 'cancelled'
            ? t('dashboard.subscriptions.endedOn', { date: day(subscription.endsOn) })
            : t('dashboard.subscriptions.endsOn', { date: day(subscription.endsOn) })}
        </p>
      )}
      <p role="status" className="service-card__notice">
        {notice}
      </p>
      {resume.isError && (
        <p className="form-error" role="alert">
          {t('dashboard.subscriptions.actionFailed')}
        </p>
      )}
      {status !== 'cancelled' && (
        <p className="service-card__actions">
          {status === 'active' && subscription.kind === 'esim-pro' && (
            <button type="button" className="button button--ghost" onClick={() => setDialog('change')}>
              {t('dashboard.subscriptions.change')}
            </button>
          )}
          {subscription.kind === 'ai-assistant' && (
            <button type="button" className="button button--ghost" onClick={() => setDialog('business')}>
              {t('dashboard.business.edit')}
            </button>
          )}
          {status === 'active' && (
            <button type="button" className="button button--ghost" onClick={() => setDialog('cancel')}>
              {t('dashboard.subscriptions.cancel')}
            </button>
          )}
          {status === 'cancelling' && (
            <button
              type="button"
              className="button"
              disabled={resume.isPending}
              aria-busy={resume.isPending || undefined}
              onClick={() =>
                resume.mutate(subscription.id, {
                  onSuccess: () => setNotice(t('dashboard.subscriptions.resumed')),
                })
              }
            >
              {resume.isPending ? t('dashboard.subscriptions.resuming') : t('dashboard.subscriptions.resume')}
            </button>
          )}
        </p>
      )}
      {dialog === 'change' && (
        <ChangeSubscriptionDialog
          subscription={subscription}
          onClose={() => setDialog(null)}
          onChanged={(changed) =>
            setNotice(
              t('dashboard.subscriptions.changed', {
                date: day(changeFrom),
                price: euro(monthlyWithVat(changed.nextMonthlyCents ?? changed.monthlyCents), language),
              }),
            )
          }
        />
      )}
      {dialog === 'business' && (
        <BusinessSettingsDialog
          subscription={subscription}
          onClose={() => setDialog(null)}
          onSaved={() => setNotice(t('dashboard.business.saved'))}
        />
      )}
      {dialog === 'cancel' && (
        <CancelSubscriptionDialog
          subscription={subscription}
          onClose={() => setDialog(null)}
          onCancelled={(cancelled) =>
            setNotice(t('dashboard.subscriptions.cancelled', { date: day(cancelled.endsOn ?? '') }))
          }
        />
      )}
    </article>
  );
}
