import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhoneNumber, type CalendarEvent } from '@telecom/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyButton } from '../../components/ui/copy-button';
import { paths } from '../../config/paths';
import { date } from '../../lib/format';
import { useCalendar } from './api/get-calendar';
import { useRenewCalendarFeed } from './api/renew-calendar-feed';
import './business-calendar.css';

const ZONE = 'Europe/Amsterdam';
const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ZONE,
};
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: ZONE };

/** The day of an instant in the Netherlands, as YYYY-MM-DD (the key a day's appointments are grouped by). */
export function amsterdamDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZONE }).format(
    new Date(iso),
  );
}

export interface CalendarDay {
  day: string;
  events: CalendarEvent[];
}

/** Events grouped by their day in the Netherlands, in the order given. */
export function groupByDay(events: readonly CalendarEvent[]): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const event of events) {
    const day = amsterdamDay(event.start);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}

/**
 * The business's calendar (GET /api/calendar, docs/contracts.md §16): the coming appointments by day, soonest first,
 * then the past ones folded away (most recent first); each with its time, title, source (voicemail or the assistant)
 * and the contact as a tel: link. `now` splits them: an appointment that has not ended is coming.
 */
export function BusinessCalendar() {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const calendar = useCalendar();
  const [now] = useState(() => Date.now());
  const language = i18n.resolvedLanguage;

  const events = calendar.data?.events ?? [];
  const coming = events.filter((event) => Date.parse(event.end) >= now);
  const past = events.filter((event) => Date.parse(event.end) < now).reverse();

  const dayList = (days: CalendarDay[]) => (
    <ol className="calendar-days">
      {days.map(({ day, events: dayEvents }) => (
        <li key={day} className="calendar-day">
          <h3 className="calendar-day__title">{date(dayEvents[0]!.start, language, DAY)}</h3>
          <ul className="calendar-events">
            {dayEvents.map((event) => (
              <li key={event.id} className="calendar-event" data-testid="calendar-event">
                <p className="calendar-event__time">
                  <time dateTime={event.start}>{date(event.start, language, TIME)}</time>
                  {'–'}
                  <time dateTime={event.end}>{date(event.end, language, TIME)}</time>
                </p>
                <div className="calendar-event__body">
                  <p className="calendar-event__title">
                    <strong>{event.title}</strong>{' '}
                    <span className={`badge badge--source-${event.source}`}>
                      {t(`inbox.calendar.source.${event.source}`)}
                    </span>
                  </p>
                  {event.contact && (
                    <p className="calendar-event__contact">
                      {t('inbox.calendar.contact')}{' '}
                      <a href={`tel:${event.contact}`}>{formatPhoneNumber(event.contact)}</a>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <section className="account-card" aria-labelledby={`${id}-title`} data-testid="calendar">
        <h2 id={`${id}-title`}>{t('inbox.calendar.comingTitle')}</h2>
        {calendar.isPending ? (
          <p role="status">{t('inbox.calendar.loading')}</p>
        ) : calendar.isError ? (
          <div role="alert">
            <p className="form-error">{t('inbox.calendar.failed')}</p>
            <button type="button" className="button button--ghost" onClick={() => void calendar.refetch()}>
              {t('inbox.calendar.retry')}
            </button>
          </div>
        ) : (
          <>
            {coming.length === 0 ? (
              <p data-testid="calendar-empty">
                {t('inbox.calendar.empty')} <Link to={paths.dashboardVoicemail}>{t('inbox.calendar.toInbox')}</Link>
              </p>
            ) : (
              dayList(groupByDay(coming))
            )}
            {past.length > 0 && (
              <details className="calendar-past">
                <summary>{t('inbox.calendar.past', { count: past.length })}</summary>
                {dayList(groupByDay(past))}
              </details>
            )}
          </>
        )}
      </section>
      {calendar.data && <FeedCard feedUrl={calendar.data.feedUrl} />}
    </>
  );
}

/** The secret link of the ICS feed, to copy into a calendar app, and a new link when the old one was shared. */
function FeedCard({ feedUrl }: { feedUrl: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const url = typeof window === 'undefined' ? feedUrl : new URL(feedUrl, window.location.origin).href;
  return (
    <section className="account-card calendar-feed" aria-labelledby={`${id}-title`} data-testid="calendar-feed">
      <h2 id={`${id}-title`}>{t('inbox.calendar.feed.title')}</h2>
      <p>{t('inbox.calendar.feed.lead')}</p>
      <div className="field calendar-feed__link">
        <label htmlFor={`${id}-url`}>{t('inbox.calendar.feed.label')}</label>
        <div className="calendar-feed__row">
          <input id={`${id}-url`} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton label={t('inbox.calendar.feed.label')} value={url} />
        </div>
        <p className="field__hint">{t('inbox.calendar.feed.secret')}</p>
      </div>
      <p>
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('inbox.calendar.feed.renew')}
        </button>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {confirming && (
        <ConfirmDialog
          title={t('inbox.calendar.feed.confirmTitle')}
          text={t('inbox.calendar.feed.confirmText')}
          error={renew.isError ? t('inbox.calendar.feed.failed') : undefined}
          cancelLabel={t('inbox.calendar.feed.cancel')}
          confirmLabel={t('inbox.calendar.feed.confirm')}
          pendingLabel={t('inbox.calendar.feed.pending')}
          pending={renew.isPending}
          onConfirm={(close) =>
            renew.mutate(undefined, {
              onSuccess: () => {
                setAnnouncement(t('inbox.calendar.feed.renewed'));
                close();
              },
            })
          }
          onClose={() => {
            setConfirming(false);
            renew.reset();
          }}
        />
      )}
    </section>
  );
}
