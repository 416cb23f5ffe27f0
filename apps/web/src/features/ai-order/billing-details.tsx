import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_COUNTRIES, normalizeDutchPostcode, type ShippingField } from '@telecom/domain';
import { TextField } from '../../components/ui/form-field';
import { countryName } from '../../lib/countries';
import type { OrderDetails } from './use-order-details';

/** The fields this compact form asks for (province and a second address line are left out). */
type BillingField = Exclude<ShippingField, 'province' | 'addressLine2'>;

const AUTOCOMPLETE: Partial<Record<BillingField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
  houseNumberAddition: 'off',
  street: 'address-line1',
  city: 'address-level2',
};

/**
 * The billing details of an AI plan's order (the order's `customer`, `ShippingDetailsSchema`): name, e-mail address
 * and phone number (from the account), and the address the invoices carry, with the rules of the chosen country.
 */
export function BillingDetails({ form }: { form: OrderDetails }) {
  const { t, i18n } = useTranslation('ai-order');
  const id = useId();
  const { details } = form;
  const dutch = details.country === 'NL';
  const field = (name: BillingField, options: { required?: boolean; type?: string } = {}) => ({
    name: `billing-${name}`,
    label: `${t(`details.fields.${name}`)}${options.required ? ' *' : ''}`,
    value: details[name],
    error: form.detailError(name),
    required: options.required,
    type: options.type ?? 'text',
    autoComplete: AUTOCOMPLETE[name],
    onChange: (event: { target: { value: string } }) => form.setDetail(name, event.target.value),
    onBlur: () => form.leave(`customer.${name}`),
  });

  return (
    <fieldset className="ai-order__section">
      <legend>{t('details.title')}</legend>
      <p className="ai-order__hint">{t('details.lead')}</p>
      <div className="ai-order__grid">
        <TextField {...field('name', { required: true })} />
        <TextField {...field('email', { required: true, type: 'email' })} />
        <TextField {...field('phone', { required: true, type: 'tel' })} />
        <div className="field">
          <label htmlFor={`${id}-country`}>{t('details.fields.country')} *</label>
          <select
            id={`${id}-country`}
            name="billing-country"
            autoComplete="country"
            value={details.country}
            onChange={(event) => form.setDetail('country', event.target.value)}
          >
            {SHIPPING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code, i18n.resolvedLanguage)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          {...field('postcode', { required: dutch })}
          onBlur={() => {
            form.leave('customer.postcode');
            // A valid postcode is shown as it is stored: '1012js' becomes '1012 JS'.
            const normalized = dutch ? normalizeDutchPostcode(details.postcode) : null;
            if (normalized && normalized !== details.postcode) form.setDetail('postcode', normalized);
          }}
        />
        <TextField {...field('houseNumber', { required: dutch })} />
        <TextField {...field('houseNumberAddition')} />
        <TextField {...field('street', { required: true })} />
        <TextField {...field('city', { required: true })} />
      </div>
    </fieldset>
  );
}
