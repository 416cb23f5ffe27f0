import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUSINESS_FROM_PRICES_CENTS, SERVICE_PROMISES } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { companyDetails } from '../../../lib/company-details';
import { InquiryForm } from '../../../features/inquiry/inquiry-form';
import { useConsumerPriceTexts } from '../../../components/ui/consumer-price-texts';
import { percent } from '../../../lib/format';
import '../../../features/esim/esim.css';

const SOLUTIONS = [
  { id: 'esim', to: paths.esimPro, cents: BUSINESS_FROM_PRICES_CENTS.esimMonthly },
  { id: 'voip', to: paths.voip, cents: BUSINESS_FROM_PRICES_CENTS.voipPerUserMonthly },
  { id: 'assistant', to: paths.voipAiAssistant, cents: BUSINESS_FROM_PRICES_CENTS.aiAssistantMonthly },
] as const;

/** /zakelijk (spec point 2): solution cards, and contact-sales and quote requests sent as inquiries. */
export function BusinessRoute() {
  const { t, i18n } = useTranslation('company');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage;
  const priceTexts = useConsumerPriceTexts();
  const company = companyDetails();
  const [request, setRequest] = useState<'sales' | 'quote'>('sales');
  return (
    <>
      <title>{t('business.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('business.meta.description')} />
      <section className="page-hero esim-hero">
        <div className="container">
          <p className="eyebrow">{t('business.hero.eyebrow')}</p>
          <h1>{t('business.hero.title')}</h1>
          <p className="page-hero__lead">{t('business.hero.lead', { hours: SERVICE_PROMISES.implementationHours })}</p>
          <div className="hero__actions">
            <a href="#business-contact" className="button button--light" onClick={() => setRequest('sales')}>
              {t('business.hero.sales')}
            </a>
            <a href="#business-contact" className="button button--outline-light" onClick={() => setRequest('quote')}>
              {t('business.hero.quote')}
            </a>
          </div>
        </div>
      </section>
      <section className="container content-section" aria-labelledby="solutions-title">
        <h2 id="solutions-title" className="section-title">
          {t('business.solutions.title')}
        </h2>
        <ul className="plan-cards">
          {SOLUTIONS.map((solution) => (
            <li key={solution.id} className="plan-card">
              <h3>{t(`business.solutions.${solution.id}.title`)}</h3>
              <p>{t(`business.solutions.${solution.id}.text`)}</p>
              <p className="solution-price">{t('business.from', { price: priceTexts(solution.cents).exclVat })}</p>
              <Link className="button button--ghost" to={solution.to}>
                {t(`business.solutions.${solution.id}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container info-sections" aria-label={t('business.promises.label')}>
        {(['uptime', 'implementation', 'support'] as const).map((promise) => (
          <section key={promise} className="info-card">
            <h2>
              {t(`business.promises.${promise}.title`, {
                uptime: percent(SERVICE_PROMISES.uptimePercent, language),
                hours: SERVICE_PROMISES.implementationHours,
                support: SERVICE_PROMISES.supportReplyHours,
              })}
            </h2>
            <p>{t(`business.promises.${promise}.text`)}</p>
          </section>
        ))}
      </section>
      <section id="business-contact" className="container content-section" aria-labelledby="business-contact-title">
        <h2 id="business-contact-title" className="section-title">
          {t('business.contact.title')}
        </h2>
        <div className="category-tabs" role="group" aria-label={t('business.contact.choose')}>
          {(['sales', 'quote'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="category-tab"
              aria-pressed={request === kind}
              onClick={() => setRequest(kind)}
            >
              {t(`business.contact.${kind}`)}
            </button>
          ))}
        </div>
        <div className="configure">
          <div className="info-card">
            <h3>{t('business.contact.direct')}</h3>
            <p>
              <a href={`tel:${company.supportPhoneE164}`}>
                {t('business.contact.phone', { phone: company.supportPhone })}
              </a>
            </p>
            <p>{t('business.contact.hours', { from: company.supportHoursFrom, to: company.supportHoursTo })}</p>
          </div>
          <InquiryForm key={request} kind={request} title={t(`business.contact.${request}`)} />
        </div>
      </section>
    </>
  );
}
