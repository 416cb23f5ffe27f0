import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ESIM_FROM_PRICE_CENTS, SERVICE_PROMISES } from '@telecom/domain';
import esimProArt from '../../../assets/illustrations/esim-pro.svg';
import { useConsumerPriceTexts } from '../../../components/ui/consumer-price-texts';
import { HeroIllustration } from '../../../components/ui/hero-illustration';
import { paths } from '../../../config/paths';
import { deferred } from '../../../components/ui/deferred';
import { Bundles } from '../../../features/esim/bundles';
import '../../../features/esim/esim.css';

// Below the first screens: the plans, the countries and the travel calculator hydrate once the visitor comes near
// them (components/ui/deferred.tsx), in a commit of their own after the page's.
const InternationalPlans = deferred(
  () => import('../../../features/esim/international-plans').then((module) => module.InternationalPlans),
  { near: '#pricing' },
);

const FEATURES = ['qr', 'network', 'voicemail', 'privacy', 'dashboard', 'support'] as const;
const FAQ = ['what', 'activation', 'countries', 'voicemail', 'privacy'] as const;

/** /esim-pro (spec point 2): hero, bundles with their info modals, features, FAQ and the international plans. */
export function EsimProRoute() {
  const { t } = useTranslation('esim');
  const { t: tc } = useTranslation();
  const priceTexts = useConsumerPriceTexts();
  const title = t('meta.title', { brand: tc('brand.name') });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={t('meta.description', { price: priceTexts(ESIM_FROM_PRICE_CENTS).inclVat })} />
      <meta name="keywords" content={t('meta.keywords')} />
      <section className="page-hero esim-hero">
        <div className="container hero-split">
          <div>
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="page-hero__lead">{t('hero.lead', { minutes: SERVICE_PROMISES.qrCodeWithinMinutes })}</p>
            <div className="hero__actions">
              <Link to={paths.esimOrder} className="button button--light">
                {t('hero.order')}
              </Link>
              <a href="#bundles" className="button button--outline-light">
                {t('hero.bundles')}
              </a>
            </div>
          </div>
          <HeroIllustration src={esimProArt} width={480} height={400} />
        </div>
      </section>
      <Bundles />
      <section className="container esim-features" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          {t('features.title')}
        </h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="info-card">
              <h3>{t(`features.items.${feature}.title`)}</h3>
              <p>{t(`features.items.${feature}.text`, { minutes: SERVICE_PROMISES.qrCodeWithinMinutes })}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container faq" aria-labelledby="esim-faq-title">
        <h2 id="esim-faq-title" className="section-title">
          {t('faq.title')}
        </h2>
        {FAQ.map((item) => (
          <details key={item} className="faq__item">
            <summary>{t(`faq.items.${item}.question`)}</summary>
            <p>{t(`faq.items.${item}.answer`, { minutes: SERVICE_PROMISES.qrCodeWithinMinutes })}</p>
          </details>
        ))}
      </section>
      <InternationalPlans />
    </>
  );
}
