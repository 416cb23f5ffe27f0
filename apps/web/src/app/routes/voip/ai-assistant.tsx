import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AI_ASSISTANT_PLANS, AI_FREE_TRIAL_DAYS } from '@telecom/domain';
import aiAssistantArt from '../../../assets/illustrations/ai-assistant.svg';
import { HeroIllustration } from '../../../components/ui/hero-illustration';
import { paths } from '../../../config/paths';
import { ConsumerPrice } from '../../../components/ui/consumer-price';
import { number } from '../../../lib/format';
import '../../../features/esim/esim.css';

const STEPS = ['call', 'understand', 'act', 'report'] as const;
const FEATURES = ['answers', 'appointments', 'transfer', 'languages', 'summaries', 'hours'] as const;
const INDUSTRIES = ['health', 'retail', 'services', 'hospitality'] as const;
const SETUP = ['choose', 'configure', 'test', 'live'] as const;
const INTEGRATIONS = ['Google Calendar', 'Microsoft Outlook', 'Salesforce', 'HubSpot', 'Zendesk', 'Slack'] as const;

/** /voip/ai-assistant (spec point 2): how it works, features, industries, the three plans, setup and integrations. */
export function AiAssistantRoute() {
  const { t, i18n } = useTranslation('voip');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <>
      <title>{t('assistantPage.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('assistantPage.meta.description', { days: AI_FREE_TRIAL_DAYS })} />
      <section className="page-hero esim-hero">
        <div className="container hero-split">
          <div>
            <p className="eyebrow">{t('assistantPage.hero.eyebrow')}</p>
            <h1>{t('assistantPage.hero.title')}</h1>
            <p className="page-hero__lead">{t('assistantPage.hero.lead', { days: AI_FREE_TRIAL_DAYS })}</p>
            <div className="hero__actions">
              <a href="#plans" className="button button--light">
                {t('assistantPage.hero.plans')}
              </a>
              <Link to={paths.home} className="button button--outline-light">
                {t('assistantPage.hero.demo')}
              </Link>
            </div>
          </div>
          <HeroIllustration src={aiAssistantArt} width={480} height={400} />
        </div>
      </section>
      <section className="container content-section" aria-labelledby="how-title">
        <h2 id="how-title" className="section-title">
          {t('assistantPage.how.title')}
        </h2>
        <ol className="feature-grid steps">
          {STEPS.map((step, index) => (
            <li key={step} className="info-card">
              <p className="step-number" aria-hidden="true">
                {index + 1}
              </p>
              <h3>{t(`assistantPage.how.${step}.title`)}</h3>
              <p>{t(`assistantPage.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container content-section" aria-labelledby="assistant-features-title">
        <h2 id="assistant-features-title" className="section-title">
          {t('assistantPage.features.title')}
        </h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="info-card">
              <h3>{t(`assistantPage.features.${feature}.title`)}</h3>
              <p>{t(`assistantPage.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="plans" className="international" aria-labelledby="assistant-plans-title">
        <div className="container">
          <h2 id="assistant-plans-title" className="section-title">
            {t('assistantPage.plans.title')}
          </h2>
          <p className="section-lead">{t('assistantPage.plans.lead', { days: AI_FREE_TRIAL_DAYS })}</p>
          <ul className="plan-cards">
            {AI_ASSISTANT_PLANS.map((plan) => (
              <li key={plan.id} className={`plan-card${plan.id === 'professional' ? ' plan-card--popular' : ''}`}>
                <h3>{plan.name}</h3>
                <p className="plan-card__price">
                  <ConsumerPrice cents={plan.monthlyCents} />
                </p>
                <p>{t('numbers.perMonth')}</p>
                <ul className="check-list">
                  <li>
                    {plan.calls === null
                      ? t('assistantPage.plans.unlimitedCalls')
                      : t('assistantPage.plans.calls', { count: plan.calls, calls: number(plan.calls, language) })}
                  </li>
                  <li>{t('assistantPage.plans.numbers', { count: plan.numbers })}</li>
                  <li>{t('assistantPage.plans.languages', { count: plan.languages })}</li>
                  {plan.slaPercent !== null && (
                    <li>{t('assistantPage.plans.sla', { percent: number(plan.slaPercent, language) })}</li>
                  )}
                </ul>
                <Link
                  className={`button${plan.id === 'professional' ? '' : ' button--ghost'}`}
                  to={`${paths.aiAssistantConfigure}?plan=${plan.id}`}
                >
                  {t('assistantPage.plans.choose', { plan: plan.name })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container content-section" aria-labelledby="industries-title">
        <h2 id="industries-title" className="section-title">
          {t('assistantPage.industries.title')}
        </h2>
        <ul className="feature-grid">
          {INDUSTRIES.map((industry) => (
            <li key={industry} className="info-card">
              <h3>{t(`assistantPage.industries.${industry}.title`)}</h3>
              <p>{t(`assistantPage.industries.${industry}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container content-section" aria-labelledby="setup-title">
        <h2 id="setup-title" className="section-title">
          {t('assistantPage.setup.title')}
        </h2>
        <ol className="feature-grid steps">
          {SETUP.map((step, index) => (
            <li key={step} className="info-card">
              <p className="step-number" aria-hidden="true">
                {index + 1}
              </p>
              <h3>{t(`assistantPage.setup.${step}`)}</h3>
            </li>
          ))}
        </ol>
        <h2 className="section-title integrations-title">{t('assistantPage.integrations')}</h2>
        <ul className="link-list integrations">
          {INTEGRATIONS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
