import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  findTopUpBundle,
  REDIRECT_PAYMENT_METHODS,
  TOP_UP_BUNDLES,
  type RedirectPaymentMethod,
  type TopUpBundle,
} from '@telecom/domain';
import { pathTo } from '../../../config/paths';
import { AccountNav } from '../../../features/account/account-nav';
import { useEsim } from '../../../features/account/api/get-esim';
import { useEsimTopUps } from '../../../features/account/api/get-esim-top-ups';
import { useStartTopUp } from '../../../features/account/api/start-top-up';
import { positiveId } from '../../../features/account/esim-top-ups';
import { ApiError } from '../../../lib/api-client';
import { euro, number } from '../../../lib/format';

type Step = 'choose' | 'confirm';

/**
 * /dashboard/esims/{id}/top-up (docs/contracts.md §14): buying a top-up in two steps, kept in the URL (`?step=` and
 * `?bundle=`, so that a reload or the back button keeps the place): choose a bundle by its price incl. VAT, then confirm
 * and pay on the payment provider's page, which sends the customer back to the eSIM's page.
 */
export function EsimTopUpRoute() {
  const { t } = useTranslation('account');
  const id = positiveId(useParams().id) ?? 0;
  const [search, setSearch] = useSearchParams();
  const chosen = findTopUpBundle(search.get('bundle') ?? '');
  const step: Step = search.get('step') === 'confirm' && chosen ? 'confirm' : 'choose';
  const esim = useEsim(id);
  const topUps = useEsimTopUps(id);
  const name = esim.data?.name ?? t('esim.fallbackTitle');
  const go = (next: Step, bundle: string | undefined) => setSearch(bundle ? { step: next, bundle } : { step: next });

  return (
    <>
      <title>{`${t('topUp.title', { name })} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('topUp.title', { name })}</h1>
          <p className="page-hero__lead">{t('topUp.step', { step: step === 'choose' ? 1 : 2 })}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page esim-page">
        <p>
          <Link to={pathTo('dashboardEsim', { id })}>{t('topUp.back')}</Link>
        </p>
        {esim.isPending || topUps.isPending ? (
          <p role="status">{t('dashboard.loading')}</p>
        ) : esim.isError || topUps.isError ? (
          <p className="form-error" role="alert">
            {esim.error instanceof ApiError && esim.error.status === 404 ? t('esim.notFound') : t('esim.failed')}
          </p>
        ) : !topUps.data.canTopUp ? (
          <p className="form-error" role="alert">
            {t('esim.topUp.unavailable')}
          </p>
        ) : step === 'choose' ? (
          <ChooseBundle selected={chosen} onNext={(bundle) => go('confirm', bundle)} />
        ) : (
          <ConfirmTopUp esimId={id} esimName={name} bundle={chosen!} onBack={() => go('choose', chosen!.id)} />
        )}
      </div>
    </>
  );
}

function ChooseBundle({ selected, onNext }: { selected: TopUpBundle | undefined; onNext: (bundle: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage;
  const id = useId();
  return (
    <form
      className="account-card top-up-form"
      aria-labelledby={`${id}-legend`}
      onSubmit={(event) => {
        event.preventDefault();
        const bundle = new FormData(event.currentTarget).get('bundle');
        if (typeof bundle === 'string') onNext(bundle);
      }}
    >
      <fieldset>
        <legend id={`${id}-legend`}>{t('topUp.choose.legend')}</legend>
        <div className="top-up-bundles">
          {TOP_UP_BUNDLES.map((bundle, index) => (
            <label key={bundle.id} className="top-up-bundle">
              <input
                type="radio"
                name="bundle"
                value={bundle.id}
                defaultChecked={selected ? selected.id === bundle.id : index === 0}
              />
              <span className="top-up-bundle__data">{t('topUp.data', { data: number(bundle.dataGb, language) })}</span>
              <span className="top-up-bundle__price">
                {t('topUp.priceWithVat', { price: euro(bundle.priceWithVatCents, language) })}
              </span>
              <span className="top-up-bundle__excl">
                {t('topUp.priceExclVat', { price: euro(bundle.priceCents, language) })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="top-up-form__note">{t('topUp.choose.note')}</p>
      <button type="submit" className="button">
        {t('topUp.choose.next')}
      </button>
    </form>
  );
}

function ConfirmTopUp({
  esimId,
  esimName,
  bundle,
  onBack,
}: {
  esimId: number;
  esimName: string;
  bundle: TopUpBundle;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage;
  const id = useId();
  const start = useStartTopUp();
  const waiting = start.isPending || start.isSuccess;
  return (
    <form
      className="account-card top-up-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const method = new FormData(event.currentTarget).get('method') as RedirectPaymentMethod;
        start.mutate(
          { id: esimId, bundle: bundle.id, method },
          { onSuccess: (answer) => window.location.assign(answer.redirectUrl) },
        );
      }}
    >
      <h2 id={`${id}-title`}>{t('topUp.confirm.title')}</h2>
      <dl className="top-up-summary" data-testid="top-up-summary">
        <dt>{t('topUp.confirm.esim')}</dt>
        <dd>{esimName}</dd>
        <dt>{t('topUp.confirm.bundle')}</dt>
        <dd>{t('topUp.data', { data: number(bundle.dataGb, language) })}</dd>
        <dt>{t('topUp.confirm.vat')}</dt>
        <dd>{euro(bundle.priceWithVatCents - bundle.priceCents, language)}</dd>
        <dt>{t('topUp.confirm.total')}</dt>
        <dd>
          <strong>{euro(bundle.priceWithVatCents, language)}</strong>
        </dd>
      </dl>
      <div className="field">
        <label htmlFor={`${id}-method`}>{t('topUp.confirm.method')}</label>
        <select id={`${id}-method`} name="method" defaultValue="ideal">
          {REDIRECT_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`billing.methods.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="top-up-form__note">{t('topUp.confirm.note')}</p>
      {start.isError && (
        <p className="form-error" role="alert">
          {start.error instanceof ApiError && start.error.code === 'TOP_UP_NOT_AVAILABLE'
            ? t('esim.topUp.unavailable')
            : t('topUp.confirm.failed')}
        </p>
      )}
      <div className="top-up-form__actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={waiting}>
          {t('topUp.confirm.back')}
        </button>
        <button type="submit" className="button" disabled={waiting} aria-busy={waiting || undefined}>
          {waiting ? t('topUp.confirm.paying') : t('topUp.confirm.pay')}
        </button>
      </div>
    </form>
  );
}
