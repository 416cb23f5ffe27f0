import { useTranslation } from 'react-i18next';
import { useHealth } from '../../../features/status/api/get-health';
import { InfoLayout, InfoSections } from './info-layout';

/** /status: a live check of the platform plus the service promises. */
export function StatusRoute() {
  const { t } = useTranslation('info');
  const health = useHealth();
  const state = health.isPending ? 'checking' : health.data?.status === 'ok' ? 'up' : 'down';
  return (
    <InfoLayout id="status">
      <div className="container content-section">
        <p className={`status-badge status-badge--${state}`} role="status">
          {t(`statusPage.${state}`)}
        </p>
      </div>
      <InfoSections id="status" />
    </InfoLayout>
  );
}
