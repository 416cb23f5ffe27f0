import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials, VOICEMAIL_DEMO } from '@telecom/domain';
import { AppointmentRequest, type AppointmentRequestStatus } from '../../components/ui/appointment-request';

/** The scripted messages (spec point 3 "Voicemail demo item"); texts in voicemail.json, demo.messages.<id>. */
export const DEMO_MESSAGES = [
  { id: 'dentist', name: 'Sanne de Boer', avatarColor: '#0b3d91', appointment: { date: '2026-12-02', time: '10:30' } },
  { id: 'parcel', name: 'Mohamed El Idrissi', avatarColor: '#007a5c', appointment: null },
  { id: 'plumber', name: 'Pieter Jansen', avatarColor: '#9333ea', appointment: { date: '2026-12-03', time: '14:00' } },
  { id: 'mother', name: 'Els van Dijk', avatarColor: '#b45309', appointment: null },
  { id: 'client', name: 'Tom Bakker', avatarColor: '#be123c', appointment: null },
  {
    id: 'garage',
    name: 'Autobedrijf Visser',
    avatarColor: '#0e7490',
    appointment: { date: '2026-12-04', time: '08:15' },
  },
] as const;

/**
 * The phone mock-up's voicemail list (spec point 4): the first message after 4 s, then one every 5 s, newest on
 * top, at most 4 shown (the oldest drops off); 8 s after the last message the cycle starts again. Appointment
 * requests go from pending to approved ('Bevestigd') or rejected ('Afgewezen', with a polite text message).
 */
export function VoicemailDemo() {
  const { t, i18n } = useTranslation('voicemail');
  const [arrived, setArrived] = useState(0);
  const [statuses, setStatuses] = useState<Record<string, AppointmentRequestStatus>>({});
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const last = arrived >= DEMO_MESSAGES.length;
    const delay = last
      ? VOICEMAIL_DEMO.restartMs
      : arrived === 0
        ? VOICEMAIL_DEMO.firstArrivalMs
        : VOICEMAIL_DEMO.intervalMs;
    const timer = window.setTimeout(() => {
      if (last) {
        setStatuses({});
        setArrived(1);
      } else {
        setArrived((count) => count + 1);
      }
    }, delay);
    return () => window.clearTimeout(timer);
  }, [arrived]);

  const shown = DEMO_MESSAGES.slice(0, arrived).reverse().slice(0, VOICEMAIL_DEMO.maxItems);
  const decide = (id: string, name: string, status: AppointmentRequestStatus) => {
    setStatuses((current) => ({ ...current, [id]: status }));
    setAnnouncement(status === 'rejected' ? t('demo.smsSent', { name }) : t('demo.confirmedFor', { name }));
  };
  const labels = {
    accept: t('demo.accept'),
    reject: t('demo.reject'),
    approved: t('demo.approved'),
    rejected: t('demo.rejected'),
  };
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', day: 'numeric', month: 'long' }).format(
      new Date(`${date}T12:00:00Z`),
    );

  return (
    <div className="phone" aria-label={t('demo.label')} role="region">
      <div className="phone__screen">
        <p className="phone__title">{t('demo.inbox')}</p>
        <ul className="voicemail-list" data-testid="voicemail-list">
          {shown.length === 0 && <li className="voicemail-list__empty">{t('demo.waiting')}</li>}
          {shown.map((message, index) => {
            const status = statuses[message.id] ?? 'pending';
            return (
              <li key={message.id} className="voicemail-item" data-testid={`voicemail-${message.id}`}>
                <span className="voicemail-item__avatar" style={{ background: message.avatarColor }} aria-hidden="true">
                  {initials(message.name)}
                </span>
                <div className="voicemail-item__body">
                  <p className="voicemail-item__head">
                    <strong>{message.name}</strong>
                    <span>{index === 0 ? t('demo.justNow') : t('demo.minutesAgo', { count: index * 5 })}</span>
                  </p>
                  {index === 0 && <span className="voicemail-item__new">{t('demo.new')}</span>}
                  <p className="voicemail-item__summary">{t(`demo.messages.${message.id}`)}</p>
                  {message.appointment && (
                    <AppointmentRequest
                      request={t('demo.appointment', {
                        date: formatDate(message.appointment.date),
                        time: message.appointment.time,
                      })}
                      status={status}
                      labels={labels}
                      onDecide={(decision) =>
                        decide(message.id, message.name, decision === 'accept' ? 'approved' : 'rejected')
                      }
                      note={status === 'rejected' && t('demo.smsSent', { name: message.name })}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
