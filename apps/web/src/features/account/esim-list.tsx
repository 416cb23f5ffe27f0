import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EsimRecord } from '@telecom/domain';
import { paths, pathTo } from '../../config/paths';
import { date } from '../../lib/format';
import { useOwnEsims } from './api/get-own-esims';
import { UsageMeter } from './usage-meter';

/** The dashboard's eSIMs (docs/contracts.md §8): status, ICCID, the install link and this period's data use. */
export function EsimList() {
  const { t } = useTranslation('account');
  const esims = useOwnEsims();
  return (
    <section aria-labelledby="esims-title" className="account-card">
      <h2 id="esims-title">{t('dashboard.esims.title')}</h2>
      {esims.isPending ? (
        <p role="status">{t('dashboard.loading')}</p>
      ) : esims.isError ? (
        <p className="form-error" role="alert">
          {t('dashboard.esims.failed')}
        </p>
      ) : esims.data.length === 0 ? (
        <p data-testid="no-esims">
          {t('dashboard.esims.empty')} <Link to={paths.esimOrder}>{t('dashboard.esims.orderOne')}</Link>
        </p>
      ) : (
        <ul className="service-cards" data-testid="esims">
          {esims.data.map((esim) => (
            <li key={esim.id}>
              <EsimCard esim={esim} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EsimCard({ esim }: { esim: EsimRecord }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const installable = esim.status !== 'preparing' && esim.status !== 'expired' && esim.status !== 'blocked';
  const manageable = esim.status !== 'preparing' && esim.status !== 'blocked';
  return (
    <article className="service-card" aria-labelledby={`${id}-name`}>
      <div className="service-card__head">
        <h3 id={`${id}-name`}>{esim.name}</h3>
        <span className={`badge badge--${esim.status}`}>{t(`dashboard.esims.status.${esim.status}`)}</span>
      </div>
      <p className="service-card__detail">
        {esim.iccid ? t('dashboard.esims.iccid', { digits: esim.iccid.slice(-4) }) : t('dashboard.esims.noIccid')}
      </p>
      {esim.validUntil && (
        <p className="service-card__detail">
          {t('dashboard.esims.validUntil', { date: date(esim.validUntil, language) })}
        </p>
      )}
      {esim.status === 'blocked' && (
        <p className="service-card__detail" data-testid="esim-blocked">
          {t('dashboard.esims.blocked')}
        </p>
      )}
      <UsageMeter esim={esim} />
      {(installable || manageable) && (
        <p className="service-card__actions">
          {installable && (
            <Link
              to={pathTo('esimInstall', { id: esim.id })}
              className={esim.status === 'ready' ? 'button' : 'button button--ghost'}
              aria-describedby={`${id}-name`}
            >
              {esim.status === 'ready' ? t('dashboard.esims.install') : t('dashboard.esims.installDetails')}
            </Link>
          )}
          {manageable && (
            <Link
              to={pathTo('dashboardEsim', { id: esim.id })}
              className="button button--ghost"
              aria-describedby={`${id}-name`}
            >
              {t('dashboard.esims.manage')}
            </Link>
          )}
        </p>
      )}
    </article>
  );
}
