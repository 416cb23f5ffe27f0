import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChosenProduct, isDeviceChoiceValid, wizardVat } from '@telecom/domain';
import { useSession } from '../../../lib/session-state';
import { ConfigureStep } from '../../../features/checkout/configure-step';
import { DetailsStep, loadDetailsStep } from '../../../features/checkout/later-steps';
import { OrderWizard, useStepNavigation, type WizardSteps } from '../../../features/checkout/order-wizard';
import { PriceOverview } from '../../../features/checkout/price-overview';
import { TotalBar } from '../../../features/checkout/total-bar';
import { useCheckout } from '../../../features/checkout/use-checkout';
import type { OrderAlert } from '../../../features/checkout/use-order-placement';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';

const loadPaymentStep = () => import('./order-payment');
const EsimPaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.EsimPaymentStep })));

/**
 * /esim-pro/bestellen (spec points 2, 4, 5 and 7): the three-step order wizard, its progress bar and step guards,
 * and placing the order through POST /api/orders (order-payment.tsx). Steps 2 and 3 are their own chunks, with the
 * forms' checks (zod) and the order's calls: fetched once step 1 is valid, so that step 1 starts without them
 * (docs/decisions/033).
 */
export function EsimOrderRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const checkout = useCheckout(user);
  const { step, values } = checkout;
  const [alert, setAlert] = useState<OrderAlert | null>(null);
  const firstStepValid = checkout.isValid(1);
  useEffect(() => {
    if (!firstStepValid) return;
    void loadDetailsStep().catch(() => {}); // a failure shows when step 2 is entered
    void loadPaymentStep().catch(() => {});
  }, [firstStepValid]);
  const steps: WizardSteps = {
    step,
    titles: { 1: t('steps.configure'), 2: t('steps.details'), 3: t('steps.payment') },
    isValid: checkout.isValid,
    canEnter: checkout.canEnter,
    goTo: checkout.goTo,
  };
  const navigation = useStepNavigation(steps);
  // The VAT of the country and VAT number typed in step 2, as the server will charge it (docs/contracts.md §13).
  const vat = wizardVat(values.shipping.country, values.business);

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
        overview={<PriceOverview product={values.product} vat={vat} />}
        totalBar={<TotalBar product={values.product} vat={vat} />}
        notice={
          checkout.unknownPlan && (
            <p className="wizard__notice" role="status">
              {t('travel.unknown')}
            </p>
          )
        }
        alert={alert}
        onDismissAlert={() => setAlert(null)}
      >
        {step === 1 && <ConfigureStep checkout={checkout} />}
        {step === 2 && <DetailsStep checkout={checkout} showAllErrors={navigation.showAllErrors} />}
        {step === 3 && <EsimPaymentStep checkout={checkout} user={user} onAlert={setAlert} />}
      </OrderWizard>
    </>
  );
}
