import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addCountry, recommendTravelPlan, removeCountry, travelDateBounds, TRAVEL_COUNTRIES, TRAVEL_REGIONS, USAGE_OPTIONS, type TravelUsage } from '@telecom/domain';
import { paths } from '../../config/paths';
import { euro, number } from '../../lib/format';
import { countryName, flagOf, sortByName } from './countries';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The book button's address (decisions.md §2): the spec's query plus the region and plan shown. */
export function customTripLink(days: number, dataGb: number, regionId: string, planId: string): string {
  const query = new URLSearchParams({ trip: 'custom', duration: String(days), data: String(dataGb), region: regionId, plan: planId });
  return `${paths.esimOrder}?${query.toString()}`;
}

/**
 * The travel calculator (spec points 2, 5 and 9): dates with their minimums, countries (none twice), usage, and
 * the plan `recommendTravelPlan` gives for them.
 */
export function TravelCalculator() {
  const { t, i18n } = useTranslation('esim');
  const language = i18n.resolvedLanguage;
  const id = useId();
  const today = todayIso();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [countries, setCountries] = useState<readonly string[]>([]);
  const [candidate, setCandidate] = useState('');
  const [usage, setUsage] = useState<TravelUsage>('medium');
  const { minStart, minEnd } = travelDateBounds(today, startDate || null);
  const result = recommendTravelPlan({ startDate: startDate || null, endDate: endDate || null, countries, usage });
  const region = result ? TRAVEL_REGIONS.find((entry) => entry.id === result.regionId) : undefined;
  const choosable = sortByName(TRAVEL_COUNTRIES.filter((code) => !countries.includes(code)), language);

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
          <input id={`${id}-start`} type="date" min={minStart} value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t('calculator.end')}</label>
          <input id={`${id}-end`} type="date" min={minEnd} value={endDate} onChange={(event) => setEndDate(event.target.value)} />
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
              <input type="radio" name={`${id}-usage`} value={option.value} checked={usage === option.value} onChange={() => setUsage(option.value)} />
              <span>
                <strong>{t(`calculator.usages.${option.value}.title`)}</strong> — {t(`calculator.usages.${option.value}.description`, { gb: number(option.dataPerDay, language) })}
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      {countries.length > 0 && (
        <ul className="chosen-countries" aria-label={t('calculator.chosen')}>
          {countries.map((code) => (
            <li key={code}>
              <span aria-hidden="true">{flagOf(code)}</span> {countryName(code, language)}
              <button type="button" className="chip-remove" onClick={() => setCountries((list) => removeCountry(list, code))}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('calculator.remove', { country: countryName(code, language) })}</span>
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
              {t(`regions.${region.id}`)} · {result.plan.name} — {result.plan.data}, {t('plans.days', { count: result.plan.duration })}
            </p>
            <p>
              {t('calculator.need', { days: result.days, gb: number(result.dataNeededGb, language) })}
              {!result.fitsNeed && ` ${t('calculator.largest')}`}
            </p>
            <p className="result-card__price">{euro(result.plan.priceCents, language)}</p>
            <Link className="button" to={customTripLink(result.days, result.dataNeededGb, result.regionId, result.plan.id)}>
              {t('calculator.book')}
            </Link>
          </div>
        ) : (
          <p className="calculator__empty">{t('calculator.empty')}</p>
        )}
      </div>
    </section>
  );
}
