import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CALLING_OPTIONS,
  DATA_TIERS,
  DEVICE_BRANDS,
  DEVICE_COMPATIBILITY_MESSAGES,
  DURATIONS,
  ESIM_REGIONS,
  OTHER_DEVICE_MODEL,
  bundleOfProduct,
  changeEsimConfiguration,
  customTripFromQuery,
  deviceCompatibility,
  deviceModels,
  findTravelPlan,
  selectDeviceBrand,
  translateMessage,
  type CallingOption,
  type DurationMonths,
  type EsimConfiguration,
  type EsimProProduct,
  type EsimRegion,
} from '@telecom/domain';
import { paths } from '../../config/paths';
import { euro } from '../../lib/format';
import { useProductTexts } from './product-texts';
import type { Checkout } from './use-checkout';

const DATA_FIELD = { nl: 'nlData', eu: 'euData', world: 'worldData' } as const satisfies Record<
  EsimRegion,
  keyof EsimConfiguration
>;

/** Step 1 (spec points 2 and 5): the eSIM Pro configurator or the chosen travel plan, and the device check. */
export function ConfigureStep({ checkout }: { checkout: Checkout }) {
  const { product } = checkout.values;
  return (
    <>
      {product.kind === 'esim-pro' ? (
        <Configurator checkout={checkout} product={product} />
      ) : (
        <TravelPlanChoice checkout={checkout} regionId={product.regionId} planId={product.planId} />
      )}
      <DeviceCheck checkout={checkout} />
    </>
  );
}

