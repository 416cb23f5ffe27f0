import type { ReactNode } from 'react';
import { StateHero } from '../../../components/ui/state-hero';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { loginPathFor, type EsimRecord } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/format';
import { orderTokensForEsim } from '../../../lib/order-tokens';
import { useSession } from '../../../lib/session';
import { useLinkToken } from '../../../lib/use-link-token';
import { useEsim } from '../../../features/esim-delivery/api/get-esim';
import { EsimCodes } from '../../../features/esim-delivery/components/esim-codes';
import { EsimQr } from '../../../features/esim-delivery/components/esim-qr';
import { InstallSteps } from '../../../features/esim-delivery/components/install-steps';
import { IosInstallLink } from '../../../features/esim-delivery/components/ios-install-link';
import '../../../features/checkout/checkout.css';
import '../../../features/esim-delivery/esim-delivery.css';

/** An eSIM id of the address: a positive whole number, or null for anything else (an eSIM that does not exist). */
function esimIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * /esim/installeren/{id} (docs/contracts.md §8): the eSIM's lasting install page — its QR code, the one-tap install on
 * iPhone, the SM-DP+ address, activation code and LPA to copy, the steps for iPhone, Samsung and Pixel, its status and
 * what to do when it does not work. For its signed-in account, in the browser that placed its order (the order's
 * token), or on any device from the eSIM mail's signed link (`?t=`, docs/contracts.md §12); anyone else is asked to
 * sign in, or to use the QR code in the e-mail.
 */
export function EsimInstallRoute() {
  const { t } = useTranslation('install');
  const { t: tc } = useTranslation();
  const { id: idParam } = useParams();
  const id = esimIdOf(idParam);
  const linkToken = useLinkToken(id === null ? null : { esimId: id });
  const { user, isLoading: sessionLoading } = useSession();
  const hasAccess = id !== null && (user !== null || orderTokensForEsim(id).length > 0);
  const query = useEsim(id ?? 0, { enabled: id !== null && !sessionLoading && hasAccess });

  const meta = (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
      <meta name="robots" content="noindex" />
    </>
  );

  if (id === null) return <NotFound meta={meta} />;
  if (!sessionLoading && !hasAccess) return <SignIn meta={meta} fromLink={false} />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    if (notFound) return user ? <NotFound meta={meta} /> : <SignIn meta={meta} fromLink={linkToken !== undefined} />;
    return (
      <>
        {meta}
        <StateHero eyebrow={t('eyebrow')} title={t('error.title')} lead={query.error.message} alert>
          <button type="button" className="button button--light" onClick={() => void query.refetch()}>
            {t('error.retry')}
          </button>
        </StateHero>
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        {meta}
        <StateHero eyebrow={t('eyebrow')} title={t('loading')} busy />
      </>
    );
  }
  return (
    <>
      {meta}
      <InstallPage esim={query.data.esim} accessToken={query.data.accessToken} />
    </>
  );
}

function NotFound({ meta }: { meta: ReactNode }) {
  const { t } = useTranslation('install');
  return (
    <>
      {meta}
      <StateHero eyebrow={t('eyebrow')} title={t('notFound.title')} lead={t('notFound.message')}>
        <Link className="button button--light" to={paths.dashboard}>
          {t('notFound.dashboard')}
        </Link>
        <Link className="button button--outline-light" to={paths.support}>
          {t('help.support')}
        </Link>
      </StateHero>
    </>
  );
}

/** Asked to sign in; `fromLink`: a mail's link was opened here and did not open the eSIM. */
function SignIn({ meta, fromLink }: { meta: ReactNode; fromLink: boolean }) {
  const { t } = useTranslation('install');
  const location = useLocation();
  return (
    <>
      {meta}
      <StateHero
        eyebrow={t('eyebrow')}
        title={fromLink ? t('badLink.title') : t('signIn.title')}
        lead={fromLink ? t('badLink.message') : t('signIn.message')}
      >
        <Link className="button button--light" to={loginPathFor(`${location.pathname}${location.search}`)}>
          {t('signIn.button')}
        </Link>
        <Link className="button button--outline-light" to={paths.support}>
          {t('help.support')}
        </Link>
      </StateHero>
    </>
  );
}

function InstallPage({ esim, accessToken }: { esim: EsimRecord; accessToken?: string }) {
  const { t, i18n } = useTranslation('install');
  const blocked = esim.status === 'blocked';
  const ready = esim.status !== 'preparing' && !blocked && esim.lpa !== null;
  const date = (iso: string | null) =>
    iso === null
      ? null
      : new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(iso),
        );
  const facts: [string, string | null][] = [
    [t('facts.iccid'), esim.iccid],
    [t('facts.readyAt'), date(esim.readyAt)],
    [t('facts.installedAt'), date(esim.installedAt)],
    [t('facts.validUntil'), date(esim.validUntil)],
  ];
  return (
    <>
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('title')}</h1>
          <p className="page-hero__lead">{t('lead', { name: esim.name })}</p>
        </div>
      </section>
      <div className="container install-page">
        <section className="confirmation__card install-page__qr" aria-labelledby="install-qr-title">
          <h2 id="install-qr-title">{t('qr.title')}</h2>
          <p className="esim-delivery__status" role="status" data-testid="esim-status">
            {ready || blocked ? t(`status.${esim.status}`) : t('delivery.preparing')}
          </p>
          {blocked ? (
            // Lost or stolen: blocked by us for good (docs/contracts.md §14); its codes install nothing any more.
            <p data-testid="esim-blocked">{t('blocked.message')}</p>
          ) : (
            <div className="esim-delivery__item">
              {ready ? (
                <EsimQr esim={esim} accessToken={accessToken} />
              ) : (
                <div className="esim-qr esim-qr--waiting" aria-hidden="true">
                  <span className="esim-qr__spinner" />
                </div>
              )}
              <div className="esim-delivery__details">
                <p>{t('qr.instructions')}</p>
                {ready && (
                  <>
                    <IosInstallLink esim={esim} />
                    <p className="install-page__note">{t('ios.note')}</p>
                  </>
                )}
              </div>
            </div>
          )}
        </section>

        {ready && (
          <section className="confirmation__card" aria-labelledby="install-codes-title">
            <h2 id="install-codes-title">{t('codes.title')}</h2>
            <p>{t('codes.intro')}</p>
            <EsimCodes esim={esim} withLpa />
          </section>
        )}

        <section className="confirmation__card" aria-labelledby="install-steps-title">
          <h2 id="install-steps-title">{t('steps.title')}</h2>
          <InstallSteps />
        </section>

        <section className="confirmation__card" aria-labelledby="install-status-title">
          <h2 id="install-status-title">{t('facts.title')}</h2>
          <dl className="confirmation__facts">
            <div>
              <dt>{t('facts.status')}</dt>
              <dd data-testid="esim-status-fact">{t(`status.${esim.status}`)}</dd>
            </div>
            <div>
              <dt>{t('facts.order')}</dt>
              <dd>{esim.orderId}</dd>
            </div>
            {facts
              .filter((fact): fact is [string, string] => fact[1] !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>

        <section className="confirmation__card" aria-labelledby="install-help-title">
          <h2 id="install-help-title">{t('help.title')}</h2>
          <ul className="install-page__help">
            <li>{t('help.connection')}</li>
            <li>{t('help.once')}</li>
            <li>{t('help.compatible')}</li>
            <li>{t('help.restart')}</li>
          </ul>
          <Link className="button" to={paths.support}>
            {t('help.support')}
          </Link>
        </section>
      </div>
    </>
  );
}
