import { useTranslation } from 'react-i18next';
import { INVESTOR_FIGURES } from '@telecom/domain';
import { InquiryForm } from '../../../features/inquiry/inquiry-form';
import { companyDetails } from '../../../lib/company-details';
import { localeOf } from '../../../lib/format';
import '../../../features/esim/esim.css';

/** /investeren (spec point 2): the pitch, the figures of spec point 9 and the investor form. */
export function InvestRoute() {
  const { t, i18n } = useTranslation('company');
  const { t: tc } = useTranslation();
  const company = companyDetails();
  const money = (euros: number) =>
    new Intl.NumberFormat(localeOf(i18n.resolvedLanguage), {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      // Both bounds: Node's ICU (the pages are rendered at build) otherwise keeps a currency's fraction digit (€3.0m)
      // where browsers drop it (€3m).
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(euros);
  const figures = [
    { id: 'target', value: `${money(INVESTOR_FIGURES.targetMinEuros)} – ${money(INVESTOR_FIGURES.targetMaxEuros)}` },
    { id: 'valuation', value: money(INVESTOR_FIGURES.preMoneyValuationEuros) },
    { id: 'minimum', value: money(INVESTOR_FIGURES.minimumInvestmentEuros) },
    { id: 'observer', value: money(INVESTOR_FIGURES.boardObserverFromEuros) },
  ] as const;
  return (
    <>
      <title>{t('invest.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('invest.meta.description')} />
      <section className="page-hero esim-hero">
        <div className="container">
          <p className="eyebrow">{t('invest.hero.eyebrow')}</p>
          <h1>{t('invest.hero.title')}</h1>
          <p className="page-hero__lead">{t('invest.hero.lead', { brand: tc('brand.name') })}</p>
        </div>
      </section>
      <section className="container content-section" aria-labelledby="figures-title">
        <h2 id="figures-title" className="section-title">
          {t('invest.figures.title')}
        </h2>
        <dl className="figure-grid">
          {figures.map((figure) => (
            <div key={figure.id} className="info-card">
              <dt>{t(`invest.figures.${figure.id}`)}</dt>
              <dd data-testid={`figure-${figure.id}`}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="container info-sections" aria-label={t('invest.pitch.label')}>
        {(['market', 'product', 'team'] as const).map((part) => (
          <section key={part} className="info-card">
            <h2>{t(`invest.pitch.${part}.title`)}</h2>
            <p>{t(`invest.pitch.${part}.text`)}</p>
          </section>
        ))}
      </section>
      <section className="container content-section" aria-labelledby="invest-form-title">
        <h2 id="invest-form-title" className="section-title">
          {t('invest.contact.title')}
        </h2>
        <div className="configure">
          <div className="info-card">
            <h3>{t('invest.contact.relations')}</h3>
            <p>
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </p>
            <p>{t('invest.contact.text')}</p>
          </div>
          <InquiryForm kind="investment" title={t('invest.contact.form')} />
        </div>
      </section>
    </>
  );
}
