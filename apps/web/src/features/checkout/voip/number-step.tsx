import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '../../../lib/queries';
import {
  NUMBER_HOLD_MINUTES,
  PORTING_PROVIDERS,
  VOIP_AREAS,
  VOIP_BUNDLES,
  VOIP_CHOICES,
  VOIP_NUMBER_PRICES,
  VOIP_NUMBER_TYPES,
  defaultVoipArea,
  earliestPortingDate,
  formatPhoneNumber,
  latestPortingDate,
  numberRuleOf,
  translateMessage,
  voipFieldErrors,
  type MessageKey,
  type PortingFormValues,
  type VoipArea,
  type VoipBundle,
  type VoipNumber,
  type VoipNumberType,
} from '@telecom/domain';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { calendarDate, euro, localeOf, number as formatNumber } from '../../../lib/format';
import { useVoipNumbers, voipNumberKeys } from '../api/get-voip-numbers';
import { useHoldVoipNumber } from '../api/hold-voip-number';
import { useProductTexts } from '../product-texts';
import type { VoipCheckout } from './use-voip-checkout';

/** How long a choice rests before its number is held: arrow keys walk a radio group without holding every number. */
const HOLD_DELAY_MS = 400;

/**
 * Step 1 of the VOIP wizard (docs/contracts.md §9): a new number (its type, its area and one of the area's free numbers,
 * held while the visitor orders) or a number to keep (nummerbehoud: the number, the current provider, the account
 * holder, a wished working day or the end of the contract, and the consent); then a calling bundle or none.
 */
