import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VOICEMAIL_PLANS } from '@telecom/domain';
import { paths } from '../../config/paths';
import { useConsumerPriceTexts } from '../../components/ui/consumer-price';

/** The AI voicemail banner of the home page. */
export function VoicemailBanner() {
  const { t } = useTranslation('home');
  const priceTexts = useConsumerPriceTexts();
  const from = Math.min(...VOICEMAIL_PLANS.map((plan) => plan.monthlyCents));
  return (
    <section className="container" aria-labelledby="voicemail-banner-title">
      <div className="voicemail-banner">
        <div>
          <p className="eyebrow eyebrow--dark">{t('voicemailBanner.eyebrow')}</p>
          <h2 id="voicemail-banner-title">{t('voicemailBanner.title')}</h2>
          <p>{t('voicemailBanner.text', { price: priceTexts(from).both })}</p>
        </div>
        <Link to={paths.aiVoicemail} className="button">
          {t('voicemailBanner.cta')}
        </Link>
      </div>
    </section>
  );
}
