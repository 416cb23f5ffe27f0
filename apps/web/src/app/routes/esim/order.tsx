import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CHECKOUT_PROGRESS_PERCENT,
  CHECKOUT_STEPS,
  OrderProductSchema,
  ShippingDetailsSchema,
  canPlaceOrder,
  hasChosenProduct,
  isDeviceChoiceValid,
  splitFullName,
  type CheckoutStep,
  type PlaceOrderAnswer,
} from '@telecom/domain';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useRegisterAndSignIn } from '../../../features/auth/api/register-account';
import { useSession } from '../../../lib/session';
import { usePlaceOrder, type OrderBody } from '../../../features/checkout/api/place-order';
import { OrderAttempts } from '../../../features/checkout/order-attempts';
import { clearCheckoutCookies, storePlacedOrder } from '../../../features/checkout/checkout-storage';
import { ConfigureStep } from '../../../features/checkout/configure-step';
import { DetailsStep } from '../../../features/checkout/details-step';
import { PaymentStep } from '../../../features/checkout/payment-step';
import { PriceOverview } from '../../../features/checkout/price-overview';
import { TotalBar } from '../../../features/checkout/total-bar';
import { useCheckout, type Checkout } from '../../../features/checkout/use-checkout';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';

const STEP_KEYS = { 1: 'configure', 2: 'details', 3: 'payment' } as const satisfies Record<CheckoutStep, string>;

/**
 * /esim-pro/bestellen (spec points 2, 4, 5 and 7): the three-step order wizard, its progress bar and step guards,
 * and placing the order through POST /api/orders.
 */
export function EsimOrderRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const checkout = useCheckout(user);
  const { step } = checkout;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // Trying to go on too early shows every problem of that step, until the step changes.
  const [problemsShownOn, setProblemsShownOn] = useState<CheckoutStep | null>(null);
  const showAllErrors = problemsShownOn === step;
  const placing = useOrderPlacement(checkout);

  // A new step: its heading takes the focus, so that keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const next = () => {
    if (step === 3) return;
    if (!checkout.isValid(step)) {
      setProblemsShownOn(step);
      return;
    }
    checkout.goTo((step + 1) as CheckoutStep);
  };

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
      <div className="container wizard">
        {checkout.unknownPlan && (
          <p className="wizard__notice" role="status">
            {t('travel.unknown')}
          </p>
        )}
        <Progress checkout={checkout} />
        <div className={step === 3 ? 'wizard__body wizard__body--single' : 'wizard__body'}>
          <section className="wizard__step" aria-labelledby="step-title">
            <h2 id="step-title" ref={headingRef} tabIndex={-1}>
              {t('steps.heading', { step, title: t(`steps.${STEP_KEYS[step]}`) })}
            </h2>
            {step === 1 && <ConfigureStep checkout={checkout} />}
            {step === 2 && <DetailsStep checkout={checkout} showAllErrors={showAllErrors} />}
            {step === 3 && (
              <PaymentStep
                checkout={checkout}
                user={user}
                showAllErrors={placing.showAllErrors}
                accountErrors={placing.accountErrors}
                consentError={placing.consentError}
                busy={placing.busy}
                onPlaceOrder={() => void placing.place()}
                onEditDetails={() => checkout.goTo(2)}
              />
            )}
            <StepActions checkout={checkout} onNext={next} showProblems={showAllErrors} />
            {step !== 3 && <TotalBar product={checkout.values.product} />}
          </section>
          {step !== 3 && (
            <aside className="wizard__aside">
              <PriceOverview product={checkout.values.product} />
            </aside>
          )}
        </div>
      </div>
      {placing.alert && (
        <AlertDialog
          title={placing.alert.title}
          message={placing.alert.message}
          okLabel={t('alert.ok')}
          onClose={placing.dismissAlert}
        />
      )}
    </>
  );
}

