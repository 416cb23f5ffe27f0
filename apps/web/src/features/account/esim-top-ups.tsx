import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AUTO_TOP_UP_CAP_EUROS,
  AutoTopUpBodySchema,
  TOP_UP_BUNDLES,
  type AutoTopUp,
  type EsimTopUpsAnswer,
  type TopUpBundleId,
  type TopUpRecord,
} from '@telecom/domain';
import { pathTo } from '../../config/paths';
import { date, euro, number } from '../../lib/format';
import { apiFormErrors } from '../../lib/form-state';
import { useFormErrors } from '../../lib/use-form-errors';
import { useSetAutoTopUp } from './api/set-auto-top-up';

/** A positive whole number from the path or query (an eSIM's or a top-up's id), else null. */
export function positiveId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** GB of MB in the page language, with at most one decimal. */
export const gbText = (mb: number, language: string | undefined) =>
  number(mb / 1024, language, { maximumFractionDigits: 1 });

/** After paying a top-up (`?topUp=`): whether its data was added, is still waiting for the payment, or failed. */
export function TopUpNotice({ topUp, allowanceMb }: { topUp: TopUpRecord; allowanceMb: number | null }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage;
  const data = gbText(topUp.mb, language);
  if (topUp.status === 'paid')
    return (
      <p className="form-success" role="status" data-testid="top-up-notice">
        {allowanceMb === null
          ? t('esim.notice.paid', { data })
          : t('esim.notice.paidAllowance', { data, allowance: gbText(allowanceMb, language) })}
      </p>
    );
  if (topUp.status === 'pending')
    return (
      <p role="status" data-testid="top-up-notice">
        {t('esim.notice.pending')}
      </p>
    );
  return (
    <p className="form-error" role="alert" data-testid="top-up-notice">
      {t('esim.notice.failed')}
    </p>
  );
}

/** The "Top up" card: the way into the two steps, or why this eSIM cannot have a top-up. */
export function TopUpCard({ esimId, topUps }: { esimId: number; topUps: EsimTopUpsAnswer }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="top-up-title" className="account-card">
      <h2 id="top-up-title">{t('esim.topUp.title')}</h2>
      {topUps.canTopUp ? (
        <>
          <p>{t('esim.topUp.lead')}</p>
          <p className="service-card__actions">
            <Link to={pathTo('dashboardEsimTopUp', { id: esimId })} className="button">
              {t('esim.topUp.button')}
            </Link>
          </p>
        </>
      ) : (
        <p>{t('esim.topUp.unavailable')}</p>
      )}
      <h3 className="esim-top-ups__subtitle">{t('esim.history.title')}</h3>
      {topUps.topUps.length === 0 ? <p>{t('esim.history.empty')}</p> : <TopUpHistory topUps={topUps.topUps} />}
    </section>
  );
}

function TopUpHistory({ topUps }: { topUps: readonly TopUpRecord[] }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage;
  return (
    <ul className="esim-top-ups" data-testid="top-ups">
      {topUps.map((topUp) => (
        <li key={topUp.id}>
          <span>
            {t('esim.history.row', {
              data: gbText(topUp.mb, language),
              price: euro(topUp.priceWithVatCents, language),
              date: date(topUp.paidAt ?? topUp.createdAt, language, { dateStyle: 'medium' }),
            })}
            {topUp.automatic && ` · ${t('esim.history.automatic')}`}
          </span>
          <span className={`badge badge--${topUp.status === 'paid' ? 'active' : topUp.status}`}>
            {t(`esim.history.status.${topUp.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The auto top-up settings: on/off, the bundle (with its price incl. VAT) and the monthly limit in euros. */
export function AutoTopUpForm({ esimId, autoTopUp }: { esimId: number; autoTopUp: AutoTopUp }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage;
  const id = useId();
  const errors = useFormErrors();
  const save = useSetAutoTopUp();
  const [enabled, setEnabled] = useState(autoTopUp.enabled);
  const [bundle, setBundle] = useState<TopUpBundleId>(autoTopUp.bundle);
  const [cap, setCap] = useState(String(autoTopUp.monthlyCapEuros));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const capError = fieldErrors.monthlyCapEuros;
  const formError = fieldErrors._form;

  return (
    <section aria-labelledby={`${id}-title`} className="account-card">
      <h2 id={`${id}-title`}>{t('esim.auto.title')}</h2>
      <p>{t('esim.auto.lead')}</p>
      <form
        noValidate
        className="esim-auto-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          const check = errors.validate(AutoTopUpBodySchema, {
            enabled,
            bundle,
            monthlyCapEuros: cap.trim() === '' ? Number.NaN : Number(cap),
          });
          setFieldErrors(check.errors);
          if (!check.data) return;
          save.mutate(
            { id: esimId, ...check.data },
            {
              onSuccess: () => setSaved(true),
              onError: (error) => {
                const fromApi = apiFormErrors(error);
                setFieldErrors(Object.keys(fromApi).length > 0 ? fromApi : { _form: t('esim.auto.failed') });
              },
            },
          );
        }}
      >
        <label className="choice">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => {
              setEnabled(event.target.checked);
              setSaved(false);
            }}
          />
          {t('esim.auto.enabled')}
        </label>
        <div className="field">
          <label htmlFor={`${id}-bundle`}>{t('esim.auto.bundle')}</label>
          <select
            id={`${id}-bundle`}
            value={bundle}
            onChange={(event) => {
              setBundle(event.target.value as TopUpBundleId);
              setSaved(false);
            }}
          >
            {TOP_UP_BUNDLES.map((option) => (
              <option key={option.id} value={option.id}>
                {t('esim.auto.bundleOption', {
                  data: number(option.dataGb, language),
                  price: euro(option.priceWithVatCents, language),
                })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-cap`}>{t('esim.auto.cap')}</label>
          <input
            id={`${id}-cap`}
            inputMode="numeric"
            value={cap}
            aria-invalid={capError ? true : undefined}
            aria-describedby={`${id}-cap-hint${capError ? ` ${id}-cap-error` : ''}`}
            onChange={(event) => {
              setCap(event.target.value);
              setSaved(false);
            }}
          />
          <p id={`${id}-cap-hint`} className="field__hint">
            {t('esim.auto.capHint', {
              min: AUTO_TOP_UP_CAP_EUROS.min,
              max: AUTO_TOP_UP_CAP_EUROS.max,
              spent: euro(autoTopUp.spentThisMonthCents, language),
            })}
          </p>
          {capError && (
            <p id={`${id}-cap-error`} className="field__error">
              {capError}
            </p>
          )}
        </div>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <p aria-live="polite" className="form-success">
          {saved ? t('esim.auto.saved') : ''}
        </p>
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('esim.auto.saving') : t('esim.auto.save')}
        </button>
      </form>
    </section>
  );
}
