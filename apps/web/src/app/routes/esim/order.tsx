import { useTranslation } from 'react-i18next';
import {
  OrderProductSchema,
  canPlaceOrder,
  hasChosenProduct,
  isDeviceChoiceValid,
  type CheckoutStep,
} from '@telecom/domain';
import { useRegisterAndSignIn } from '../../../features/auth/api/register-account';
import { useSession } from '../../../lib/session';
import { clearCheckoutCookies } from '../../../features/checkout/checkout-storage';
import { ConfigureStep } from '../../../features/checkout/configure-step';
import { DetailsStep } from '../../../features/checkout/details-step';
import { OrderWizard, useStepNavigation, type WizardSteps } from '../../../features/checkout/order-wizard';
import { PaymentStep } from '../../../features/checkout/payment-step';
import { PriceOverview } from '../../../features/checkout/price-overview';
import { TotalBar } from '../../../features/checkout/total-bar';
import { useCheckout } from '../../../features/checkout/use-checkout';
import { useOrderPlacement } from '../../../features/checkout/use-order-placement';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';

/**
 * /esim-pro/bestellen (spec points 2, 4, 5 and 7): the three-step order wizard, its progress bar and step guards,
 * and placing the order through POST /api/orders.
 */
export function EsimOrderRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const checkout = useCheckout(user);
  const { step, values } = checkout;
  const register = useRegisterAndSignIn();
  const placing = useOrderPlacement({
    form: checkout,
    canPlace: () => canPlaceOrder(checkout.state),
    // The wizard's choice, as checked for `canPlaceOrder` by the same schema the API reads it with.
    product: () => OrderProductSchema.parse(values.product),
    registerAndSignIn: register.mutateAsync,
    onPaid: clearCheckoutCookies,
  });
  const steps: WizardSteps = {
    step,
    titles: { 1: t('steps.configure'), 2: t('steps.details'), 3: t('steps.payment') },
    isValid: checkout.isValid,
    canEnter: checkout.canEnter,
    goTo: checkout.goTo,
  };
  const navigation = useStepNavigation(steps);

  const problems: string[] = [];
  if (step === 1) {
    if (values.product.kind === 'esim-pro' && !hasChosenProduct(values.product)) problems.push(t('problems.data'));
    if (!isDeviceChoiceValid(values.device)) problems.push(t('problems.device'));
  }
  if (step === 2) problems.push(t('problems.details'));

  return (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
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
        overview={<PriceOverview product={values.product} />}
        totalBar={<TotalBar product={values.product} />}
        notice={
          checkout.unknownPlan && (
            <p className="wizard__notice" role="status">
              {t('travel.unknown')}
            </p>
          )
        }
        alert={placing.alert}
        onDismissAlert={placing.dismissAlert}
      >
        {step === 1 && <ConfigureStep checkout={checkout} />}
        {step === 2 && <DetailsStep checkout={checkout} showAllErrors={navigation.showAllErrors} />}
        {step === 3 && (
          <PaymentStep
            checkout={checkout}
            product={values.product}
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