function Progress({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('checkout');
  const percent = CHECKOUT_PROGRESS_PERCENT[checkout.step];
  return (
    <nav className="wizard-progress" aria-label={t('steps.label')}>
      <div
        className="wizard-progress__bar"
        role="progressbar"
        aria-label={t('steps.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('steps.progressText', { percent, step: checkout.step })}
      >
        <div className="wizard-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="wizard-progress__steps">
        {CHECKOUT_STEPS.map((candidate) => {
          const current = candidate === checkout.step;
          return (
            <li key={candidate} data-state={current ? 'current' : candidate < checkout.step ? 'done' : 'todo'}>
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                disabled={!current && !checkout.canEnter(candidate)}
                onClick={() => checkout.goTo(candidate)}
              >
                <span className="wizard-progress__number" aria-hidden="true">
                  {candidate}
                </span>
                <span className="visually-hidden">{t('steps.stepNumber', { step: candidate })} </span>
                {t(`steps.${STEP_KEYS[candidate]}`)}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Back and next (spec point 4): next only when the step is valid; trying earlier shows what is missing. */
function StepActions({
  checkout,
  onNext,
  showProblems,
}: {
  checkout: Checkout;
  onNext: () => void;
  showProblems: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { step, values } = checkout;
  const valid = checkout.isValid(step);
  const problems: string[] = [];
  if (step === 1) {
    if (values.product.kind === 'esim-pro' && !hasChosenProduct(values.product)) problems.push(t('problems.data'));
    if (!isDeviceChoiceValid(values.device)) problems.push(t('problems.device'));
  }
  if (step === 2) problems.push(t('problems.details'));
  return (
    <div className="wizard-actions">
      {step > 1 && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => checkout.goTo((step - 1) as CheckoutStep)}
        >
          {t('actions.back')}
        </button>
      )}
      {step < 3 && (
        <button
          type="button"
          className="button"
          aria-disabled={!valid || undefined}
          aria-describedby={!valid ? 'step-problems' : undefined}
          onClick={onNext}
        >
          {t('actions.next')}
        </button>
      )}
      {step < 3 && !valid && (
        <div
          id="step-problems"
          className={showProblems ? 'wizard-actions__problems form-error' : 'wizard-actions__problems'}
          role={showProblems ? 'alert' : undefined}
        >
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Placing the order (spec point 4): the spec's alert when something is missing; a new account is registered first
 * (and signed in, so the order is linked to it); then POST /api/orders, whose prices are the server's. On success
 * the cookies go, the order (and its access token) goes to session storage as `orderData` and the confirmation
 * page opens, or, for iDEAL, PayPal and Apple Pay, the provider's payment page (decisions.md §7).
 */
function useOrderPlacement(checkout: Checkout) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const forms = useFormErrors();
  const register = useRegisterAndSignIn();
  const placeOrder = usePlaceOrder();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [accountErrors, setAccountErrors] = useState<Record<string, string>>({});
  const [consentError, setConsentError] = useState<string | undefined>(undefined);
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  // The submitted order's Idempotency-Key, kept for its retries (order-attempts.ts).
  const attempts = useRef(new OrderAttempts<PlaceOrderAnswer>());

  async function createAccount(): Promise<boolean> {
    const { shipping, newAccount } = checkout.values;
    const { firstName, lastName } = splitFullName(shipping.name);
    if (!lastName) {
      setAccountErrors({ _form: t('newAccount.fullName') });
      return false;
    }
    try {
      await register.mutateAsync({
        firstName,
        lastName,
        email: shipping.email,
        phone: shipping.phone,
        password: newAccount.password,
        newsletter: newAccount.agreeMarketing,
        acceptTerms: true,
      });
      return true;
    } catch (error) {
      const fields = forms.fromApi(error);
      setAccountErrors(fields);
      setAlert({ title: t('newAccount.failedTitle'), message: Object.values(fields)[0] ?? t('placeOrder.failed') });
      return false;
    }
  }

  async function place() {
    if (busy) return;
    const { values, state } = checkout;
    setAccountErrors({});
    setConsentError(undefined);
    if (!canPlaceOrder(state)) {
      setShowAllErrors(true);
      setAlert({ title: t('placeOrder.incompleteTitle'), message: t('placeOrder.incomplete') });
      return;
    }
    setBusy(true);
    try {
      const signedInAsCustomer =
        user !== null && user.email.toLowerCase() === values.shipping.email.trim().toLowerCase();
      if (values.account === 'new' && !signedInAsCustomer && !(await createAccount())) return;
      // The wizard's choices and typing, as checked for `canPlaceOrder` by the same schemas the API reads them with.
      const body: OrderBody = {
        product: OrderProductSchema.parse(values.product),
        customer: ShippingDetailsSchema.parse(values.shipping),
        delivery: values.delivery,
        payment:
          values.paymentMethod === 'creditcard'
            ? { method: 'creditcard', card: values.card }
            : { method: values.paymentMethod },
        account: values.account,
        // Checked by `canPlaceOrder`: the customer ticked it in step 3.
        withdrawalConsent: true,
      };
      const { order, accessToken } = await attempts.current.send(body, placeOrder.mutateAsync);
      storePlacedOrder(order, accessToken);
      // iDEAL, PayPal and Apple Pay: on to the provider's payment page, which sends the visitor back to the
      // confirmation page. The wizard's state stays until the order is paid, for another try from step 3.
      const redirectUrl = order.status === 'pending' ? order.payment.redirectUrl : undefined;
      if (redirectUrl?.startsWith('/')) navigate(redirectUrl);
      else if (redirectUrl) window.location.assign(redirectUrl);
      else {
        clearCheckoutCookies();
        navigate(paths.orderConfirmation);
      }
    } catch (error) {
      // A consent the server found missing is shown on its checkbox, with everything typed kept.
      const fields = forms.fromApi(error);
      if (fields.withdrawalConsent) setConsentError(fields.withdrawalConsent);
      // A declined payment says so once (spec point 8's 'Probeer opnieuw' is for any other failure).
      const declined = error instanceof ApiError && error.code === 'PAYMENT_FAILED';
      setAlert(
        declined
          ? { title: t('placeOrder.declinedTitle'), message: t('placeOrder.declined') }
          : { title: t('placeOrder.failedTitle'), message: t('placeOrder.failed') },
      );
    } finally {
      setBusy(false);
    }
  }

  return { place, busy, showAllErrors, accountErrors, consentError, alert, dismissAlert: () => setAlert(null) };
}
