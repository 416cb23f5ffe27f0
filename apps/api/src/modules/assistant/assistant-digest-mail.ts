// The AI assistant's daily digest mail (docs/contracts.md §16, docs/decisions/062), in the owner's language: each of the
// day's phone calls (time, caller, outcome with the booking's time or the number put through to, what the caller said
// first) and, per assistant, the calls of the month so far against the plan's monthly limit.
import {
  BRAND_NAME,
  formatPhoneNumber,
  translateMessage,
  type AssistantCallOutcome,
  type Language,
  type MessageKey,
} from '@telecom/domain';
import { formatMonth, LOCALES } from '../../lib/mail-format.js';
import type { ComposedMail } from '../jobs/mail-outbox.js';
import { BUSINESS_TIME_ZONE, formatDay } from '../voicemail/voicemail-times.js';

export interface DigestCall {
  startedAt: string;
  /** E.164; null when withheld. */
  caller: string | null;
  outcome: AssistantCallOutcome;
  summary: string;
  transferNumber: string | null;
  /** The booking's start (ISO, UTC), while the appointment is in the calendar. */
  bookingStart: string | null;
}

export interface DigestUsage {
  /** The plan's name (Starter, Professional, Enterprise). */
  plan: string;
  used: number;
  /** Null: unlimited. */
  limit: number | null;
}

export interface AssistantDigest {
  email: string;
  name: string;
  language: Language;
  /** The digest's day in Europe/Amsterdam, YYYY-MM-DD. */
  day: string;
  /** The month the usage counts (YYYY-MM-01). */
  monthStart: string;
  /** Oldest first. */
  calls: readonly DigestCall[];
  usage: readonly DigestUsage[];
}

/** The business's day (YYYY-MM-DD) and time (HH:MM) of a moment. */
function businessDayAndTime(moment: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(moment))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function assistantDigestMail(digest: AssistantDigest, publicUrl: string): ComposedMail {
  const { language } = digest;
  const t = (key: MessageKey, params: Record<string, string | number> = {}) =>
    translateMessage(key, language, { brand: BRAND_NAME, name: digest.name, ...params });
  const figures = new Intl.NumberFormat(LOCALES[language]);
  const day = formatDay(digest.day, language);
  const month = formatMonth(digest.monthStart, language);

  const outcomeOf = (call: DigestCall): string => {
    if (call.outcome === 'booked' && call.bookingStart) {
      const booking = businessDayAndTime(call.bookingStart);
      return t('mail.assistantDigest.outcome.bookedAt', { day: formatDay(booking.day, language), time: booking.time });
    }
    if (call.outcome === 'transferred' && call.transferNumber)
      return t('mail.assistantDigest.outcome.transferredTo', { number: formatPhoneNumber(call.transferNumber) });
    return t(`mail.assistantDigest.outcome.${call.outcome}`);
  };

  const lines = [
    t('mail.order.greeting'),
    '',
    t('mail.assistantDigest.intro', { day, count: digest.calls.length }),
    '',
  ];
  for (const call of digest.calls) {
    lines.push(
      t('mail.assistantDigest.call', {
        time: businessDayAndTime(call.startedAt).time,
        caller: call.caller ? formatPhoneNumber(call.caller) : t('mail.assistantDigest.withheld'),
        outcome: outcomeOf(call),
      }),
    );
    // Under its call, indented.
    if (call.summary) lines.push(`  ${t('mail.assistantDigest.summary', { summary: call.summary })}`);
  }
  lines.push('');
  for (const usage of digest.usage)
    lines.push(
      usage.limit === null
        ? t('mail.assistantDigest.usageUnlimited', { plan: usage.plan, used: figures.format(usage.used), month })
        : t('mail.assistantDigest.usage', {
            plan: usage.plan,
            used: figures.format(usage.used),
            limit: figures.format(usage.limit),
            month,
          }),
    );
  lines.push(
    '',
    t('mail.assistantDigest.follow', { url: `${publicUrl}/dashboard/assistent` }),
    '',
    t('mail.signature'),
    '',
  );
  return { to: digest.email, language, subject: t('mail.assistantDigest.subject', { day }), text: lines.join('\n') };
}
