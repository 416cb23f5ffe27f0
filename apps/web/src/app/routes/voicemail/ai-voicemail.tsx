import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AI_FREE_TRIAL_DAYS, VOICEMAIL_PLANS } from '@telecom/domain';
import aiVoicemailArt from '../../../assets/illustrations/ai-voicemail.svg';
import { HeroIllustration } from '../../../components/ui/hero-illustration';
import { paths } from '../../../config/paths';
import { VoicemailDemo } from '../../../features/voicemail/voicemail-demo';
import { ConsumerPrice } from '../../../components/ui/consumer-price';
import { useConsumerPriceTexts } from '../../../components/ui/consumer-price-texts';
import { number } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import '../../../features/esim/esim.css';
import '../../../features/voicemail/voicemail.css';

const FEATURES = ['transcribe', 'summary', 'urgent', 'appointments', 'sms', 'languages'] as const;
const USE_CASES = ['practice', 'trades', 'sales', 'personal'] as const;

/**
 * /ai-voicemail (spec point 2): video hero, the phone mock-up demo, features, three plans, use cases, sign-up links.
 * A visitor signs up (/register, /register?plan=…) and then orders the plan (docs/contracts.md §9); a signed-in
 * customer's links go straight to ordering it.
 */
export function AiVoicemailRoute() {
  const { t, i18n } = useTranslation('voicemail');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const language = i18n.resolvedLanguage;
  const priceTexts = useConsumerPriceTexts();
  const video = useRef<HTMLVideoElement>(null);
  const signUpPath = (plan?: string) =>
    user
      ? `${paths.aiVoicemailOrder}${plan ? `?plan=${plan}` : ''}`
      : `${paths.register}${plan ? `?plan=${plan}` : ''}`;

  // Autoplay may be refused (data saver, browser policy): the poster stays; that is only logged (spec point 8).
  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.play().catch((error: unknown) =>
      // eslint-disable-next-line no-console -- spec point 8: a video autoplay failure is only logged; the poster stays.
      console.info('Video autoplay was not allowed:', error instanceof Error ? error.message : error),
    );
  }, []);

  return (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
      <meta
        name="description"
        content={t('meta.description', { price: priceTexts(VOICEMAIL_PLANS[0]!.monthlyCents).inclVat })}
      />
      <section className="voicemail-hero">
        <video
          ref={video}
          className="voicemail-hero__video"
          muted
          loop
          playsInline
          preload="metadata"
          poster="/images/voicemail-hero.svg"
          aria-hidden="true"
          width={1280}
          height={720}
        >
          <source src="/video/voicemail-hero.webm" type="video/webm" />
        </video>
        <div className="container voicemail-hero__grid">
          <div>
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="page-hero__lead">{t('hero.lead', { days: AI_FREE_TRIAL_DAYS })}</p>
            <div className="hero__actions">
              <Link to={signUpPath()} className="button button--light">
                {t('hero.signUp')}
              </Link>
              <a href="#voicemail-plans" className="button button--outline-light">
                {t('hero.plans')}
              </a>
            </div>
            <HeroIllustration src={aiVoicemailArt} width={512} height={180} className="voicemail-hero__art" lazy />
          </div>
          <VoicemailDemo />
        </div>
      </section>
      <section className="container content-section" aria-labelledby="vm-features-title">
        <h2 id="vm-features-title" className="section-title">
          {t('features.title')}
        </h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="info-card">
              <h3>{t(`features.${feature}.title`)}</h3>
              <p>{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="voicemail-plans" className="international" aria-labelledby="vm-plans-title">
        <div className="container">
          <h2 id="vm-plans-title" className="section-title">
            {t('plans.title')}
          </h2>
          <p className="section-lead">{t('plans.lead', { days: AI_FREE_TRIAL_DAYS })}</p>
          <ul className="plan-cards">
            {VOICEMAIL_PLANS.map((plan) => (
              <li key={plan.id} className={`plan-card${plan.id === 'pro' ? ' plan-card--popular' : ''}`}>
                <h3>{plan.name}</h3>
                <p className="plan-card__price">
                  <ConsumerPrice cents={plan.monthlyCents} />
                </p>
                <p>{t('plans.perMonth')}</p>
                <ul className="check-list">
                  <li>
                    {plan.voicemails === null
                      ? t('plans.unlimited')
                      : t('plans.voicemails', { count: plan.voicemails, formatted: number(plan.voicemails, language) })}
                  </li>
                  <li>{t('plans.languages', { count: plan.languages })}</li>
                </ul>
                <Link className={`button${plan.id === 'pro' ? '' : ' button--ghost'}`} to={signUpPath(plan.id)}>
                  {t('plans.choose', { plan: plan.name })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container content-section" aria-labelledby="vm-cases-title">
        <h2 id="vm-cases-title" className="section-title">
          {t('useCases.title')}
        </h2>
        <ul className="feature-grid">
          {USE_CASES.map((useCase) => (
            <li key={useCase} className="info-card">
              <h3>{t(`useCases.${useCase}.title`)}</h3>
              <p>{t(`useCases.${useCase}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="cta-band">
          {t('cta.text')}{' '}
          <Link to={signUpPath()} className="button">
            {t('cta.button')}
          </Link>
        </p>
      </section>
    </>
  );
}
