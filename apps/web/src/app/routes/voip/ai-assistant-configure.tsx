import { useEffect, useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  AI_ASSISTANT_PLANS,
  AI_FREE_TRIAL_DAYS,
  AiAssistantProductSchema,
  isAiAssistantPlanId,
  loginPathFor,
  priceOrderProduct,
  type AiAssistantPlanId,
} from '@telecom/domain';
import {
  DEFAULT_BUSINESS_VALUES,
  businessErrors,
  businessInput,
  type BusinessFormValues,
} from '../../../components/ai-plans/business-settings';
import { BusinessSettingsFields } from '../../../components/ai-plans/business-settings-fields';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { paths } from '../../../config/paths';
import {
  clearAssistantDraft,
  readAssistantDraft,
  storeAssistantDraft,
} from '../../../features/ai-order/assistant-draft';
import { useAiTrialUsed } from '../../../features/ai-order/api/get-ai-trial';
import { BillingDetails } from '../../../features/ai-order/billing-details';
import { OrderTerms } from '../../../features/ai-order/order-terms';
import { PaymentChoice } from '../../../features/ai-order/payment-choice';
import { PlanPicker } from '../../../features/ai-order/plan-picker';
import { usePlanTexts } from '../../../components/ai-plans/plan-texts';
import { PriceSummary } from '../../../features/ai-order/price-summary';
import { useOrderDetails } from '../../../features/ai-order/use-order-details';
import { euro } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSession } from '../../../lib/session';
import { useAiOrderPlacement } from '../use-ai-order-placement';
import { usePreviousAddress } from '../use-previous-address';
import '../../../features/ai-order/ai-order.css';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/** The plan a link names; Professional, the most chosen, when it names none or another. */
const DEFAULT_ASSISTANT_PLAN: AiAssistantPlanId = 'professional';

/**
 * /voip/ai-assistant/configureren?plan=starter|professional|enterprise (docs/contracts.md §9): the AI assistant's order
 * page, public. The plan (switchable), the business settings (`AiBusinessSchema`: name, phone, languages up to the
 * plan's count, opening days and hours, greeting) and the price: 30 days free, then per month. A visitor who is not
 * signed in fills in the settings first and is then asked to log in or register; what they typed waits in session
 * storage and is back when they return here. A signed-in customer adds the billing details and the payment method
 * (recorded for after the trial: nothing is charged today), consents and orders. One trial per account
 * (docs/contracts.md §12): once the API says the account has had it, the page prices and says what the server will
 * charge, the first month today, and the order is paid as AI voicemail's.
 */
