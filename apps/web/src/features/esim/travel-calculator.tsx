import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  addCountry,
  recommendTravelPlan,
  removeCountry,
  fillText,
  travelDateBounds,
  validateTravelDates,
  TRAVEL_COUNTRIES,
  TRAVEL_REGIONS,
  TRAVEL_VALIDATION_MESSAGES,
  USAGE_OPTIONS,
  type TravelUsage,
} from '@telecom/domain';
import { paths } from '../../config/paths';
import { localToday, number } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { CountryFlag } from '../../components/ui/country-flag';
import { countryName, sortByName } from '../../lib/countries';
import { ConsumerPrice } from '../../components/ui/consumer-price';

/** The book button's address (docs/contracts.md §2): the spec's query plus the region and plan shown. */
export function customTripLink(days: number, dataGb: number, regionId: string, planId: string): string {
  const query = new URLSearchParams({
    trip: 'custom',
    duration: String(days),
    data: String(dataGb),
    region: regionId,
    plan: planId,
  });
  return `${paths.esimOrder}?${query.toString()}`;
}

/**
 * The travel calculator (spec points 2, 5 and 9): dates with their minimums, countries (none twice), usage, and
 * the plan `recommendTravelPlan` gives for them. A departure before today or a return before the departure shows
 * its message under the field (once the visitor has left it, or when the other date is filled in) and no advice.
 */
export function TravelCalculator() {
  const { t, i18n } = useTranslation('esim');
  const language = i18n.resolvedLanguage;
  const id = useId();
  // The visitor's own calendar day, not UTC's: just after midnight in Amsterdam it is still yesterday in UTC.
  const today = localToday();
  // The page's HTML is rendered at build, and hydration keeps the attributes it finds: a minimum date in it would be
  // the build's day from the next day on. The fields get their minimum once the app has the page.
  const hydrated = useHydrated();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [left, setLeft] = useState({ start: false, end: false });
  const [countries, setCountries] = useState<readonly string[]>([]);
  const [candidate, setCandidate] = useState('');
  const [usage, setUsage] = useState<TravelUsage>('medium');
  const { minStart, minEnd } = travelDateBounds(today, startDate || null);
  const dates = { startDate: startDate || null, endDate: endDate || null };
  const dateErrors = validateTravelDates(dates, today);
  const message = (key: typeof dateErrors.startDate) =>
    key ? fillText(TRAVEL_VALIDATION_MESSAGES[key], language ?? 'en') : undefined;
  // While a date is being typed (the year digit by digit) it can be in the past for a moment: say so once the field is left.
  const startError = left.start || endDate ? message(dateErrors.startDate) : undefined;
  const endError = left.end || startDate ? message(dateErrors.endDate) : undefined;
  const result = recommendTravelPlan({ ...dates, today, countries, usage });
  const region = result ? TRAVEL_REGIONS.find((entry) => entry.id === result.regionId) : undefined;
  const choosable = sortByName(
    TRAVEL_COUNTRIES.filter((code) => !countries.includes(code)),
    language,
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!candidate) return;
    setCountries((list) => addCountry(list, candidate));
    setCandidate('');
  };

  return (
    <section className="calculator" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('calculator.title')}</h3>
      <p>{t('calculator.lead')}</p>
      <div className="calculator__grid">
        <div className="field">
          <label htmlFor={`${id}-start`}>{t('calculator.start')}</label>
          <input
            id={`${id}-start`}
            type="date"
            min={hydrated ? minStart : undefined}
            value={startDate}
            aria-invalid={startError ? true : undefined}
            aria-describedby={startError ? `${id}-start-error` : undefined}
            onChange={(event) => setStartDate(event.target.value)}
            onBlur={() => setLeft((fields) => ({ ...fields, start: true }))}
          />
          {startError && (
            <p id={`${id}-start-error`} className="form-error field__error">
              {startError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t('calculator.end')}</label>
          <input
            id={`${id}-end`}
            type="date"
            min={hydrated ? minEnd : undefined}
            value={endDate}
            aria-invalid={endError ? true : undefined}
            aria-describedby={endError ? `${id}-end-error` : undefined}
            onChange={(event) => setEndDate(event.target.value)}
            onBlur={() => setLeft((fields) => ({ ...fields, end: true }))}
          />
          {endError && (
            <p id={`${id}-end-error`} className="form-error field__error">
              {endError}
            </p>
          )}
        </div>
        <form className="field calculator__countries" onSubmit={add}>
          <label htmlFor={`${id}-country`}>{t('calculator.country')}</label>
          <div className="calculator__add">
            <select id={`${id}-country`} value={candidate} onChange={(event) => setCandidate(event.target.value)}>
              <option value="">{t('calculator.chooseCountry')}</option>
              {choosable.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, language)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--ghost" disabled={!candidate}>
              {t('calculator.add')}
            </button>
          </div>
        </form>
        <fieldset className="field calculator__usage">
          <legend>{t('calculator.usage')}</legend>
          {USAGE_OPTIONS.map((option) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name={`${id}-usage`}
                value={option.value}
                checked={usage === option.value}
                onChange={() => setUsage(option.value)}
              />
              <span>
                <strong>{t(`calculator.usages.${option.value}.title`)}</strong> —{' '}
                {t(`calculator.usages.${option.value}.description`, { gb: number(option.dataPerDay, language) })}
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      {countries.length > 0 && (
        <ul className="chosen-countries" aria-label={t('calculator.chosen')}>
          {countries.map((code) => (
            <li key={code}>
              <CountryFlag code={code} /> {countryName(code, language)}
              <button
                type="button"
                className="chip-remove"
                onClick={() => setCountries((list) => removeCountry(list, code))}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">
                  {t('calculator.remove', { country: countryName(code, language) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="calculator__result" aria-live="polite">
        {result && region ? (
          <div className="result-card">
            <p className="result-card__label">{t('calculator.advice')}</p>
            <p className="result-card__plan">
              {t(`regions.${region.id}`)} · {result.plan.name} — {result.plan.data},{' '}
              {t('plans.days', { count: result.plan.duration })}
            </p>
            <p>
              {t('calculator.need', { count: result.days, gb: number(result.dataNeededGb, language) })}
              {!result.fitsNeed && ` ${t('calculator.largest')}`}
            </p>
            <p className="result-card__price">
              <ConsumerPrice cents={result.plan.priceCents} />
            </p>
            <Link
              className="button"
              to={customTripLink(result.days, result.dataNeededGb, result.regionId, result.plan.id)}
            >
              {t('calculator.book')}
            </Link>
          </div>
        ) : (
          <p className="calculator__empty">
            {startError || endError ? t('calculator.fixDates') : t('calculator.empty')}
          </p>
        )}
      </div>
    </section>
  );
}
