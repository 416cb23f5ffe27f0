import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { VOICEMAIL_PLANS, isVoicemailPlanId, priceOrderProduct, type VoicemailPlanId } from '@telecom/domain';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { paths } from '../../../config/paths';
import { BillingDetails } from '../../../features/ai-order/billing-details';
import { OrderTerms } from '../../../features/ai-order/order-terms';
import { PaymentChoice } from '../../../features/ai-order/payment-choice';
import { PlanPicker } from '../../../features/ai-order/plan-picker';
import { usePlanTexts } from '../../../components/ai-plans/plan-texts';
import { PriceSummary } from '../../../features/ai-order/price-summary';
import { useOrderDetails } from '../../../features/ai-order/use-order-details';
import { euro } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAiOrderPlacement } from '../use-ai-order-placement';
import { usePreviousAddress } from '../use-previous-address';
import '../../../features/ai-order/ai-order.css';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/** The plan a link names (`?plan=basic|pro|enterprise`); Pro, the most chosen, when it names none or another. */
const DEFAULT_VOICEMAIL_PLAN: VoicemailPlanId = 'pro';

/**
 * /ai-voicemail/bestellen?plan= (docs/contracts.md §9), for signed-in customers: the AI voicemail plan (switchable), what
 * it includes and its price per month with VAT (the domain's `priceOrderProduct`), the billing details (from the
 * account and the latest order), the payment method, the terms with the required consent, and the order: POST
 * /api/orders for the account, then the hosted payment page or the confirmation.
 */
export function AiVoicemailOrderRoute() {
  const { t, i18n } = useTranslation('ai-order');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const planParam = params.get('plan');
  const planId = isVoicemailPlanId(planParam) ? planParam : DEFAULT_VOICEMAIL_PLAN;
  const plan = VOICEMAIL_PLANS.find((candidate) => candidate.id === planId)!;
  const texts = usePlanTexts();
  const form = useOrderDetails(user);
  usePreviousAddress(form, user !== null);
  const placing = useAiOrderPlacement();
  const product = useMemo(() => priceOrderProduct({ kind: 'ai-voicemail', plan: planId }), [planId]);
  if (product.kind !== 'ai-voicemail') throw new Error('An AI voicemail plan is priced as AI voicemail');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const parts = form.submit();
    if (!parts) {
      placing.showIncomplete();
      focusFirstInvalid(element);
      return;
    }
    const fields = await placing.place({
      product: { kind: 'ai-voicemail', plan: planId },
      delivery: 'email',
      account: 'existing',
      ...parts,
    });
    form.showServerErrors(fields);
  };

  return (
    <>
      <title>{t('voicemail.meta.title', { plan: plan.name, brand: tc('brand.name') })}</title>
      <meta name="description" content={t('voicemail.meta.description')} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{t('voicemail.eyebrow')}</p>
          <h1>{t('voicemail.title')}</h1>
          <p className="page-hero__lead">{t('voicemail.lead')}</p>
        </div>
      </section>
      <div className="container ai-order">
        <aside className="ai-order__aside">
          <PriceSummary product={product} includes={texts.voicemail(plan)} />
        </aside>
        <form
          className="ai-order__form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('voicemail.formLabel')}
        >
          <PlanPicker
            legend={t('plan.voicemail')}
            plans={VOICEMAIL_PLANS.map((option) => ({ ...option, includes: texts.voicemail(option) }))}
            value={planId}
            onChange={(id) => setParams({ plan: id }, { replace: true, preventScrollReset: true })}
          />
          <p className="ai-order__compare">
            <Link to={`${paths.aiVoicemail}#voicemail-plans`}>{t('plan.compare')}</Link>
          </p>
          <BillingDetails form={form} />
          <PaymentChoice form={form} hint={t('payment.hintMonthly')} />
          <OrderTerms form={form} trial={false} summary={{ kind: 'ai-voicemail', plan: planId }} />
          <button
            type="submit"
            className="button button--large"
            disabled={placing.busy}
            aria-busy={placing.busy || undefined}
          >
            {placing.busy
              ? t('place.busy')
              : t('place.pay', { price: euro(product.totalWithVatCents, i18n.resolvedLanguage) })}
          </button>
          <p className="visually-hidden" role="status">
            {placing.busy ? t('place.busy') : ''}
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
