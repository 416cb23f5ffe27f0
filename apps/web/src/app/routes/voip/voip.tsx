import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  VOIP_BUNDLES,
  VOIP_NUMBER_PRICES,
  VOIP_PER_MINUTE_CENTS,
  VOIP_PORTING,
  VOIP_BUSINESS_VOLUME_THRESHOLD,
  type VoipRateId,
} from '@telecom/domain';
import voipArt from '../../../assets/illustrations/voip.svg';
import { HeroIllustration } from '../../../components/ui/hero-illustration';
import { paths } from '../../../config/paths';
import { ConsumerPrice } from '../../../components/ui/consumer-price';
import { useConsumerPriceTexts } from '../../../components/ui/consumer-price-texts';
import { number } from '../../../lib/format';
import '../../../features/esim/esim.css';

const RATES: readonly VoipRateId[] = ['nlLandline', 'nlMobile', 'europeLandline', 'europeMobile', 'usCanada', 'other'];

/** /voip (spec point 2): numbers, tariffs, bundles, per-minute rates, porting and business solutions. */
export function VoipRoute() {
  const { t, i18n } = useTranslation('voip');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage;
  const priceTexts = useConsumerPriceTexts();
  return (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
      <meta
        name="description"
        content={t('meta.description', { price: priceTexts(VOIP_NUMBER_PRICES.nlMonthlyCents).inclVat })}
      />
      <section className="page-hero esim-hero">
        <div className="container hero-split">
          <div>
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="page-hero__lead">{t('hero.lead')}</p>
            <div className="hero__actions">
              <Link to={paths.voipConfigure} className="button button--light">
                {t('hero.configure')}
              </Link>
              <Link to={`${paths.voipConfigure}?choice=port`} className="button button--outline-light">
                {t('hero.porting')}
              </Link>
            </div>
          </div>
          <HeroIllustration src={voipArt} width={480} height={400} />
        </div>
      </section>

      <section className="container content-section" aria-labelledby="numbers-title">
        <h2 id="numbers-title" className="section-title">
          {t('numbers.title')}
        </h2>
        <ul className="plan-cards plan-cards--two">
          <li className="plan-card">
            <h3>{t('numbers.nl.title')}</h3>
            <p className="plan-card__price">
              <ConsumerPrice cents={VOIP_NUMBER_PRICES.nlMonthlyCents} />
            </p>
            <p>{t('numbers.perMonth')}</p>
            <p>{t('numbers.nl.text')}</p>
          </li>
          <li className="plan-card">
            <h3>{t('numbers.international.title')}</h3>
            <p className="plan-card__price">
              <ConsumerPrice cents={VOIP_NUMBER_PRICES.internationalMonthlyCents} />
            </p>
            <p>{t('numbers.perMonth')}</p>
            <p>{t('numbers.international.text', { count: VOIP_NUMBER_PRICES.internationalCountries })}</p>
          </li>
        </ul>
      </section>

      <section className="international" aria-labelledby="bundles-title">
        <div className="container">
          <h2 id="bundles-title" className="section-title">
            {t('bundles.title')}
          </h2>
          <p className="section-lead">{t('bundles.lead')}</p>
          <ul className="plan-cards">
            {VOIP_BUNDLES.map((bundle) => (
              <li key={bundle.id} className="plan-card" data-testid={`voip-bundle-${bundle.id}`}>
                <h3>{t(`bundles.items.${bundle.id}.title`)}</h3>
                <p className="plan-card__price">
                  <ConsumerPrice cents={bundle.monthlyCents} />
                </p>
                <p>{t('numbers.perMonth')}</p>
                <p>
                  {bundle.minutes === null
                    ? t('bundles.unlimited', { fairUse: number(bundle.fairUseMinutesPerNumber ?? 0, language) })
                    : t(bundle.id === 'world' ? 'bundles.items.world.minutes' : 'bundles.items.europe.minutes', {
                        minutes: number(bundle.minutes, language),
                        countries: bundle.minCountries ?? 0,
                      })}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container content-section" aria-labelledby="rates-title">
        <h2 id="rates-title" className="section-title">
          {t('rates.title')}
        </h2>
        <table className="api-table rates-table">
          <caption className="visually-hidden">{t('rates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rates.destination')}</th>
              <th scope="col">{t('rates.perMinute')}</th>
            </tr>
          </thead>
          <tbody>
            {RATES.map((rate) => (
              <tr key={rate}>
                <th scope="row">{t(`rates.items.${rate}`)}</th>
                <td>
                  <ConsumerPrice cents={VOIP_PER_MINUTE_CENTS[rate]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="container info-sections" aria-label={t('more.label')}>
        <section className="info-card">
          <h2>{t('porting.title')}</h2>
          <p>
            {t('porting.text', {
              nl: priceTexts(VOIP_PORTING.nlOneOffCents).both,
              international: priceTexts(VOIP_PORTING.internationalOneOffCents).both,
              min: VOIP_PORTING.minWorkingDays,
              max: VOIP_PORTING.maxWorkingDays,
            })}
          </p>
          <Link to={paths.numberPorting}>{t('porting.link')}</Link>
        </section>
        <section className="info-card">
          <h2>{t('business.title')}</h2>
          <p>{t('business.text', { count: VOIP_BUSINESS_VOLUME_THRESHOLD })}</p>
          <Link to={paths.business}>{t('business.link')}</Link>
        </section>
        <section className="info-card">
          <h2>{t('assistant.title')}</h2>
          <p>{t('assistant.text')}</p>
          <Link to={paths.aiAssistant}>{t('assistant.link')}</Link>
        </section>
        <section className="info-card">
          <h2>{t('manage.title')}</h2>
          <p>{t('manage.text')}</p>
          <Link to={paths.dashboard}>{t('manage.link')}</Link>
        </section>
      </section>
    </>
  );
}
