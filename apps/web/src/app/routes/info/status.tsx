import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client';
import { InfoLayout, InfoSections } from './info-layout';

/** /status: a live check of the platform plus the service promises. */
export function StatusRoute() {
  const { t } = useTranslation('info');
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiFetch<{ status: string }>('/api/health', { signal, auth: false }),
    refetchInterval: 30_000,
    retry: false,
  });
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
