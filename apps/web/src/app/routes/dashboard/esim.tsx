import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountNav } from '../../../features/account/account-nav';
import { useEsim } from '../../../features/account/api/get-esim';
import { useEsimUsage } from '../../../features/account/api/get-esim-usage';
import { useEsimTopUps } from '../../../features/account/api/get-esim-top-ups';
import { AutoTopUpForm, positiveId, TopUpCard, TopUpNotice } from '../../../features/account/esim-top-ups';
import { UsageMeter } from '../../../features/account/usage-meter';
import { ApiError } from '../../../lib/api-client';
import { date } from '../../../lib/format';

/**
 * /dashboard/esims/{id} (docs/contracts.md §14): one of the account's eSIMs with this period's usage against its
 * allowance, the way to a top-up and the ones bought, and the auto top-up settings. The payment provider sends the
 * customer back here with `?topUp={id}`: the page says whether its data was added (asking again while it waits).
 */
export function EsimRoute() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage;
  const id = positiveId(useParams().id) ?? 0;
  const [search] = useSearchParams();
  const returnedTopUp = positiveId(search.get('topUp'));
  const esim = useEsim(id);
  const topUps = useEsimTopUps(id);
  const usage = useEsimUsage(id, { enabled: esim.data !== undefined && esim.data.status !== 'preparing' });
  const returned = returnedTopUp === null ? undefined : topUps.data?.topUps.find((row) => row.id === returnedTopUp);
  const name = esim.data?.name ?? t('esim.fallbackTitle');

  return (
    <>
      <title>{`${name} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{name}</h1>
          <p className="page-hero__lead">{t('esim.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page esim-page">
        <p>
          <Link to={paths.dashboard}>{t('esim.back')}</Link>
        </p>
        {esim.isPending ? (
          <p role="status">{t('dashboard.loading')}</p>
        ) : esim.isError ? (
          <p className="form-error" role="alert">
            {esim.error instanceof ApiError && esim.error.status === 404 ? t('esim.notFound') : t('esim.failed')}
          </p>
        ) : (
          <>
            {returned && (
              <TopUpNotice
                topUp={returned}
                allowanceMb={returned.status === 'paid' ? (usage.data?.includedMb ?? null) : null}
              />
            )}
            <section aria-labelledby="esim-usage-title" className="account-card">
              <div className="account-card__header">
                <h2 id="esim-usage-title">{t('esim.usageTitle')}</h2>
                <span className={`badge badge--${esim.data.status}`}>
                  {t(`dashboard.esims.status.${esim.data.status}`)}
                </span>
              </div>
              <UsageMeter esim={esim.data} />
              {esim.data.validUntil && (
                <p className="service-card__detail">
                  {t('esim.validUntil', { date: date(esim.data.validUntil, language) })}
                </p>
              )}
            </section>
            {topUps.isPending ? (
              <p role="status">{t('dashboard.loading')}</p>
            ) : topUps.isError ? (
              <p className="form-error" role="alert">
                {t('esim.topUpsFailed')}
              </p>
            ) : (
              <>
                <TopUpCard esimId={id} topUps={topUps.data} />
                {topUps.data.autoTopUpAvailable && topUps.data.canTopUp ? (
                  <AutoTopUpForm esimId={id} autoTopUp={topUps.data.autoTopUp} />
                ) : (
                  topUps.data.canTopUp && <p>{t('esim.auto.unavailable')}</p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
