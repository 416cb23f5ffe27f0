// The mail for a new voicemail message (docs/contracts.md §16), in the owner's language: who called which number and
// when, the summary, the urgency, an appointment request, and the way to the inbox.
import { BRAND_NAME, formatPhoneNumber, translateMessage, type Language, type MessageKey } from '@telecom/domain';
import { LOCALES } from '../../lib/mail-format.js';
import type { ComposedMail } from '../jobs/mail-outbox.js';
import { BUSINESS_TIME_ZONE, formatDay } from './voicemail-times.js';

export interface VoicemailNotice {
  email: string;
  name: string;
  language: Language;
  number: string;
  caller: string | null;
  receivedAt: string;
  seconds: number;
  transcript: string;
  summary: string | null;
  urgency: 'urgent' | 'normal' | 'spam';
  appointment: { date: string; time: string | null } | null;
}

export function voicemailMail(notice: VoicemailNotice, publicUrl: string): ComposedMail {
  const { language } = notice;
  const t = (key: MessageKey, params: Record<string, string | number> = {}) =>
    translateMessage(key, language, { brand: BRAND_NAME, name: notice.name, ...params });
  const caller = notice.caller ? formatPhoneNumber(notice.caller) : t('mail.voicemail.withheld');
  const receivedAt = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(notice.receivedAt));
  const lines = [
    t('mail.order.greeting'),
    '',
    t('mail.voicemail.body', {
      caller: notice.caller ? caller : caller.charAt(0).toUpperCase() + caller.slice(1),
      seconds: notice.seconds,
      number: formatPhoneNumber(notice.number),
      receivedAt,
    }),
    '',
    notice.transcript && notice.summary
      ? t('mail.voicemail.summary', { summary: notice.summary })
      : t('mail.voicemail.noWords'),
    t('mail.voicemail.urgency', { urgency: t(`mail.voicemail.urgency.${notice.urgency}`) }),
  ];
  if (notice.appointment)
    lines.push(
      t(notice.appointment.time ? 'mail.voicemail.appointmentDayTime' : 'mail.voicemail.appointmentDay', {
        day: formatDay(notice.appointment.date, language),
        time: notice.appointment.time ?? '',
      }),
    );
  lines.push('', t('mail.voicemail.follow', { url: `${publicUrl}/dashboard/voicemail` }), '', t('mail.signature'), '');
  return {
    to: notice.email,
    language,
    subject: t('mail.voicemail.subject', { caller }),
    text: lines.join('\n'),
  };
}
