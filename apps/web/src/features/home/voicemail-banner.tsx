import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VOICEMAIL_PLANS, withDutchVatCents } from '@telecom/domain';
import { paths } from '../../config/paths';
import { euro } from '../../lib/format';

/** The AI voicemail banner of the home page. */
export function VoicemailBanner() {
  const { t, i18n } = useTranslation('home');
  const from = Math.min(...VOICEMAIL_PLANS.map((plan) => plan.monthlyCents));
  return (
    <section className="container" aria-labelledby="voicemail-banner-title">
      <div className="voicemail-banner">
        <div>
          <p className="eyebrow eyebrow--dark">{t('voicemailBanner.eyebrow')}</p>
          <h2 id="voicemail-banner-title">{t('voicemailBanner.title')}</h2>
          {/* The price with VAT alone (docs/contracts.md §13): the home page's JavaScript budget has no room for more. */}
          <p>
            {t('voicemailBanner.text', {
              price: t('vatPrice.inclVat', {
                ns: 'common',
                price: euro(withDutchVatCents(from), i18n.resolvedLanguage),
              }),
            })}
          </p>
        </div>
        <Link to={paths.aiVoicemail} className="button">
          {t('voicemailBanner.cta')}
        </Link>
      </div>
    </section>
  );
}
