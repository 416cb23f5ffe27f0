import { useTranslation } from 'react-i18next';
import { CARD_INPUT_LIMITS, PAYMENT_METHODS } from '@telecom/domain';
import { TextField } from '../../components/ui/form-field';
import type { CardField, OrderDetails } from './use-order-details';

/**
 * The payment method (iDEAL, card, PayPal, Apple Pay) and, for a card, its number, expiry, CVC and name, checked
 * by the domain's card schema of this month. `hint` says what happens with it (paid now, or kept for after a trial).
 */
export function PaymentChoice({ form, hint }: { form: OrderDetails; hint: string }) {
  const { t } = useTranslation('ai-order');
  const cardField = (
    name: CardField,
    extra: { maxLength?: number; autoComplete: string; inputMode?: 'numeric'; placeholder?: string },
  ) => ({
    name: `card-${name}`,
    label: `${t(`payment.card.${name}`)} *`,
    value: form.card[name],
    error: form.cardError(name),
    onChange: (event: { target: { value: string } }) => form.setCardField(name, event.target.value),
    onBlur: () => form.leave(`payment.card.${name}`),
    ...extra,
  });

  return (
    <fieldset className="ai-order__section">
      <legend>{t('payment.title')}</legend>
      <p className="ai-order__hint">{hint}</p>
      <div className="ai-order__methods">
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="ai-order__choice">
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={form.paymentMethod === method}
              onChange={() => form.setPaymentMethod(method)}
            />
            <span className="ai-order__choice-title">{t(`payment.methods.${method}`)}</span>
          </label>
        ))}
      </div>
      {form.paymentMethod === 'creditcard' && (
        <div className="ai-order__card">
          <TextField
            {...cardField('number', {
              maxLength: CARD_INPUT_LIMITS.number,
              autoComplete: 'cc-number',
              inputMode: 'numeric',
              placeholder: '1234 5678 9012 3456',
            })}
          />
          <div className="ai-order__grid ai-order__grid--narrow">
            <TextField
              {...cardField('expiry', {
                maxLength: CARD_INPUT_LIMITS.expiry,
                autoComplete: 'cc-exp',
                inputMode: 'numeric',
                placeholder: t('payment.card.expiryPlaceholder'),
              })}
            />
            <TextField
              {...cardField('cvc', {
                maxLength: CARD_INPUT_LIMITS.cvc,
                autoComplete: 'cc-csc',
                inputMode: 'numeric',
                placeholder: '123',
              })}
            />
          </div>
          <TextField {...cardField('name', { autoComplete: 'cc-name' })} />
        </div>
      )}
    </fieldset>
  );
}
