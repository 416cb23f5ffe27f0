import { useTranslation } from 'react-i18next';

export function HomeRoute() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('meta.description')} />
      <section className="hero">
        <div className="container">
          <h1>{t('hero.title')}</h1>
          <p className="hero__lead">{t('hero.lead')}</p>
        </div>
      </section>
    </>
  );
}
