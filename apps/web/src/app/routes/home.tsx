import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deferred } from '../../components/ui/deferred';
import { paths } from '../../config/paths';
import { VoiceDemo } from '../../features/home/voice-demo';
import { VoicemailBanner } from '../../features/home/voicemail-banner';
import '../../features/home/home.css';

// Below the first screen: they hydrate once their code (and the prices' rules) is in (components/ui/deferred.tsx).
const ProductGrid = deferred(() => import('../../features/home/product-grid').then((module) => module.ProductGrid));
const Slideshow = deferred(() => import('../../features/home/slideshow').then((module) => module.Slideshow));

/** The home page (spec point 2): hero with the voice demo, the voicemail banner, the product grid and the slideshow. */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('meta.description')} />
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="hero__lead">{t('hero.lead')}</p>
            <div className="hero__actions">
              <Link to={paths.aiAssistant} className="button button--light">
                {t('hero.primary')}
              </Link>
              <Link to={paths.business} className="button button--outline-light">
                {t('hero.secondary')}
              </Link>
            </div>
          </div>
          <VoiceDemo />
        </div>
      </section>
      <VoicemailBanner />
      <ProductGrid />
      <Slideshow />
    </>
  );
}
