import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

/** The tabs of the customer's own pages: overview, calls, voicemail, calendar, profile, billing, API keys, webhooks. */
export function AccountNav() {
  const { t } = useTranslation('account');
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <div className="container">
        <NavLink to={paths.dashboard} end>
          {t('nav.overview')}
        </NavLink>
        <NavLink to={paths.dashboardPhone}>{t('nav.phone')}</NavLink>
        <NavLink to={paths.dashboardVoicemail}>{t('nav.voicemail')}</NavLink>
        <NavLink to={paths.dashboardCalendar}>{t('nav.calendar')}</NavLink>
        <NavLink to={paths.profile}>{t('nav.profile')}</NavLink>
        <NavLink to={paths.billing}>{t('nav.billing')}</NavLink>
        <NavLink to={paths.dashboardApiKeys}>{t('nav.apiKeys')}</NavLink>
        <NavLink to={paths.dashboardWebhooks}>{t('nav.webhooks')}</NavLink>
      </div>
    </nav>
  );
}
