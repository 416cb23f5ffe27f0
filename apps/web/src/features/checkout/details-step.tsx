import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressLookupQuerySchema,
  DELIVERY_METHODS,
  EU_POSTCODE_FORMATS,
  FOREIGN_SHIPPING_COUNTRIES,
  ShippingDetailsSchema,
  UI_DELAYS_MS,
  isValidDutchPostcode,
  normalizeDutchPostcode,
  type ShippingField,
} from '@telecom/domain';
import { TextField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api-client';
import { useFormErrors } from '../../lib/use-form-errors';
import { countryName, sortByName } from '../../lib/countries';
import { BusinessFields } from './business-fields';
import { getAddress } from './api/get-address';
import type { CheckoutForm } from './checkout-form';

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found' }
  | { state: 'notFound' }
  | { state: 'failed'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fields' autocomplete tokens, so that browsers and password managers can fill the form in. */
const AUTOCOMPLETE: Partial<Record<ShippingField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
  street: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
};

/**
 * Step 2 of every order wizard (spec points 2 and 5): shipping and contact details with the rules of the chosen
 * country, the address lookup after leaving the postcode or house number, and for an eSIM its delivery by e-mail or
 * sms (`askDelivery`). Errors show for a field once it has been left, and for all fields when the visitor tries to
 * go on too early. Every EU country is offered, the Netherlands first and the others by name (docs/contracts.md §13),
 * with the example of the country's postcode; a business order adds the company's details.
 */
export function DetailsStep({
  checkout,
  showAllErrors,
  askDelivery = true,
  addressNote,
  ruleErrors = {},
}: {
  checkout: CheckoutForm;
  showAllErrors: boolean;
  /** Whether to ask how the eSIM is delivered (nothing else is delivered: other products keep the default). */
  askDelivery?: boolean;
  /** What the ordered product asks of the address, said above its fields (a VOIP number's area). */
  addressNote?: string;
  /**
   * The product's refusals of what is typed (a VOIP number's area, docs/decisions/048), translated, at their field:
   * shown once the visitor has left a field of the form, or when going on too early.
   */
  ruleErrors?: Partial<Record<'postcode' | 'country' | 'business', string>>;
}) {
  const { t, i18n } = useTranslation('checkout');
  const forms = useFormErrors();
  const { shipping, delivery } = checkout.values;
  const [touched, setTouched] = useState<Partial<Record<ShippingField, boolean>>>({});
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const lastLookup = useRef('');
  const dutch = shipping.country === 'NL';
  const { errors } = forms.validate(ShippingDetailsSchema, shipping);
  const lookupError = dutch && lookup.state === 'failed' ? lookup.message : undefined;
  const showRules = showAllErrors || Object.values(touched).some(Boolean);
  const errorOf = (field: ShippingField) =>
    (showAllErrors || touched[field] ? errors[field] : undefined) ??
    (field === 'houseNumber' ? lookupError : undefined) ??
    (field === 'postcode' && (showAllErrors || touched.postcode) ? ruleErrors.postcode : undefined);
  const countryError = showRules ? ruleErrors.country : undefined;
  const set = (field: ShippingField, value: string) =>
    checkout.update((current) => ({ shipping: { ...current.shipping, [field]: value } }));
  const loading = lookup.state === 'loading';
  const language = i18n.resolvedLanguage;
  const countries = ['NL', ...sortByName(FOREIGN_SHIPPING_COUNTRIES, language)];
  const postcodeFormat = dutch ? undefined : EU_POSTCODE_FORMATS[shipping.country as keyof typeof EU_POSTCODE_FORMATS];

  async function lookUpAddress() {
    const { postcode, houseNumber } = checkout.values.shipping;
    if (!dutch || !isValidDutchPostcode(postcode) || houseNumber.trim() === '') return;
    const key = `${postcode.replace(/\s/g, '').toUpperCase()}|${houseNumber.trim()}`;
    if (key === lastLookup.current) return;
    const query = forms.validate(AddressLookupQuerySchema, { postcode, houseNumber });
    if (!query.data) {
      setLookup({ state: 'failed', message: query.errors.houseNumber ?? query.errors.postcode ?? t('lookup.failed') });
      return;
    }
    lastLookup.current = key;
    setLookup({ state: 'loading' });
    const [result] = await Promise.allSettled([
      getAddress({ postcode: query.data.postcode, houseNumber: query.data.houseNumber }),
      wait(UI_DELAYS_MS.addressLookupMin),
    ]);
    if (result.status === 'fulfilled') {
      const { street, city, province } = result.value;
      checkout.update((current) => ({ shipping: { ...current.shipping, street, city, province } }));
      setLookup({ state: 'found' });
    } else if (result.reason instanceof ApiError && result.reason.status === 404) {
      setLookup({ state: 'notFound' });
    } else {
      lastLookup.current = '';
      setLookup({
        state: 'failed',
        message:
          result.reason instanceof ApiError && result.reason.status === 400
            ? result.reason.message
            : t('lookup.failed'),
      });
    }
  }

  const field = (
    name: ShippingField,
    options: {
      required?: boolean;
      readOnly?: boolean;
      inputMode?: 'numeric' | 'tel' | 'email' | 'text';
      type?: string;
    } = {},
  ) => ({
    name,
    value: shipping[name],
    error: errorOf(name),
    required: options.required,
    'aria-required': options.required,
    readOnly: options.readOnly,
    'aria-busy': options.readOnly ? true : undefined,
    type: options.type ?? 'text',
    inputMode: options.inputMode,
    autoComplete: AUTOCOMPLETE[name],
    label: `${t(`details.fields.${name}`)}${options.required ? ' *' : ''}`,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  return (
    <div className="wizard-panel">
      <p className="choice-group__hint">{t('details.required')}</p>
      <fieldset className="choice-group">
        <legend>{t('details.contact')}</legend>
        <div className="form-grid">
          <TextField {...field('name', { required: true })} />
          <TextField {...field('email', { required: true, type: 'email', inputMode: 'email' })} />
          <TextField {...field('phone', { required: true, type: 'tel', inputMode: 'tel' })} />
        </div>
      </fieldset>

      <fieldset className="choice-group">
        <legend>{t('details.address')}</legend>
        {addressNote && (
          <p className="choice-group__hint" data-testid="address-rule">
            {addressNote}
          </p>
        )}
        <div className="form-grid">
          <div className="field">
            <label htmlFor="shipping-country">{t('details.fields.country')} *</label>
            <select
              id="shipping-country"
              name="country"
              autoComplete="country"
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? 'shipping-country-error' : undefined}
              value={shipping.country}
              onChange={(event) => {
                set('country', event.target.value);
                setLookup({ state: 'idle' });
                lastLookup.current = '';
              }}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, language)}
                </option>
              ))}
            </select>
            {countryError && (
              <p id="shipping-country-error" className="form-error field__error">
                {countryError}
              </p>
            )}
          </div>
          <TextField
            {...field('postcode', { required: true })}
            hint={
              dutch
                ? t('details.postcodeHint')
                : postcodeFormat && t('vat.postcodeExample', { example: postcodeFormat.example })
            }
            onBlur={() => {
              setTouched((current) => ({ ...current, postcode: true }));
              // A valid postcode is shown as it is stored: '1012js' becomes '1012 JS'.
              const normalized = dutch ? normalizeDutchPostcode(checkout.values.shipping.postcode) : null;
              if (normalized && normalized !== checkout.values.shipping.postcode) set('postcode', normalized);
              void lookUpAddress();
            }}
          />
          <TextField
            {...field('houseNumber', { required: dutch })}
            onBlur={() => {
              setTouched((current) => ({ ...current, houseNumber: true }));
              void lookUpAddress();
            }}
          />
          <TextField {...field('houseNumberAddition')} autoComplete="off" />
          <TextField {...field('street', { required: true, readOnly: loading })} />
          <TextField {...field('city', { required: true, readOnly: loading })} />
          <TextField {...field('province', { readOnly: loading })} />
          <TextField {...field('addressLine2')} />
        </div>
        <p className="lookup-status" role="status" data-state={lookup.state}>
          {dutch && lookup.state === 'loading' && t('lookup.loading')}
          {dutch && lookup.state === 'found' && t('lookup.found')}
          {dutch && lookup.state === 'notFound' && t('lookup.notFound')}
        </p>
      </fieldset>

      <BusinessFields
        checkout={checkout}
        showAllErrors={showAllErrors}
        choiceError={showRules ? ruleErrors.business : undefined}
      />

      {askDelivery && (
        <fieldset className="choice-group">
          <legend>{t('delivery.title')}</legend>
          <div className="choice-group__options">
            {DELIVERY_METHODS.map((method) => (
              <label key={method} className="choice">
                <input
                  type="radio"
                  name="delivery"
                  value={method}
                  checked={delivery === method}
                  onChange={() => checkout.update({ delivery: method })}
                />
                <span className="choice__title">{t(`delivery.${method}.title`)}</span>
                <span className="choice__detail">{t(`delivery.${method}.detail`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
