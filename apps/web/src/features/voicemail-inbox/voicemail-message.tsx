import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhoneNumber, type Voicemail } from '@telecom/domain';
import { AppointmentRequest } from '../../components/ui/appointment-request';
import { RecordingPlayer } from '../../components/ui/recording-player';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { calendarDate, date } from '../../lib/format';
import { useDecideAppointment } from './api/decide-appointment';
import { useVoicemailAudio } from './api/get-voicemail-audio';
import { errorText, useWrittenCaller } from './use-written-caller';

/** When a message came in, in the page language, on the clock of the Netherlands. */
const RECEIVED: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' };
/** The day of an appointment request written out: "dinsdag 8 december 2026". */
const APPOINTMENT_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/** A recording's length as minutes and seconds: 74 → '1:14'. */
export function messageLength(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const URGENCY_BADGE = { urgent: 'badge badge--error', normal: 'badge', spam: 'badge badge--warning' } as const;

/**
 * One message of the inbox: caller, time, length, urgency, summary and appointment request always; the recording and
 * the transcript once opened (the button says whether it is open). A new one is marked "New" until opened.
 */
export function VoicemailMessage({
  voicemail,
  open,
  onToggle,
  onDelete,
  onAnnounce,
}: {
  voicemail: Voicemail;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onAnnounce: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const caller = useWrittenCaller()(voicemail.caller);
  const decide = useDecideAppointment();
  const { appointment } = voicemail;

  const onDecide = (decision: 'accept' | 'reject') =>
    decide.mutate(
      { id: voicemail.id, decision },
      {
        onSuccess: () =>
          onAnnounce(
            decision === 'accept'
              ? t('inbox.voicemail.appointment.acceptedSaid', { caller })
              : t('inbox.voicemail.appointment.rejectedSaid', { caller }),
          ),
      },
    );

  return (
    <li className="inbox-item" data-status={voicemail.status} data-testid="voicemail">
      <article aria-labelledby={`${id}-caller`}>
        <header className="inbox-item__head">
          <h3 id={`${id}-caller`} className="inbox-item__caller">
            {caller}
          </h3>
          {voicemail.status === 'new' && <span className="badge badge--new">{t('inbox.voicemail.new')}</span>}
          {voicemail.urgency && (
            <span className={URGENCY_BADGE[voicemail.urgency]} data-testid="urgency">
              {t(`inbox.voicemail.urgency.${voicemail.urgency}`)}
            </span>
          )}
          <p className="inbox-item__meta">
            <time dateTime={voicemail.receivedAt}>{date(voicemail.receivedAt, language, RECEIVED)}</time>
            {' · '}
            {t('inbox.voicemail.length', { length: messageLength(voicemail.seconds) })}
            {' · '}
            {t('inbox.voicemail.to', { number: formatPhoneNumber(voicemail.number) })}
          </p>
        </header>
        <p className="inbox-item__summary" data-testid="summary">
          {voicemail.summary ??
            (voicemail.transcript === null ? t('inbox.voicemail.transcribing') : t('inbox.voicemail.noSummary'))}
        </p>
        {appointment && (
          <AppointmentRequest
            request={
              appointment.time
                ? t('inbox.voicemail.appointment.request', {
                    date: calendarDate(appointment.date, language, APPOINTMENT_DAY),
                    time: appointment.time,
                  })
                : t('inbox.voicemail.appointment.requestDay', {
                    date: calendarDate(appointment.date, language, APPOINTMENT_DAY),
                  })
            }
            status={appointment.status}
            labels={{
              accept: t('inbox.voicemail.appointment.accept'),
              reject: t('inbox.voicemail.appointment.reject'),
              approved: t('inbox.voicemail.appointment.approved'),
              rejected: t('inbox.voicemail.appointment.rejected'),
            }}
            pending={decide.isPending}
            onDecide={onDecide}
            note={
              appointment.status === 'approved' ? (
                <>
                  {t('inbox.voicemail.appointment.approvedNote')}{' '}
                  <Link to={paths.dashboardCalendar}>{t('inbox.voicemail.appointment.toCalendar')}</Link>
                </>
              ) : (
                t('inbox.voicemail.appointment.rejectedNote')
              )
            }
          />
        )}
        {decide.isError &&
          (decide.error instanceof ApiError && decide.error.status === 409 ? (
            <p className="inbox-item__note" role="status">
              {t('inbox.voicemail.appointment.alreadyDecided')}
            </p>
          ) : (
            <p className="form-error" role="alert">
              {errorText(decide.error, t('inbox.voicemail.appointment.failed'))}
            </p>
          ))}
        <div className="inbox-item__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={onToggle}
          >
            {open ? t('inbox.voicemail.close') : t('inbox.voicemail.open')}
          </button>
          {voicemail.callbackNumber && (
            <a className="button button--ghost button--small" href={`tel:${voicemail.callbackNumber}`}>
              {t('inbox.voicemail.callBack', { number: formatPhoneNumber(voicemail.callbackNumber) })}
            </a>
          )}
          <button
            type="button"
            className="button button--ghost button--small inbox-item__delete"
            aria-label={t('inbox.voicemail.delete.label', { caller })}
            onClick={onDelete}
          >
            {t('inbox.voicemail.delete.button')}
          </button>
        </div>
        <div id={`${id}-details`} className="inbox-item__details" hidden={!open}>
          {open && <MessageDetails voicemail={voicemail} caller={caller} />}
        </div>
      </article>
    </li>
  );
}

/** The recording (fetched with the token) and the transcript of an opened message. */
function MessageDetails({ voicemail, caller }: { voicemail: Voicemail; caller: string }) {
  const { t } = useTranslation('account');
  const audio = useVoicemailAudio(voicemail.id, true);
  return (
    <>
      <h4>{t('inbox.voicemail.recording')}</h4>
      {audio.data ? (
        <RecordingPlayer recording={audio.data} label={t('inbox.voicemail.play', { caller })} />
      ) : audio.isError ? (
        <p className="form-error" role="alert">
          {t('inbox.voicemail.audioFailed')}
        </p>
      ) : (
        <p role="status">{t('inbox.voicemail.audioLoading')}</p>
      )}
      <h4>{t('inbox.voicemail.transcript')}</h4>
      <p className="inbox-item__transcript" data-testid="transcript">
        {voicemail.transcript ?? t('inbox.voicemail.transcribing')}
      </p>
    </>
  );
}
