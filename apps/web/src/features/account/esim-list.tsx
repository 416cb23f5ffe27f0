import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EsimRecord } from '@telecom/domain';
import { paths, pathTo } from '../../config/paths';
import { calendarDate, date, number } from '../../lib/format';
import { useEsimUsage } from './api/get-esim-usage';
import { useOwnEsims } from './api/get-own-esims';

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
      {installable && (
        <p className="service-card__actions">
          <Link
            to={pathTo('esimInstall', { id: esim.id })}
            className={esim.status === 'ready' ? 'button' : 'button button--ghost'}
            aria-describedby={`${id}-name`}
          >
            {esim.status === 'ready' ? t('dashboard.esims.install') : t('dashboard.esims.installDetails')}
          </Link>
        </p>
      )}
    </article>
  );
}

const gb = (mb: number, language: string | undefined) => number(mb / 1024, language, { maximumFractionDigits: 1 });

/** This period's data use as a labelled <meter>: "6.5 GB of 10 GB used", or the use of unlimited data. */
function UsageMeter({ esim }: { esim: EsimRecord }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const usage = useEsimUsage(esim.id, { enabled: esim.status !== 'preparing' });
  if (esim.status === 'preparing') return <p className="service-card__detail">{t('dashboard.usage.notYet')}</p>;
  if (usage.isPending) return <p className="service-card__detail">{t('dashboard.usage.loading')}</p>;
  if (usage.isError) return <p className="form-error">{t('dashboard.usage.failed')}</p>;
  const { usedMb, includedMb, periodStart, periodEnd } = usage.data;
  const text =
    includedMb === null
      ? t('dashboard.usage.usedUnlimited', { used: gb(usedMb, language) })
      : t('dashboard.usage.used', { used: gb(usedMb, language), included: gb(includedMb, language) });
  return (
    <div className="usage-meter" data-testid="usage">
      <div className="usage-meter__row">
        {includedMb === null ? (
          <span>{t('dashboard.usage.label')}</span>
        ) : (
          <label htmlFor={`${id}-meter`}>{t('dashboard.usage.label')}</label>
        )}
        <span id={`${id}-text`}>{text}</span>
      </div>
      {includedMb !== null && (
        <meter
          id={`${id}-meter`}
          min={0}
          max={includedMb}
          value={Math.min(usedMb, includedMb)}
          low={includedMb * 0.8}
          high={includedMb * 0.99}
          optimum={0}
          aria-describedby={`${id}-text`}
        />
      )}
      <p className="service-card__detail">
        {t('dashboard.usage.period', {
          start: calendarDate(periodStart, language, { day: 'numeric', month: 'short' }),
          end: calendarDate(periodEnd, language, { day: 'numeric', month: 'short', year: 'numeric' }),
        })}
      </p>
    </div>
  );
}
