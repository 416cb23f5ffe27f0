import { ASSISTANT_TIME_ZONE } from '@telecom/domain';

/** A booking's start as the business reads it: weekday, date and time in its time zone, in the page language. */
export function slotText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ASSISTANT_TIME_ZONE,
  }).format(new Date(iso));
}