export function VoipNumberStep({ checkout, showAllErrors }: { checkout: VoipCheckout; showAllErrors: boolean }) {
  const { t } = useTranslation('voip-order');
  const { selection } = checkout;
  return (
    <div className="wizard-panel">
      <fieldset className="choice-group">
        <legend>{t('choice.title')}</legend>
        <div className="choice-group__options">
          {VOIP_CHOICES.map((choice) => (
            <label key={choice} className="choice">
              <input
                type="radio"
                name="voip-choice"
                value={choice}
                checked={selection.choice === choice}
                onChange={() => checkout.select({ choice })}
              />
              <span className="choice__title">{t(`choice.${choice}.title`)}</span>
              <span className="choice__detail">{t(`choice.${choice}.detail`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {selection.choice === 'new' ? (
        <NewNumber checkout={checkout} />
      ) : (
        <PortingForm checkout={checkout} showAllErrors={showAllErrors} />
      )}
      <BundleChoice checkout={checkout} />
    </div>
  );
}

/** An area as its select names it: '020 Amsterdam', or 'België, Brussel (+32 2)' in the page language. */
function useAreaName() {
  const { t, i18n } = useTranslation('voip-order');
  return (area: VoipArea) =>
    area.numberType === 'nl'
      ? t('area.optionNl', { code: area.id, place: area.place })
      : t('area.optionInternational', {
          country: countryName(area.country, i18n.resolvedLanguage),
          place: area.place,
          code: `${area.countryCode} ${area.areaCode}`,
        });
}

type HoldNotice = { kind: 'taken'; number: string } | { kind: 'failed'; number: string; message: string };

function NewNumber({ checkout }: { checkout: VoipCheckout }) {
  const { t, i18n } = useTranslation('voip-order');
  const language = i18n.resolvedLanguage;
  const areaName = useAreaName();
  const id = useId();
  const queryClient = useQueryClient();
  const { selection, hold } = checkout;
  const numbers = useVoipNumbers(selection.area, { enabled: true });
  const holding = useHoldVoipNumber();
  const [notice, setNotice] = useState<HoldNotice | null>(null);
  const expired = useHoldExpired(hold?.heldUntil);
  const heldHere = hold !== null && hold.number === selection.number;
  const areas = VOIP_AREAS.filter((area) => area.numberType === selection.numberType);
  // Who may have a number of the area (docs/decisions/048), said before the choice; nothing for numbers abroad.
  const rule = numberRuleOf(selection.area);

  // With the token of this visitor's hold, the hold moves to the new number (the one held before is let go), so
  // that changing one's mind holds one number, not one per choice; the same number again renews its hold.
  const holdNumber = (number: string) => {
    setNotice(null);
    holding.mutate(
      { number, ...(hold ? { holdToken: hold.holdToken } : {}) },
      {
        onSuccess: (answer) =>
          checkout.setHold({ number: answer.number, holdToken: answer.holdToken, heldUntil: answer.heldUntil }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Gone: the choice goes (if it is still this number) and the list shows what is free now.
            setNotice({ kind: 'taken', number });
            checkout.select((current) => (current.number === number ? { number: null } : {}));
            void queryClient.invalidateQueries({ queryKey: voipNumberKeys.all });
          } else setNotice({ kind: 'failed', number, message: error.message });
        },
      },
    );
  };

  // The chosen number is held once the choice rests, unless this visitor holds it already (a reload, a link).
  const holdChosen = useEffectEvent((number: string) => holdNumber(number));
  const chosen = selection.number;
  useEffect(() => {
    if (chosen === null || heldHere) return;
    const timer = window.setTimeout(() => holdChosen(chosen), HOLD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [chosen, heldHere]);

  // The list shows the chosen number too: numbers held (by this visitor as well) are left out of the free ones.
  const free: VoipNumber[] = numbers.data?.numbers ?? [];
  const shown =
    chosen !== null && !free.some((candidate) => candidate.number === chosen)
      ? [{ number: chosen, display: formatPhoneNumber(chosen) }, ...free]
      : free;
  const heldTime = hold
    ? new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(new Date(hold.heldUntil))
    : '';

  return (
    <>
      <fieldset className="choice-group">
        <legend>{t('numberType.title')}</legend>
        <div className="choice-group__options">
          {VOIP_NUMBER_TYPES.map((numberType) => (
            <label key={numberType} className="choice">
              <input
                type="radio"
                name="voip-number-type"
                value={numberType}
                checked={selection.numberType === numberType}
                onChange={() => checkout.select({ numberType, area: defaultVoipArea(numberType), number: null })}
              />
              <span className="choice__title">{t(`numberType.${numberType}`)}</span>
              <span className="choice__price">
                {t('numberType.price', { price: euro(numberPrice(numberType), language) })}
              </span>
            </label>
          ))}
        </div>
        <div className="field voip-area">
          <label htmlFor={`${id}-area`}>{t(`area.${selection.numberType}`)}</label>
          <select
            id={`${id}-area`}
            name="area"
            value={selection.area}
            aria-describedby={rule ? `${id}-area-rule` : undefined}
            onChange={(event) => checkout.select({ area: event.target.value, number: null })}
          >
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {areaName(area)}
              </option>
            ))}
          </select>
          {rule && (
            <p id={`${id}-area-rule`} className="field__hint" data-testid="area-rule">
              {t(rule === 'business' ? 'area.ruleBusiness' : 'area.ruleAddress', { code: selection.area })}
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className="choice-group voip-numbers" aria-describedby={`${id}-numbers-hint`}>
        <legend>{t('numbers.title')}</legend>
        <p id={`${id}-numbers-hint`} className="choice-group__hint">
          {t('numbers.hint', { minutes: NUMBER_HOLD_MINUTES })}
        </p>
        <p className="voip-numbers__hold" role="status" data-testid="number-hold">
          {notice?.kind === 'taken'
            ? t('numbers.taken', { number: formatPhoneNumber(notice.number) })
            : notice?.kind === 'failed'
              ? t('numbers.holdFailed', { number: formatPhoneNumber(notice.number), message: notice.message })
              : chosen === null
                ? ''
                : holding.isPending
                  ? t('numbers.holding', { number: formatPhoneNumber(chosen) })
                  : heldHere && !expired
                    ? t('numbers.held', { number: formatPhoneNumber(chosen), time: heldTime })
                    : heldHere
                      ? t('numbers.expired', { number: formatPhoneNumber(chosen) })
                      : ''}
        </p>
        {numbers.isPending ? (
          <p className="voip-numbers__state" role="status" aria-busy="true">
            {t('numbers.loading')}
          </p>
        ) : numbers.isError && shown.length === 0 ? (
          <div className="voip-numbers__state" role="alert">
            <p>
              {t('numbers.failed')} {numbers.error.message}
            </p>
            <button type="button" className="button button--ghost" onClick={() => void numbers.refetch()}>
              {t('numbers.retry')}
            </button>
          </div>
        ) : shown.length === 0 ? (
          <p className="voip-numbers__state" role="status">
            {t('numbers.empty')}
          </p>
        ) : (
          <div className="voip-numbers__list" data-testid="voip-numbers">
            {shown.map((candidate) => (
              <label key={candidate.number} className="choice voip-numbers__number">
                <input
                  type="radio"
                  name="voip-number"
                  value={candidate.number}
                  checked={chosen === candidate.number}
                  onChange={() => checkout.select({ number: candidate.number })}
                />
                <span className="choice__title">{candidate.display}</span>
              </label>
            ))}
          </div>
        )}
        <div className="voip-numbers__actions">
          {chosen !== null && heldHere && expired && !holding.isPending && (
            <button type="button" className="button button--ghost" onClick={() => holdNumber(chosen)}>
              {t('numbers.holdAgain')}
            </button>
          )}
          {!numbers.isPending && (
            <button
              type="button"
              className="link-button"
              aria-busy={numbers.isFetching || undefined}
              onClick={() => void numbers.refetch()}
            >
              {t('numbers.refresh')}
            </button>
          )}
        </div>
      </fieldset>
    </>
  );
}

const numberPrice = (numberType: VoipNumberType) =>
  numberType === 'nl' ? VOIP_NUMBER_PRICES.nlMonthlyCents : VOIP_NUMBER_PRICES.internationalMonthlyCents;

/** Whether a hold's time has passed; the component draws again the moment it does. */
function useHoldExpired(heldUntil: string | undefined): boolean {
  const until = heldUntil ? Date.parse(heldUntil) : Number.NaN;
  // The moment last looked at: when the page opened, then when the hold ran out.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - Date.now();
    if (!(left > 0)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [until]);
  return !(until > now);
}

type PortingField = 'number' | 'currentProvider' | 'holderName' | 'date' | 'consent';

/**
 * The number to keep (nummerbehoud): each field's message shows once it has been left, or all of them when the
 * visitor tries to go on too early; what is typed stays (in session storage too, never in the address).
 */
function PortingForm({ checkout, showAllErrors }: { checkout: VoipCheckout; showAllErrors: boolean }) {
  const { t, i18n } = useTranslation('voip-order');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const { porting, today, selection } = checkout;
  const [touched, setTouched] = useState<Partial<Record<PortingField, boolean>>>({});
  const keys = voipFieldErrors(selection, porting, today);
  const errorOf = (field: PortingField) => {
    const key = keys[`porting.${field}`];
    return key && (showAllErrors || touched[field]) ? translateMessage(key as MessageKey, language) : undefined;
  };
  const leave = (field: PortingField) => () => setTouched((current) => ({ ...current, [field]: true }));
  const set = (change: Partial<PortingFormValues>) => checkout.setPorting(change);
  const first = earliestPortingDate(today);
  const last = latestPortingDate(today);
  const consentError = errorOf('consent');

  return (
    <fieldset className="choice-group porting-form">
      <legend>{t('porting.title')}</legend>
      <p className="choice-group__hint">{t('porting.intro')}</p>
      <div className="form-grid porting-form__fields">
        <TextField
          label={`${t('porting.number')} *`}
          name="porting-number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          aria-required
          hint={t('porting.numberHint')}
          value={porting.number}
          error={errorOf('number')}
          onChange={(event) => set({ number: event.target.value })}
          onBlur={leave('number')}
        />
        <TextField
          label={`${t('porting.provider')} *`}
          name="porting-provider"
          list={`${id}-providers`}
          autoComplete="off"
          required
          aria-required
          hint={t('porting.providerHint')}
          value={porting.currentProvider}
          error={errorOf('currentProvider')}
          onChange={(event) => set({ currentProvider: event.target.value })}
          onBlur={leave('currentProvider')}
        />
        <datalist id={`${id}-providers`}>
          {PORTING_PROVIDERS.map((provider) => (
            <option key={provider} value={provider} />
          ))}
        </datalist>
        <TextField
          label={`${t('porting.holder')} *`}
          name="porting-holder"
          autoComplete="name"
          required
          aria-required
          hint={t('porting.holderHint')}
          value={porting.holderName}
          error={errorOf('holderName')}
          onChange={(event) => set({ holderName: event.target.value })}
          onBlur={leave('holderName')}
        />
      </div>

      <fieldset className="porting-form__when">
        <legend>{t('porting.when')}</legend>
        <div className="choice-group__options">
          <label className="choice">
            <input
              type="radio"
              name="porting-when"
              value="date"
              checked={porting.when === 'date'}
              onChange={() => set({ when: 'date' })}
            />
            <span className="choice__title">{t('porting.onDate')}</span>
            <span className="choice__detail">
              {t('porting.onDateDetail', { date: calendarDate(first, language, { dateStyle: 'medium' }) })}
            </span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="porting-when"
              value="contractEnd"
              checked={porting.when === 'contractEnd'}
              onChange={() => set({ when: 'contractEnd' })}
            />
            <span className="choice__title">{t('porting.atContractEnd')}</span>
            <span className="choice__detail">{t('porting.atContractEndDetail')}</span>
          </label>
        </div>
        {porting.when === 'date' && (
          <div className="form-grid porting-form__date">
            <TextField
              label={`${t('porting.date')} *`}
              name="porting-date"
              type="date"
              required
              aria-required
              min={first}
              max={last}
              hint={t('porting.dateHint', {
                date: calendarDate(first, language, { weekday: 'long', day: 'numeric', month: 'long' }),
                last: calendarDate(last, language, { day: 'numeric', month: 'long', year: 'numeric' }),
              })}
              value={porting.date}
              error={errorOf('date')}
              onChange={(event) => {
                set({ date: event.target.value });
                leave('date')();
              }}
              onBlur={leave('date')}
            />
          </div>
        )}
      </fieldset>

      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="porting-consent"
            checked={porting.consent}
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            onChange={(event) => {
              set({ consent: event.target.checked });
              leave('consent')();
            }}
          />
          <span>{t('porting.consent', { brand: tc('brand.name') })} *</span>
        </label>
        {consentError && (
          <p id={`${id}-consent-error`} className="form-error field__error">
            {consentError}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** A calling bundle (spec point 9) or none: its name, its minutes and its price per month before VAT. */
function BundleChoice({ checkout }: { checkout: VoipCheckout }) {
  const { t, i18n } = useTranslation('voip-order');
  const texts = useProductTexts();
  const language = i18n.resolvedLanguage;
  const { bundle } = checkout.selection;
  const minutes = (candidate: VoipBundle) =>
    candidate.minutes === null
      ? t('bundle.unlimited', { fairUse: formatNumber(candidate.fairUseMinutesPerNumber ?? 0, language) })
      : candidate.id === 'world'
        ? t('bundle.world', {
            minutes: formatNumber(candidate.minutes, language),
            countries: candidate.minCountries ?? 0,
          })
        : t('bundle.europe', { minutes: formatNumber(candidate.minutes, language) });
  return (
    <fieldset className="choice-group">
      <legend>{t('bundle.title')}</legend>
      <p className="choice-group__hint">{t('bundle.hint')}</p>
      <div className="choice-group__options voip-bundles">
        <label className="choice">
          <input
            type="radio"
            name="voip-bundle"
            value=""
            checked={bundle === null}
            onChange={() => checkout.select({ bundle: null })}
          />
          <span className="choice__title">{t('bundle.none')}</span>
          <span className="choice__detail">{t('bundle.noneDetail')}</span>
        </label>
        {VOIP_BUNDLES.map((candidate) => (
          <label key={candidate.id} className="choice" data-testid={`bundle-${candidate.id}`}>
            <input
              type="radio"
              name="voip-bundle"
              value={candidate.id}
              checked={bundle === candidate.id}
              onChange={() => checkout.select({ bundle: candidate.id })}
            />
            <span className="choice__title">{texts.voipBundle(candidate.id)}</span>
            <span className="choice__detail">{minutes(candidate)}</span>
            <span className="choice__price">
              {t('bundle.price', { price: euro(candidate.monthlyCents, language) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
