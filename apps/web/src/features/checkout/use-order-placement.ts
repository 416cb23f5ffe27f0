// Placing an order from step 3 of any order wizard (spec point 4, docs/contracts.md §7): the same for the eSIM wizard and
// the VOIP wizard, which give what they order and what to do with their saved state.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ShippingDetailsSchema,
  businessOfValues,
  splitFullName,
  type PlaceOrderAnswer,
  type RegisterBodySchema,
} from '@telecom/domain';
import type { z } from 'zod';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useFormErrors } from '../../lib/use-form-errors';
import { useSession } from '../../lib/session';
import { usePlaceOrder, type OrderBody } from './api/place-order';
import type { CheckoutForm } from './checkout-form';
import { storePlacedOrder } from './checkout-storage';
import { OrderAttempts } from './order-attempts';

export interface OrderAlert {
  title: string;
  message: string;
}

export interface OrderPlacementOptions {
  form: CheckoutForm;
  /** Whether every step is valid (the wizard's rules); otherwise the spec's alert shows and nothing is sent. */
  canPlace: () => boolean;
  /** The product part of the order, as the schema the API reads it with gives it. */
  product: () => OrderBody['product'];
  /**
   * Registers the new account of step 3 and signs it in (the auth feature's `useRegisterAndSignIn`, given by the
   * route: a feature does not reach into another).
   */
  registerAndSignIn: (body: z.input<typeof RegisterBodySchema>) => Promise<unknown>;
  /** The order is paid (a card, within the request): the wizard's saved state goes. */
  onPaid: () => void;
  /** A refusal the wizard explains itself (a VOIP number taken meanwhile): its alert, or null for the usual one. */
  onRefused?: (error: ApiError) => OrderAlert | null;
  /**
   * Shows the order's alert (spec point 4): the wizard holds it, since a refusal can send the visitor back to an
   * earlier step, where the alert must still be read.
   */
  onAlert: (alert: OrderAlert) => void;
}

/**
 * The order button (spec point 4): the spec's alert when something is missing; a new account is registered first
 * (and signed in, so the order is linked to it); then POST /api/orders with its Idempotency-Key, whose prices are
 * the server's. On success the order (and its access token) goes to session storage as `orderData` and the
 * confirmation page opens, or, for iDEAL, PayPal and Apple Pay, the provider's payment page (docs/contracts.md §7); the
 * wizard's state stays until the order is paid, for another try from step 3.
 */
export function useOrderPlacement({
  form,
  canPlace,
  product,
  registerAndSignIn,
  onPaid,
  onRefused,
  onAlert: setAlert,
}: OrderPlacementOptions) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const forms = useFormErrors();
  const placeOrder = usePlaceOrder();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [accountErrors, setAccountErrors] = useState<Record<string, string>>({});
  const [consentError, setConsentError] = useState<string | undefined>(undefined);
  // The submitted order's Idempotency-Key, kept for its retries (order-attempts.ts).
  const attempts = useRef(new OrderAttempts<PlaceOrderAnswer>());
  const placing = useRef(false);

  async function createAccount(): Promise<boolean> {
    const { shipping, newAccount } = form.values;
    const { firstName, lastName } = splitFullName(shipping.name);
    if (!lastName) {
      setAccountErrors({ _form: t('newAccount.fullName') });
      return false;
    }
    try {
      await registerAndSignIn({
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
    // A ref, not the state: a second click can come before React has drawn the busy button.
    if (placing.current) return;
    const { values } = form;
    setAccountErrors({});
    setConsentError(undefined);
    if (!canPlace()) {
      setShowAllErrors(true);
      setAlert({ title: t('placeOrder.incompleteTitle'), message: t('placeOrder.incomplete') });
      return;
    }
    placing.current = true;
    setBusy(true);
    // Once the order is placed the page is left: the button stays busy until then, so that a click meanwhile (the
    // second of a double click) cannot place a second order.
    let placed = false;
    try {
      const signedInAsCustomer =
        user !== null && user.email.toLowerCase() === values.shipping.email.trim().toLowerCase();
      if (values.account === 'new' && !signedInAsCustomer && !(await createAccount())) return;
      // The wizard's choices and typing, as checked by its rules with the same schemas the API reads them with.
      const body: OrderBody = {
        product: product(),
        customer: ShippingDetailsSchema.parse(values.shipping),
        // A business order's company; the server decides its VAT from it and the country (docs/contracts.md §13).
        business: businessOfValues(values.business),
        delivery: values.delivery,
        payment:
          values.paymentMethod === 'creditcard'
            ? { method: 'creditcard', card: values.card }
            : { method: values.paymentMethod },
        account: values.account,
        // Checked by the wizard's rules: the customer ticked it in step 3.
        withdrawalConsent: true,
      };
      const { order, accessToken } = await attempts.current.send(body, placeOrder.mutateAsync);
      placed = true;
      storePlacedOrder(order, accessToken);
      // iDEAL, PayPal and Apple Pay: on to the provider's payment page, which sends the visitor back to the
      // confirmation page. The wizard's state stays until the order is paid, for another try from step 3.
      const redirectUrl = order.status === 'pending' ? order.payment.redirectUrl : undefined;
      if (redirectUrl?.startsWith('/')) navigate(redirectUrl);
      else if (redirectUrl) window.location.assign(redirectUrl);
      else {
        onPaid();
        navigate(paths.orderConfirmation);
      }
    } catch (error) {
      // A consent the server found missing is shown on its checkbox, with everything typed kept.
      const fields = forms.fromApi(error);
      if (fields.withdrawalConsent) setConsentError(fields.withdrawalConsent);
      const own = error instanceof ApiError && onRefused ? onRefused(error) : null;
      // A declined payment says so once (spec point 8's 'Probeer opnieuw' is for any other failure).
      const declined = error instanceof ApiError && error.code === 'PAYMENT_FAILED';
      setAlert(
        own ??
          (declined
            ? { title: t('placeOrder.declinedTitle'), message: t('placeOrder.declined') }
            : { title: t('placeOrder.failedTitle'), message: t('placeOrder.failed') }),
      );
    } finally {
      if (!placed) {
        placing.current = false;
        setBusy(false);
      }
    }
  }

  return { place, busy, showAllErrors, accountErrors, consentError };
}

export type OrderPlacement = ReturnType<typeof useOrderPlacement>;
