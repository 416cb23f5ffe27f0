import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  areCheckoutDetailsValid,
  formatPhoneNumber,
  numberRuleOf,
  parsePortableNumber,
  portingNumberType,
  translateMessage,
  voipFieldErrors,
  voipNumberRuleErrors,
  wizardVat,
} from '@telecom/domain';
import { DetailsStep } from '../../../features/checkout/later-steps';
import { OrderWizard, useStepNavigation, type WizardSteps } from '../../../features/checkout/order-wizard';
import { PriceOverview } from '../../../features/checkout/price-overview';
import { TotalBar } from '../../../features/checkout/total-bar';
import type { OrderAlert } from '../../../features/checkout/use-order-placement';
import { VoipNumberStep } from '../../../features/checkout/voip/number-step';
import { useVoipCheckout, type VoipCheckout } from '../../../features/checkout/voip/use-voip-checkout';
import { useSession } from '../../../lib/session-state';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';

const VoipPaymentStep = lazy(() =>
  import('./configure-payment').then((module) => ({ default: module.VoipPaymentStep })),
);

/**
 * /voip/configureren (docs/contracts.md §9): a new number or a number to keep and a calling bundle, then the eSIM
 * wizard's details and payment steps, and the order through POST /api/orders with `product.kind = 'voip'`
 * (configure-payment.tsx). Steps 2 and 3 are their own chunks, loaded when entered (docs/decisions/033).
 */
export function VoipConfigureRoute() {
  const { t } = useTranslation('voip-order');
  const { t: tc } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const { user } = useSession();
  const checkout = useVoipCheckout(user);
  const { step } = checkout;
  const [alert, setAlert] = useState<OrderAlert | null>(null);
  const steps: WizardSteps = {
    step,
    titles: { 1: t('steps.number'), 2: tc('steps.details'), 3: tc('steps.payment') },
    isValid: checkout.isValid,
    canEnter: checkout.canEnter,
    goTo: checkout.goTo,
  };
  const navigation = useStepNavigation(steps);
  const description = useVoipDescription(checkout);
  const numberRule = useNumberRule(checkout);
  const problems = useProblems(checkout, numberRule.errors);
  // The VAT of the country and VAT number typed in step 2, as the server will charge it (docs/contracts.md §13).
  const vat = wizardVat(checkout.form.values.shipping.country, checkout.form.values.business);

  return (
    <>
      <title>{t('meta.title', { brand: tCommon('brand.name') })}</title>
      <meta name="description" content={t('meta.description')} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p className="page-hero__lead">{t('hero.lead')}</p>
        </div>
      </section>
      <OrderWizard
        steps={steps}
        problems={problems}
        showProblems={navigation.showAllErrors}
        onNext={navigation.next}
        overview={<PriceOverview product={checkout.priceChoice} description={description} vat={vat} />}
        totalBar={<TotalBar product={checkout.priceChoice} vat={vat} />}
        alert={alert}
        onDismissAlert={() => setAlert(null)}
      >
        {step === 1 && <VoipNumberStep checkout={checkout} showAllErrors={navigation.showAllErrors} />}
        {step === 2 && (
          <DetailsStep
            checkout={checkout.form}
            showAllErrors={navigation.showAllErrors}
            askDelivery={false}
            addressNote={numberRule.note}
            ruleErrors={numberRule.errors}
          />
        )}
        {step === 3 && <VoipPaymentStep checkout={checkout} description={description} user={user} onAlert={setAlert} />}
      </OrderWizard>
    </>
  );
}

/** What the price overview names: the chosen or typed number, or the kind of number while there is none yet. */
function useVoipDescription({ selection, porting }: VoipCheckout): string {
  const { t } = useTranslation('checkout');
  if (selection.choice === 'new')
    return selection.number
      ? t('overview.voip.productNew', { number: formatPhoneNumber(selection.number) })
      : t(`voipNumberTypes.${selection.numberType}`);
  const typed = parsePortableNumber(porting.number, portingNumberType(porting.number));
  return typed ? t('overview.voip.productPort', { number: formatPhoneNumber(typed) }) : t('confirmation.porting.title');
}

type RuleErrors = Partial<Record<'postcode' | 'country' | 'business', string>>;

/**
 * What a new Dutch number asks of step 2 (docs/decisions/048): the rule said above the address, and the refusals of
 * what is typed at their fields (postcode, country, business choice), translated. Nothing for other numbers.
 */
function useNumberRule({ selection, state }: VoipCheckout): { note?: string; errors: RuleErrors } {
  const { t, i18n } = useTranslation('voip-order');
  const language = i18n.resolvedLanguage ?? 'en';
  const rule = selection.choice === 'new' && selection.number ? numberRuleOf(selection.area) : null;
  if (!rule || !selection.number) return { errors: {} };
  const params = { number: formatPhoneNumber(selection.number), code: selection.area };
  const fields = voipNumberRuleErrors(state);
  const errors: RuleErrors = {};
  if (fields['customer.postcode']) errors.postcode = translateMessage(fields['customer.postcode'], language);
  if (fields['customer.country']) errors.country = translateMessage(fields['customer.country'], language);
  if (fields.business) errors.business = translateMessage(fields.business, language);
  return { note: t(rule === 'business' ? 'numberRule.business' : 'numberRule.address', params), errors };
}

/** What step 1 and 2 still miss, named under Next. */
function useProblems(checkout: VoipCheckout, ruleErrors: RuleErrors): string[] {
  const { t } = useTranslation('voip-order');
  const { t: tc } = useTranslation('checkout');
  const { step, selection, porting, today } = checkout;
  if (step === 2) {
    // The fields still missing, and what the number's rule refuses: both, or the one that applies.
    const refusals = Object.values(ruleErrors);
    if (refusals.length === 0) return [tc('problems.details')];
    return areCheckoutDetailsValid(checkout.state) ? refusals : [tc('problems.details'), ...refusals];
  }
  if (step !== 1) return [];
  const fields = voipFieldErrors(selection, porting, today);
  if (selection.choice === 'new') return fields.number ? [t('problems.number')] : [];
  return Object.keys(fields).some((field) => field.startsWith('porting.')) ? [t('problems.porting')] : [];
}