export function AiAssistantConfigureRoute() {
  const { t, i18n } = useTranslation('ai-order');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const forms = useFormErrors();
  const [params, setParams] = useSearchParams();
  const [draft] = useState(readAssistantDraft);
  const planParam = params.get('plan');
  const planId = isAiAssistantPlanId(planParam) ? planParam : (draft?.plan ?? DEFAULT_ASSISTANT_PLAN);
  const plan = AI_ASSISTANT_PLANS.find((candidate) => candidate.id === planId)!;
  const texts = usePlanTexts();
  const [business, setBusiness] = useState<BusinessFormValues>(draft?.business ?? DEFAULT_BUSINESS_VALUES);
  const [triedBusiness, setTriedBusiness] = useState(false);
  const [serverBusinessErrors, setServerBusinessErrors] = useState<Record<string, string>>({});
  const form = useOrderDetails(user);
  usePreviousAddress(form, user !== null);
  const placing = useAiOrderPlacement({ onPlaced: clearAssistantDraft });
  const aiTrial = useAiTrialUsed(user !== null);
  const aiTrialUsed = aiTrial.data ?? false;

  // What was typed waits in session storage while the visitor logs in or registers.
  useEffect(() => storeAssistantDraft({ plan: planId, business }), [planId, business]);

  const productInput = { kind: 'ai-assistant' as const, plan: planId, business: businessInput(business) };
  const validation = forms.validate(AiAssistantProductSchema, productInput);
  const allBusinessErrors = businessErrors(validation.errors, 'business.');
  // Too many languages for the plan shows at once (after a switch to a smaller plan); the rest once tried.
  const shownBusinessErrors = {
    ...(triedBusiness
      ? allBusinessErrors
      : allBusinessErrors.languages && business.languages.length > plan.languages
        ? { languages: allBusinessErrors.languages }
        : {}),
    ...serverBusinessErrors,
  };
  const product = useMemo(
    () =>
      priceOrderProduct({ kind: 'ai-assistant', plan: planId, business: { name: '', languages: [] } }, { aiTrialUsed }),
    [planId, aiTrialUsed],
  );
  if (product.kind !== 'ai-assistant') throw new Error('An AI assistant plan is priced as an AI assistant');
  const trial = product.trialDays > 0;
  // Until the API has said whether the account has had its trial, the price is not known: no order yet.
  const priceKnown = aiTrial.data !== undefined;

  const changeBusiness = (change: Partial<BusinessFormValues>) => {
    setBusiness((current) => ({ ...current, ...change }));
    setServerBusinessErrors({});
  };

  /** Before logging in or registering: the settings must be complete, so that nothing is missing on the way back. */
  const continueToAccount = (event: MouseEvent<HTMLAnchorElement>) => {
    setTriedBusiness(true);
    if (validation.data) return;
    event.preventDefault();
    focusFirstInvalid(document.getElementById('assistant-order'));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setTriedBusiness(true);
    const parts = form.submit();
    if (!parts || !validation.data) {
      placing.showIncomplete();
      focusFirstInvalid(element);
      return;
    }
    const fields = await placing.place({ product: productInput, delivery: 'email', account: 'existing', ...parts });
    form.showServerErrors(fields);
    setServerBusinessErrors(businessErrors(fields, 'product.business.'));
  };

  const here = `${location.pathname}?plan=${planId}`;
  return (
    <>
      <title>{t('assistant.meta.title', { plan: plan.name, brand: tc('brand.name') })}</title>
      <meta name="description" content={t('assistant.meta.description', { count: AI_FREE_TRIAL_DAYS })} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{t('assistant.eyebrow')}</p>
          <h1>{t('assistant.title')}</h1>
          <p className="page-hero__lead">{t('assistant.lead', { count: AI_FREE_TRIAL_DAYS })}</p>
        </div>
      </section>
      <div className="container ai-order">
        <aside className="ai-order__aside">
          <PriceSummary product={product} includes={texts.assistant(plan)} />
        </aside>
        <form
          id="assistant-order"
          className="ai-order__form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('assistant.formLabel')}
        >
          <PlanPicker
            legend={t('plan.assistant')}
            plans={AI_ASSISTANT_PLANS.map((option) => ({ ...option, includes: texts.assistant(option) }))}
            value={planId}
            onChange={(id) => setParams({ plan: id }, { replace: true, preventScrollReset: true })}
          />
          <p className="ai-order__compare">
            <Link to={`${paths.aiAssistant}#plans`}>{t('plan.compare')}</Link>
          </p>
          <fieldset className="ai-order__section">
            <legend>{t('business.title')}</legend>
            <p className="ai-order__hint">{t('business.lead')}</p>
            <BusinessSettingsFields
              values={business}
              onChange={changeBusiness}
              errors={shownBusinessErrors}
              maxLanguages={plan.languages}
              planName={plan.name}
            />
          </fieldset>
          {user ? (
            <>
              <BillingDetails form={form} />
              <PaymentChoice
                form={form}
                hint={trial ? t('payment.hintTrial', { count: AI_FREE_TRIAL_DAYS }) : t('payment.hintMonthly')}
              />
              <OrderTerms form={form} trial={trial} summary={{ kind: 'ai-assistant', plan: planId }} />
              <button
                type="submit"
                className="button button--large"
                disabled={placing.busy || !priceKnown}
                aria-busy={placing.busy || !priceKnown || undefined}
              >
                {placing.busy
                  ? t('place.busy')
                  : trial
                    ? t('place.startTrial', { count: AI_FREE_TRIAL_DAYS })
                    : t('place.pay', { price: euro(product.totalWithVatCents, i18n.resolvedLanguage) })}
              </button>
              <p className="visually-hidden" role="status">
                {placing.busy ? t('place.busy') : ''}
              </p>
            </>
          ) : (
            <section className="ai-order__section ai-order__account" aria-labelledby="assistant-account-title">
              <h2 id="assistant-account-title">{t('account.title')}</h2>
              <p>{t('account.text')}</p>
              <p className="ai-order__account-actions">
                <Link className="button" to={loginPathFor(here)} onClick={continueToAccount}>
                  {t('account.login')}
                </Link>
                <Link
                  className="button button--ghost"
                  to={`${paths.register}?redirect=${encodeURIComponent(here)}`}
                  onClick={continueToAccount}
                >
                  {t('account.register')}
                </Link>
              </p>
              {triedBusiness && !validation.data && (
                <p className="form-error" role="alert">
                  {t('account.settingsFirst')}
                </p>
              )}
            </section>
          )}
          <p className="ai-order__sales">
            {t('assistant.sales')} <Link to={`${paths.business}#business-contact`}>{t('assistant.salesLink')}</Link>
          </p>
        </form>
      </div>
      {placing.alert && (
        <AlertDialog
          title={placing.alert.title}
          message={placing.alert.message}
          okLabel={t('place.ok')}
          onClose={placing.dismissAlert}
        />
      )}
    </>
  );
}
