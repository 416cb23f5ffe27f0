import { OrderProductSchema, canPlaceOrder, type CheckoutStep } from '@telecom/domain';
import { useRegisterAndSignIn } from '../../../features/auth/api/register-account';
import { clearCheckoutCookies } from '../../../features/checkout/checkout-storage';
import { PaymentStep } from '../../../features/checkout/payment-step';
import type { Checkout } from '../../../features/checkout/use-checkout';
import { useOrderPlacement, type OrderAlert } from '../../../features/checkout/use-order-placement';
import type { SessionUser } from '../../../lib/session-state';

/**
 * Step 3 of /esim-pro/bestellen (spec points 4 and 5): the overview, account and payment, and placing the order
 * through POST /api/orders. Its own chunk, loaded when step 3 is entered, with the forms' checks and the order's
 * calls (order.tsx).
 */
export function EsimPaymentStep({
  checkout,
  user,
  onAlert,
}: {
  checkout: Checkout;
  user: SessionUser | null;
  onAlert: (alert: OrderAlert) => void;
}) {
  const register = useRegisterAndSignIn();
  const placing = useOrderPlacement({
    form: checkout,
    canPlace: () => canPlaceOrder(checkout.state),
    // The wizard's choice, as checked for `canPlaceOrder` by the same schema the API reads it with.
    product: () => OrderProductSchema.parse(checkout.values.product),
    registerAndSignIn: register.mutateAsync,
    onPaid: clearCheckoutCookies,
    onAlert,
  });
  return (
    <PaymentStep
      checkout={checkout}
      product={checkout.values.product}
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
