import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_LANGUAGES, GREETING_MAX_LENGTH, WEEKDAYS, type AiLanguage, type Weekday } from '@telecom/domain';
import { localeOf } from '../../lib/format';
import { TextArea, TextField } from '../ui/form-field';
import type { BusinessFormValues } from './business-settings';
import './business-settings.css';

/** 'neerlandés' → 'Neerlandés': a name from Intl at the start of a label. */
const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The names of the assistant's languages and of the days of the week in the page language, from Intl. */
function useNames(language: string | undefined) {
  return useMemo(() => {
    const locale = localeOf(language);
    const languageNames = new Intl.DisplayNames(locale, { type: 'language' });
    const dayNames = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return {
      language: (code: AiLanguage) => capitalized(languageNames.of(code) ?? code, locale),
      // 1 January 2024 was a Monday: WEEKDAYS starts there.
      day: (day: Weekday) => capitalized(dayNames.format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))), locale),
    };
  }, [language]);
}

interface BusinessSettingsFieldsProps {
  values: BusinessFormValues;
  onChange: (change: Partial<BusinessFormValues>) => void;
  /** Errors by field ('name', 'languages', 'hours.days', 'hours.close', …), already translated. */
  errors: Readonly<Record<string, string>>;
  /** How many languages the plan allows; the other boxes are locked once that many are ticked. */
  maxLanguages: number;
  /** The plan's name, for the hint on the languages. */
  planName: string;
}

/**
 * The AI assistant's business settings (`AiBusinessSchema`, docs/contracts.md §9): the business's name and phone number,
 * the languages the assistant speaks (no more than the plan has), the opening days and hours or none, and the
 * greeting. Each error shows next to its field; nothing typed is lost. The order page and the dashboard's settings
 * dialog both use it.
 */
export function BusinessSettingsFields({
  values,
  onChange,
  errors,
  maxLanguages,
  planName,
}: BusinessSettingsFieldsProps) {
  const { t, i18n } = useTranslation('ai-order');
  const id = useId();
  const names = useNames(i18n.resolvedLanguage);
  const atMaximum = values.languages.length >= maxLanguages;
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...list.filter((each) => each !== item), item] : list.filter((each) => each !== item);

  return (
    <div className="business-fields">
      <div className="business-fields__row">
        <TextField
          label={`${t('business.name')} *`}
          name="business-name"
          autoComplete="organization"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          label={t('business.phone')}
          name="business-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('business.phoneHint')}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </div>

      <fieldset
        className="business-fields__group"
        aria-describedby={errors.languages ? `${id}-languages-error` : `${id}-languages-hint`}
      >
        <legend>{t('business.languages')} *</legend>
        <p id={`${id}-languages-hint`} className="field__hint">
          {maxLanguages >= AI_LANGUAGES.length
            ? t('business.languagesAll', { plan: planName })
            : t('business.languagesHint', { count: maxLanguages, plan: planName })}
        </p>
        <ul className="business-fields__options">
          {AI_LANGUAGES.map((language) => {
            const checked = values.languages.includes(language);
            return (
              <li key={language}>
                <label className="business-fields__option">
                  <input
                    type="checkbox"
                    name="business-languages"
                    value={language}
                    checked={checked}
                    disabled={!checked && atMaximum}
                    aria-invalid={errors.languages ? true : undefined}
                    onChange={(event) =>
                      onChange({ languages: toggle(values.languages, language, event.target.checked) })
                    }
                  />
                  <span lang={language}>{names.language(language)}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {errors.languages && (
          <p id={`${id}-languages-error`} className="form-error field__error">
            {errors.languages}
          </p>
        )}
      </fieldset>

      <fieldset className="business-fields__group">
        <legend>{t('business.hours')}</legend>
        <label className="business-fields__option">
          <input
            type="checkbox"
            name="business-always-open"
            checked={values.alwaysOpen}
            onChange={(event) => onChange({ alwaysOpen: event.target.checked })}
          />
          <span>{t('business.alwaysOpen')}</span>
        </label>
        {!values.alwaysOpen && (
          <>
            <fieldset
              className="business-fields__days"
              aria-describedby={errors['hours.days'] ? `${id}-days-error` : undefined}
            >
              <legend>{t('business.days')}</legend>
              <ul className="business-fields__options business-fields__options--days">
                {WEEKDAYS.map((day) => (
                  <li key={day}>
                    <label className="business-fields__option">
                      <input
                        type="checkbox"
                        name="business-days"
                        value={day}
                        checked={values.days.includes(day)}
                        aria-invalid={errors['hours.days'] ? true : undefined}
                        onChange={(event) => onChange({ days: toggle(values.days, day, event.target.checked) })}
                      />
                      <span>{names.day(day)}</span>
                    </label>
                  </li>
                ))}
              </ul>
              {errors['hours.days'] && (
                <p id={`${id}-days-error`} className="form-error field__error">
                  {errors['hours.days']}
                </p>
              )}
            </fieldset>
            <div className="business-fields__row business-fields__row--times">
              <TextField
                label={t('business.open')}
                name="business-open"
                type="time"
                value={values.open}
                error={errors['hours.open'] ?? errors.hours}
                onChange={(event) => onChange({ open: event.target.value })}
              />
              <TextField
                label={t('business.close')}
                name="business-close"
                type="time"
                value={values.close}
                error={errors['hours.close']}
                onChange={(event) => onChange({ close: event.target.value })}
              />
            </div>
          </>
        )}
      </fieldset>

      <TextArea
        label={t('business.greeting')}
        name="business-greeting"
        rows={3}
        maxLength={GREETING_MAX_LENGTH}
        hint={t('business.greetingHint', { name: values.name.trim() || t('business.greetingBusiness') })}
        value={values.greeting}
        error={errors.greeting}
        onChange={(event) => onChange({ greeting: event.target.value })}
      />
    </div>
  );
}
