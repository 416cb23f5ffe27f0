import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_LANGUAGES, WEEKDAYS, type AiBusinessRecord } from '@telecom/domain';
import { localeOf } from '../../lib/format';

/**
 * An AI assistant's business settings as the dashboard shows them (docs/contracts.md §9): the business and its number,
 * the languages (by their names in the page language), the opening days and hours or none, and the greeting.
 */
export function BusinessFacts({ business }: { business: AiBusinessRecord }) {
  const { t, i18n } = useTranslation('account');
  const locale = localeOf(i18n.resolvedLanguage);
  const names = useMemo(() => {
    const languages = new Intl.DisplayNames(locale, { type: 'language' });
    const days = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    return {
      languages: (codes: readonly string[]) =>
        list.format(AI_LANGUAGES.filter((code) => codes.includes(code)).map((code) => languages.of(code) ?? code)),
      // 1 January 2024 was a Monday, the first of WEEKDAYS.
      days: (chosen: readonly string[]) =>
        WEEKDAYS.filter((day) => chosen.includes(day))
          .map((day) => days.format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))))
          .join(', '),
    };
  }, [locale]);
  const { hours } = business;
  return (
    <dl className="service-card__facts service-card__business" data-testid="business-settings">
      <div>
        <dt>{t('dashboard.business.name')}</dt>
        <dd>{business.name}</dd>
      </div>
      <div>
        <dt>{t('dashboard.business.phone')}</dt>
        <dd>{business.phone ?? t('dashboard.business.none')}</dd>
      </div>
      <div>
        <dt>{t('dashboard.business.languages')}</dt>
        <dd>{names.languages(business.languages)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.business.hours')}</dt>
        <dd>
          {hours
            ? t('dashboard.business.hoursText', { days: names.days(hours.days), open: hours.open, close: hours.close })
            : t('dashboard.business.alwaysOpen')}
        </dd>
      </div>
      <div className="service-card__wide">
        <dt>{t('dashboard.business.greeting')}</dt>
        <dd>{business.greeting ?? t('dashboard.business.standardGreeting')}</dd>
      </div>
    </dl>
  );
}
