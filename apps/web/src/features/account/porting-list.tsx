import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortingRequestRecord } from '@telecom/domain';
import { PortingStatusBadge, PortingTimeline } from '../../components/ui/porting-timeline';
import { paths } from '../../config/paths';
import { calendarDate } from '../../lib/format';
import { usePorting } from './api/get-porting';

/**
 * The dashboard's numbers being moved to us (nummerbehoud, docs/contracts.md §9): each number as written, its current
 * provider, its status and the timeline of its steps. No section at all for an account without porting requests.
 */
export function PortingList() {
  const { t } = useTranslation('porting');
  const porting = usePorting();
  if (porting.isSuccess && porting.data.length === 0) return null;
  return (
    <section aria-labelledby="porting-title" className="account-card" data-testid="porting">
      <h2 id="porting-title">{t('dashboard.title')}</h2>
      {porting.isPending ? (
        <p role="status">{t('dashboard.loading')}</p>
      ) : porting.isError ? (
        <p className="form-error" role="alert">
          {t('dashboard.failed')}
        </p>
      ) : (
        <>
          <p className="service-card__detail">{t('dashboard.lead')}</p>
          <ul className="service-cards">
            {porting.data.map((request) => (
              <li key={request.id}>
                <PortingCard porting={request} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PortingCard({ porting }: { porting: PortingRequestRecord }) {
  const { t, i18n } = useTranslation('porting');
  const id = useId();
  const day = (iso: string) => calendarDate(iso, i18n.resolvedLanguage);
  return (
    <article className="service-card" aria-labelledby={`${id}-number`} data-testid="porting-request">
      <div className="service-card__head">
        <h3 id={`${id}-number`}>{porting.display}</h3>
        <PortingStatusBadge status={porting.status} />
      </div>
      <dl className="service-card__facts">
        <div>
          <dt>{t('dashboard.provider')}</dt>
          <dd>{porting.currentProvider}</dd>
        </div>
        {porting.scheduledDate ? (
          <div>
            <dt>{t('dashboard.movingDay')}</dt>
            <dd data-testid="porting-moving-day">{day(porting.scheduledDate)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('dashboard.wished')}</dt>
            <dd>{porting.wishedDate ? day(porting.wishedDate) : t('dashboard.atContractEnd')}</dd>
          </div>
        )}
      </dl>
      <PortingTimeline porting={porting} />
      {porting.status === 'rejected' && (
        <p className="service-card__detail">
          {t('dashboard.rejectedHelp', { provider: porting.currentProvider })}{' '}
          <Link to={paths.support}>{t('dashboard.support')}</Link>
        </p>
      )}
    </article>
  );
}
