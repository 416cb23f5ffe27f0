// The support line in a sentence, for the API's mails and documents (docs/decisions/045). Apart from the company's
// details, so that the web app, which has the details on every page, does not take the message table with them.
import { translateMessage } from '../i18n/messages.js';
import type { Language } from '../i18n/languages.js';
import { formatPhoneNumber } from '../voip/numbers.js';
import { clockTime, type CompanySettings } from './company-details.js';

/** The support line as mails and documents give it: 'Telefoon 020 123 4567 (werkdagen 8:00–20:00)'. */
export function supportLineText(
  settings: Pick<CompanySettings, 'supportPhone' | 'supportHoursFrom' | 'supportHoursTo'>,
  language: Language,
): string {
  const hours = translateMessage('mail.footer.supportHours', language, {
    from: clockTime(settings.supportHoursFrom),
    to: clockTime(settings.supportHoursTo),
  });
  return translateMessage('mail.footer.phone', language, { phone: formatPhoneNumber(settings.supportPhone), hours });
}
