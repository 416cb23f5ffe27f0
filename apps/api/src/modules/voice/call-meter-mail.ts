// The calling meter's mail (docs/contracts.md §15, docs/decisions/052): a number's bundle minutes of a month reached 80 %
// or 100 %, in the customer's language: how many of how many, what happens next, and the way to the phone page.
import { BRAND_NAME, formatPhoneNumber, translateMessage, type Language, type MeterThreshold } from '@telecom/domain';
import { formatMonth, LOCALES } from '../../lib/mail-format.js';
import type { ComposedMail } from '../jobs/mail-outbox.js';

export interface CallMeterNotice {
  email: string;
  name: string;
  language: Language;
  /** E.164. */
  number: string;
  /** YYYY-MM-01. */
  monthStart: string;
  threshold: MeterThreshold;
  usedMinutes: number;
  includedMinutes: number;
}

export function callMeterMail(notice: CallMeterNotice, publicUrl: string): ComposedMail {
  const { language } = notice;
  const minutes = new Intl.NumberFormat(LOCALES[language]);
  const params = {
    brand: BRAND_NAME,
    name: notice.name,
    number: formatPhoneNumber(notice.number),
    month: formatMonth(notice.monthStart, language),
    used: minutes.format(notice.usedMinutes),
    included: minutes.format(notice.includedMinutes),
    url: `${publicUrl}/dashboard/bellen`,
  };
  const t = (key: Parameters<typeof translateMessage>[0]) => translateMessage(key, language, params);
  const reached = notice.threshold === 100;
  return {
    to: notice.email,
    language,
    subject: t(reached ? 'mail.callMeter.subject100' : 'mail.callMeter.subject80'),
    text: [
      t('mail.order.greeting'),
      '',
      `${t('mail.callMeter.body')} ${t(reached ? 'mail.callMeter.next100' : 'mail.callMeter.next80')}`,
      '',
      t('mail.callMeter.follow'),
      '',
      t('mail.signature'),
      '',
    ].join('\n'),
  };
}
