// The voicemail inbox and the business's calendar (docs/contracts.md §16): one module for both, so that the app's start
// names one more page chunk, not two (the JavaScript budget of /, docs/decisions/058).
import { useTranslation } from 'react-i18next';
import { AccountNav } from '../../../features/account/account-nav';
import { useOwnSubscriptions } from '../../../features/account/api/get-own-subscriptions';
import { getVoicemailsQueryOptions } from '../../../features/voicemail-inbox/api/get-voicemails';
import { useQuery } from '../../../lib/queries';
import { VoicemailInbox } from '../../../features/voicemail-inbox/voicemail-inbox';
import { GreetingCard } from '../../../features/voicemail-greeting/greeting-card';
import { BusinessCalendar } from '../../../features/calendar/business-calendar';

/**
 * /dashboard/voicemail (docs/contracts.md §16, docs/decisions/058): the voicemail inbox of the account's numbers, with
 * the count of new messages in the heading. The account's VOIP numbers that have not ended (GET /api/subscriptions)
 * are where a test message can be sent; without one, the way to choose a number.
 */
export function VoicemailInboxRoute() {
  const { t } = useTranslation('account');
  const subscriptions = useOwnSubscriptions();
  // The inbox's own query (it polls while something is on its way); this reads the count from it without a timer.
  const inbox = useQuery(getVoicemailsQueryOptions());
  const unread = inbox.data?.unread ?? 0;
  const numbers = subscriptions.isError
    ? []
    : subscriptions.data && [
        ...new Set(
          subscriptions.data.flatMap((subscription) =>
            subscription.kind === 'voip' && subscription.number && subscription.status !== 'cancelled'
              ? [subscription.number]
              : [],
          ),
        ),
      ];

  return (
    <>
      <title>{`${unread > 0 ? `(${unread}) ` : ''}${t('inbox.voicemail.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('inbox.voicemail.description')} />
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>
            {t('inbox.voicemail.title')}
            {unread > 0 && (
              <>
                {' '}
                <span className="badge badge--new" data-testid="unread-count">
                  {t('inbox.voicemail.unread', { count: unread })}
                </span>
              </>
            )}
          </h1>
          <p className="page-hero__lead">{t('inbox.voicemail.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page">
        <VoicemailInbox numbers={numbers} />
        {numbers?.map((number) => (
          <GreetingCard key={number} number={number} />
        ))}
      </div>
    </>
  );
}

/**
 * /dashboard/agenda (docs/contracts.md §16, docs/decisions/058): the business's calendar, the accepted appointment
 * requests of the voicemail and the assistant's bookings, and the secret link of its ICS feed.
 */
export function CalendarRoute() {
  const { t } = useTranslation('account');
  return (
    <>
      <title>{`${t('inbox.calendar.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('inbox.calendar.description')} />
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('inbox.calendar.title')}</h1>
          <p className="page-hero__lead">{t('inbox.calendar.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page">
        <BusinessCalendar />
      </div>
    </>
  );
}
