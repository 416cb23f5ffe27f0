import { useTranslation } from 'react-i18next';
import {
  formatPhoneNumber,
  parsePortableNumber,
  portingNumberType,
  voipFieldErrors,
  type CheckoutStep,
} from '@telecom/domain';
import { useRegisterAndSignIn } from '../../../features/auth/api/register-account';
import { DetailsStep } from '../../../features/checkout/details-step';
import { OrderWizard, useStepNavigation, type WizardSteps } from '../../../features/checkout/order-wizard';
import { PaymentStep } from '../../../features/checkout/payment-step';
import { PriceOverview } from '../../../features/checkout/price-overview';
import { TotalBar } from '../../../features/checkout/total-bar';
import { useOrderPlacement } from '../../../features/checkout/use-order-placement';
import { VoipNumberStep } from '../../../features/checkout/voip/number-step';
import { useVoipCheckout, type VoipCheckout } from '../../../features/checkout/voip/use-voip-checkout';
import { clearVoipCheckout } from '../../../features/checkout/voip/voip-storage';
import { useSession } from '../../../lib/session';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';

/**
 * /voip/configureren (decisions.md §9): a new number or a number to keep and a calling bundle, then the eSIM
 * wizard's details and payment steps, and the order through POST /api/orders with `product.kind = 'voip'`.
 */
export function VoipConfigureRoute() {
  const { t } = useTranslation('voip-order');
  const { t: tc } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const { user } = useSession();
  const checkout = useVoipCheckout(user);
  const { step } = checkout;
  const register = useRegisterAndSignIn();
  const placing = useOrderPlacement({
    form: checkout.form,
    canPlace: checkout.canPlace,
    product: checkout.product,
    registerAndSignIn: register.mutateAsync,
    onPaid: clearVoipCheckout,
    onRefused: (error) => {
      // The number was taken meanwhile (its hold had ended): back to the list, which shows what is free now.
      if (error.code !== 'NUMBER_NOT_AVAILABLE') return null;
      checkout.select({ number: null });
      checkout.goTo(1);
      return { title: t('taken.title'), message: error.message };
    },
  });
  const steps: WizardSteps = {
    step,
    titles: { 1: t('steps.number'), 2: tc('steps.details'), 3: tc('steps.payment') },
    isValid: checkout.isValid,
    canEnter: checkout.canEnter,
    goTo: checkout.goTo,
  };
  const navigation = useStepNavigation(steps);
  const description = useVoipDescription(checkout);
  const problems = useProblems(checkout);

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
        overview={<PriceOverview product={checkout.priceChoice} description={description} />}
        totalBar={<TotalBar product={checkout.priceChoice} />}
        alert={placing.alert}
        onDismissAlert={placing.dismissAlert}
      >
        {step === 1 && <VoipNumberStep checkout={checkout} showAllErrors={navigation.showAllErrors} />}
        {step === 2 && (
          <DetailsStep checkout={checkout.form} showAllErrors={navigation.showAllErrors} askDelivery={false} />
        )}
        {step === 3 && (
          <PaymentStep
            checkout={checkout.form}
            product={checkout.priceChoice}
            productDescription={description}
            user={user}
            showAllErrors={placing.showAllErrors}
            accountErrors={placing.accountErrors}
            consentError={placing.consentError}
            busy={placing.busy}
            onPlaceOrder={() => void placing.place()}
            onEditDetails={() => checkout.goTo(2 satisfies CheckoutStep)}
          />
        )}
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

/** What step 1 and 2 still miss, named under Next. */
function useProblems(checkout: VoipCheckout): string[] {
  const { t } = useTranslation('voip-order');
  const { t: tc } = useTranslation('checkout');
  const { step, selection, porting, today } = checkout;
  if (step === 2) return [tc('problems.details')];
  if (step !== 1) return [];
  const fields = voipFieldErrors(selection, porting, today);
  if (selection.choice === 'new') return fields.number ? [t('problems.number')] : [];
  return Object.keys(fields).some((field) => field.startsWith('porting.')) ? [t('problems.porting')] : [];
}
