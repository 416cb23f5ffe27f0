import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_LENGTH,
  businessFieldErrors,
  translateMessage,
  type BusinessValues,
  type MessageKey,
} from '@telecom/domain';
import { TextField } from '../../components/ui/form-field';
import type { CheckoutForm } from './checkout-form';

type BusinessField = Exclude<keyof BusinessValues, 'isBusiness'>;

/**
 * The details step's business block (docs/contracts.md §13): a "business order" checkbox that reveals the company name
 * (required then), the KvK number and the VAT number (optional; its form is the address's country's, and a VAT number
 * of another EU country than the Netherlands makes the VAT reverse charged, which the price overview shows at once).
 * Errors show for a field once it has been left, or all of them when the visitor tries to go on too early.
 */
export function BusinessFields({
  checkout,
  showAllErrors,
  choiceError,
}: {
  checkout: CheckoutForm;
  showAllErrors: boolean;
  /** Why the product needs a business order (an 085 number), translated, under the choice. */
  choiceError?: string;
}) {
  const { t, i18n } = useTranslation('checkout');
  const choiceId = useId();
  const { business, shipping } = checkout.values;
  const [touched, setTouched] = useState<Partial<Record<BusinessField, boolean>>>({});
  const errors = businessFieldErrors(business, shipping.country);
  const set = (change: Partial<BusinessValues>) =>
    checkout.update((current) => ({ business: { ...current.business, ...change } }));
  const field = (name: BusinessField, label: string, required = false) => {
    const error = showAllErrors || touched[name] ? errors[name] : undefined;
    return {
      name: `business-${name}`,
      value: business[name],
      label: `${label}${required ? ' *' : ''}`,
      required,
      'aria-required': required || undefined,
      error: error && translateMessage(error as MessageKey, i18n.resolvedLanguage ?? 'nl'),
      onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  };

  return (
    <fieldset className="choice-group">
      <legend>{t('vat.business.legend')}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          name="isBusiness"
          checked={business.isBusiness}
          aria-invalid={choiceError ? true : undefined}
          aria-describedby={choiceError ? `${choiceId}-error` : undefined}
          onChange={(event) => set({ isBusiness: event.target.checked })}
        />
        <span>{t('vat.business.choice')}</span>
      </label>
      {choiceError && (
        <p id={`${choiceId}-error`} className="form-error field__error">
          {choiceError}
        </p>
      )}
      {business.isBusiness && (
        <div className="form-grid">
          <TextField
            {...field('companyName', t('vat.business.companyName'), true)}
            autoComplete="organization"
            maxLength={MAX_LENGTH.company}
          />
          <TextField
            {...field('kvkNumber', t('vat.business.kvkNumber'))}
            hint={t('vat.business.kvkHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
          />
          <TextField
            {...field('vatNumber', t('vat.business.vatNumber'))}
            hint={t('vat.business.vatHint')}
            autoComplete="off"
            maxLength={MAX_LENGTH.vatNumber}
          />
        </div>
      )}
    </fieldset>
  );
}
