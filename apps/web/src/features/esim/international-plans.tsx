import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DEFAULT_TRAVEL_REGION,
  TRAVEL_REGIONS,
  type TravelFeatureKey,
  type TravelPlan,
  type TravelRegionId,
} from '@telecom/domain';
import { paths } from '../../config/paths';
import { CountryFlag } from '../../components/ui/country-flag';
import { countryName, sortByName } from '../../lib/countries';
import { TravelCalculator } from './travel-calculator';
import { ConsumerPrice } from '../../components/ui/consumer-price';
import { useConsumerPriceTexts } from '../../components/ui/consumer-price-texts';

/** A plan's order address (spec point 2): region, plan, data, duration and price; the wizard never trusts the price. */
export function planLink(regionId: TravelRegionId, plan: TravelPlan): string {
  const query = new URLSearchParams({
    region: regionId,
    plan: plan.id,
    data: plan.data,
    duration: String(plan.duration),
    price: plan.price,
  });
  return `${paths.esimOrder}?${query.toString()}`;
}

/** The domain's feature keys and their texts here. */
const FEATURE_TEXT = {
  'travel.feature.instantActivation': 'features.instantActivation',
  'travel.feature.hotspot': 'features.hotspot',
  'travel.feature.support24': 'features.support24',
  'travel.feature.network5g': 'features.network5g',
} as const satisfies Record<TravelFeatureKey, string>;

interface FaqItem {
  question: string;
  answer: string;
}

/** The international plans (spec point 2): region cards, the chosen region's plans and countries, the calculator, the FAQ. */
export function InternationalPlans({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation('esim');
  const language = i18n.resolvedLanguage;
  const priceTexts = useConsumerPriceTexts();
  const [regionId, setRegionId] = useState<TravelRegionId>(DEFAULT_TRAVEL_REGION);
  const region = TRAVEL_REGIONS.find((entry) => entry.id === regionId)!;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="pricing" className="international" aria-labelledby="plans-title">
      <div className="container">
        <Heading id="plans-title" className="section-title">
          {t('plans.title')}
        </Heading>
        <p className="section-lead">{t('plans.lead')}</p>
        <div className="region-cards" role="group" aria-label={t('plans.regionsLabel')}>
          {TRAVEL_REGIONS.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="region-card"
              aria-pressed={entry.id === regionId}
              onClick={() => setRegionId(entry.id)}
            >
              <span className="region-card__name">{t(`regions.${entry.id}`)}</span>
              <span className="region-card__meta">{t('plans.countries', { count: entry.countries.length })}</span>
              <span className="region-card__price">
                {t('plans.from', { price: priceTexts(entry.startingPriceCents).inclVat })}
              </span>
            </button>
          ))}
        </div>
        <h3 className="plans-heading">{t('plans.regionPlans', { region: t(`regions.${region.id}`) })}</h3>
        <ul className="plan-cards">
          {region.plans.map((plan) => (
            <li
              key={plan.id}
              className={`plan-card${plan.popular ? ' plan-card--popular' : ''}`}
              data-testid={`plan-${region.id}-${plan.id}`}
            >
              {plan.popular && <p className="bundle-card__badge">{t('bundles.popular')}</p>}
              <h4>{plan.name}</h4>
              <p className="plan-card__data">
                {plan.data} · {t('plans.days', { count: plan.duration })}
              </p>
              <p className="plan-card__price">
                <ConsumerPrice cents={plan.priceCents} />
              </p>
              <ul className="check-list">
                {plan.features.map((feature) => (
                  <li key={feature}>{t(FEATURE_TEXT[feature])}</li>
                ))}
              </ul>
              <Link className={`button${plan.popular ? '' : ' button--ghost'}`} to={planLink(region.id, plan)}>
                {t('plans.choose', { plan: plan.name })}
              </Link>
            </li>
          ))}
        </ul>
        <details className="included-countries">
          <summary>
            {t('plans.included', { region: t(`regions.${region.id}`), count: region.countries.length })}
          </summary>
          <ul className="country-list">
            {sortByName(region.countries, language).map((code) => (
              <li key={code}>
                <CountryFlag code={code} /> {countryName(code, language)}
              </li>
            ))}
          </ul>
        </details>
        <TravelCalculator />
        <div className="faq">
          <h3>{t('plansFaq.title')}</h3>
          {(t('plansFaq.items', { returnObjects: true }) as unknown as FaqItem[]).map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