/** The eSIM Pro configurator; a bundle chosen on /esim-pro shows its name until a slider or the calling changes. */
function Configurator({ checkout, product }: { checkout: Checkout; product: EsimProProduct }) {
  const { t, i18n } = useTranslation('checkout');
  const texts = useProductTexts();
  const language = i18n.resolvedLanguage;
  const id = useId();
  const { configuration } = product;
  const configure = (change: Partial<EsimConfiguration>) =>
    checkout.update((current) =>
      current.product.kind === 'esim-pro' ? { product: changeEsimConfiguration(current.product, change) } : {},
    );

  return (
    <div className="wizard-panel">
      <BundleNotice product={product} />
      <fieldset className="choice-group">
        <legend>{t('duration.title')}</legend>
        <div className="choice-group__options choice-group__options--four">
          {DURATIONS.map(({ months, discountPercent }) => (
            <label key={months} className="choice">
              <input
                type="radio"
                name="duration"
                value={months}
                checked={configuration.durationMonths === months}
                onChange={() => configure({ durationMonths: months as DurationMonths })}
              />
              <span className="choice__title">{t('duration.months', { count: months })}</span>
              <span className="choice__detail">
                {discountPercent > 0 ? t('duration.discount', { percent: discountPercent }) : t('duration.noDiscount')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="choice-group">
        <legend>{t('calling.title')}</legend>
        <div className="choice-group__options">
          {CALLING_OPTIONS.map((option) => (
            <label key={option.id} className="choice">
              <input
                type="radio"
                name="calling"
                value={option.id}
                checked={configuration.calling === option.id}
                onChange={() => configure({ calling: option.id as CallingOption })}
              />
              <span className="choice__title">{texts.calling(option.id)}</span>
              <span className="choice__detail">{t(`calling.${option.id}.detail`)}</span>
              <span className="choice__price">{t('perMonthShort', { price: euro(option.priceCents, language) })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="choice-group">
        <legend>{t('data.title')}</legend>
        <p className="choice-group__hint">{t('data.hint')}</p>
        {ESIM_REGIONS.map((region) => {
          const index = configuration[DATA_FIELD[region]];
          const tier = DATA_TIERS[region][index]!;
          const valueText = `${texts.dataLabel(tier.label)}, ${t('perMonthShort', { price: euro(tier.priceCents, language) })}`;
          return (
            <div className="data-slider" key={region}>
              <div className="data-slider__head">
                <label htmlFor={`${id}-${region}`}>{texts.regionData(region)}</label>
                <output htmlFor={`${id}-${region}`} className="data-slider__value" data-testid={`data-${region}`}>
                  {valueText}
                </output>
              </div>
              <input
                id={`${id}-${region}`}
                type="range"
                min={0}
                max={DATA_TIERS[region].length - 1}
                step={1}
                value={index}
                aria-valuetext={valueText}
                onChange={(event) => configure({ [DATA_FIELD[region]]: Number(event.target.value) })}
              />
              <ol className="data-slider__ticks" aria-hidden="true">
                {DATA_TIERS[region].map((candidate, position) => (
                  <li key={position} data-active={position === index}>
                    {texts.dataLabel(candidate.label)}
                  </li>
                ))}
              </ol>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}

/**
 * The bundle this configuration came from (docs/contracts.md §2). Once a slider moves it says that the configuration is
 * the customer's own, in the same box: both texts share one grid cell, so the box keeps its height and the sliders
 * below never jump while one is being dragged.
 */
function BundleNotice({ product }: { product: EsimProProduct }) {
  const { t } = useTranslation('checkout');
  const [linked] = useState(() => bundleOfProduct(product));
  if (!linked) return null;
  const current = bundleOfProduct(product) !== undefined;
  return (
    <div className="bundle-choice" role="status" data-testid="chosen-bundle">
      <div className="bundle-choice__text" data-shown={current}>
        <p className="bundle-choice__name">{t('bundle.chosen', { bundle: linked.name })}</p>
        <p className="bundle-choice__hint">{t('bundle.hint')}</p>
      </div>
      <div className="bundle-choice__text" data-shown={!current}>
        <p className="bundle-choice__name">{t('bundle.own')}</p>
        <p className="bundle-choice__hint">{t('bundle.ownHint', { bundle: linked.name })}</p>
      </div>
    </div>
  );
}

function TravelPlanChoice({ checkout, regionId, planId }: { checkout: Checkout; regionId: string; planId: string }) {
  const { t, i18n } = useTranslation('checkout');
  const texts = useProductTexts();
  const [params] = useSearchParams();
  const plan = findTravelPlan(regionId, planId)!;
  const trip = customTripFromQuery(params);
  return (
    <div className="wizard-panel travel-choice">
      <p className="result-card__label">{t('travel.chosen')}</p>
      <h3>{texts.travelPlan(regionId, plan.name)}</h3>
      <p>
        {t('travel.details', {
          data: plan.data,
          count: plan.duration,
          price: euro(plan.priceCents, i18n.resolvedLanguage),
        })}
      </p>
      {trip && <p>{t('travel.trip', { count: trip.days, data: trip.dataGb })}</p>}
      <p className="travel-choice__actions">
        <Link to={paths.internationalPlans}>{t('travel.otherPlan')}</Link>
        <button type="button" className="link-button" onClick={checkout.chooseEsimPro}>
          {t('travel.esimProInstead')}
        </button>
      </p>
    </div>
  );
}

function DeviceCheck({ checkout }: { checkout: Checkout }) {
  const { t, i18n } = useTranslation('checkout');
  const id = useId();
  const { device } = checkout.values;
  const compatibility = deviceCompatibility(device);
  return (
    <fieldset className="choice-group device-check">
      <legend>{t('device.title')}</legend>
      <p className="choice-group__hint">{t('device.hint')}</p>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-brand`}>{t('device.brand')}</label>
          <select
            id={`${id}-brand`}
            value={device.brand}
            onChange={(event) =>
              checkout.update((current) => ({ device: selectDeviceBrand(current.device, event.target.value) }))
            }
          >
            <option value="">{t('device.chooseBrand')}</option>
            {DEVICE_BRANDS.map((brand) => (
              <option key={brand} value={brand}>
                {t(`device.brands.${brand}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-model`}>{t('device.model')}</label>
          <select
            id={`${id}-model`}
            value={device.model}
            disabled={device.brand === ''}
            onChange={(event) =>
              checkout.update((current) => ({ device: { ...current.device, model: event.target.value } }))
            }
          >
            <option value="">{t('device.chooseModel')}</option>
            {deviceModels(device.brand).map((model) => (
              <option key={model.value} value={model.value}>
                {model.value === OTHER_DEVICE_MODEL ? t('device.otherModel') : model.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p
        className={`device-check__message device-check__message--${compatibility ?? 'none'}`}
        role="status"
        data-testid="device-message"
      >
        {compatibility && translateMessage(DEVICE_COMPATIBILITY_MESSAGES[compatibility], i18n.resolvedLanguage ?? 'en')}
      </p>
    </fieldset>
  );
}
