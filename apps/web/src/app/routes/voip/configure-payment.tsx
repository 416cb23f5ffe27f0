import { useTranslation } from 'react-i18next';
import type { CheckoutStep } from '@telecom/domain';
import { useRegisterAndSignIn } from '../../../features/auth/api/register-account';
import { PaymentStep } from '../../../features/checkout/payment-step';
import { useOrderPlacement, type OrderAlert } from '../../../features/checkout/use-order-placement';
import type { VoipCheckout } from '../../../features/checkout/voip/use-voip-checkout';
import { clearVoipCheckout } from '../../../features/checkout/voip/voip-storage';
import type { SessionUser } from '../../../lib/session-state';

/** The order request's fields at which the numbering rule refuses an order (`numberRuleFieldErrors`). */
const RULE_FIELDS = ['customer.postcode', 'business', 'customer.country'] as const;

/**
 * Step 3 of /voip/configureren (docs/contracts.md §9): the eSIM wizard's overview, account and payment, and the order
 * through POST /api/orders with `product.kind = 'voip'`. Its own chunk, loaded when step 3 is entered (configure.tsx).
 */
export function VoipPaymentStep({
  checkout,
  description,
  user,
  onAlert,
}: {
  checkout: VoipCheckout;
  /** What the price overview names (the number, or the kind of number). */
  description: string;
  user: SessionUser | null;
  onAlert: (alert: OrderAlert) => void;
}) {
  const { t } = useTranslation('voip-order');
  const register = useRegisterAndSignIn();
  const placing = useOrderPlacement({
    form: checkout.form,
    canPlace: checkout.canPlace,
    product: checkout.product,
    registerAndSignIn: register.mutateAsync,
    onPaid: clearVoipCheckout,
    onRefused: (error) => {
      // The number's rule refused the address or the business choice (docs/decisions/048): back to the details, where
      // the field says why; everything typed stays.
      const ruleRefusal = RULE_FIELDS.map((field) => error.fields[field]).find(Boolean);
      if (error.code === 'VALIDATION_FAILED' && ruleRefusal) {
        checkout.goTo(2);
        return { title: t('numberRule.refusedTitle'), message: ruleRefusal };
      }
      // The number was taken meanwhile (its hold had ended): back to the list, which shows what is free now.
      if (error.code !== 'NUMBER_NOT_AVAILABLE') return null;
      checkout.select({ number: null });
      checkout.goTo(1);
      return { title: t('taken.title'), message: error.message };
    },
    onAlert,
  });
  return (
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
  );
}
