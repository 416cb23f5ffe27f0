import { useTranslation } from 'react-i18next';
import { useConsumerPriceTexts } from '../../components/ui/consumer-price-texts';

export interface PlanOption {
  readonly id: string;
  readonly name: string;
  readonly monthlyCents: number;
  /** What the plan includes, one line each. */
  readonly includes: readonly string[];
}

/**
 * The plans of a product as radio cards (name, price per month before VAT, what each includes); the chosen one can be
 * switched at any time. The caller keeps the choice (in the address, `?plan=`).
 */
export function PlanPicker({
  legend,
  plans,
  value,
  onChange,
}: {
  legend: string;
  plans: readonly PlanOption[];
  value: string;
  onChange: (planId: string) => void;
}) {
  const { t } = useTranslation('ai-order');
  const priceTexts = useConsumerPriceTexts();
  return (
    <fieldset className="ai-order__section">
      <legend>{legend}</legend>
      <p className="ai-order__hint">{t('plan.pricesExVat')}</p>
      <ul className="ai-order__plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <label className="ai-order__plan">
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={plan.id === value}
                onChange={() => onChange(plan.id)}
              />
              <span className="ai-order__plan-name">{plan.name}</span>
              <span className="ai-order__plan-price">
                {t('plan.perMonth', { price: priceTexts(plan.monthlyCents).both })}
              </span>
              <span className="ai-order__plan-includes">{plan.includes.join(' · ')}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
