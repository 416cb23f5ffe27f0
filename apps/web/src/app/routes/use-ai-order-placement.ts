// Placing an AI plan's order (docs/contracts.md §7 and §9), shared by the AI voicemail and AI assistant order pages: the
// eSIM checkout's own call and retry rules (POST /api/orders with one Idempotency-Key per submitted order), the
// placed order kept for the confirmation page as the checkout keeps it, then the provider's hosted payment page for
// iDEAL, PayPal and Apple Pay, or straight to the confirmation (a card, or the AI assistant's trial, which the API
// settles at once without a charge). Composed here because a feature does not import another.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '../../lib/queries';
import type { PlaceOrderAnswer } from '@telecom/domain';
import { paths } from '../../config/paths';
import { storePlacedOrder } from '../../features/checkout/checkout-storage';
import { usePlaceOrder, type OrderBody } from '../../features/checkout/api/place-order';
import { OrderAttempts } from '../../features/checkout/order-attempts';
import { ApiError } from '../../lib/api-client';
import { accountKeys } from '../../lib/api/account-keys';

export interface OrderAlert {
  readonly title: string;
  readonly message: string;
}

export function useAiOrderPlacement({ onPlaced }: { onPlaced?: () => void } = {}) {
  const { t } = useTranslation('ai-order');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder();
  const attempts = useRef(new OrderAttempts<PlaceOrderAnswer>());
  const placing = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<OrderAlert | null>(null);

  /**
   * Places the order; on a refusal, says why in an alert and answers the server's field errors (already translated,
   * keyed as `customer.city`, `product.business.name`, `payment.card.cvc`) for the form to show on its fields.
   */
  async function place(body: OrderBody): Promise<Record<string, string>> {
    // A ref, not the state: a second click can come before React has drawn the busy button.
    if (placing.current) return {};
    placing.current = true;
    setBusy(true);
    // Once the order is placed the page is left: the button stays busy until then (use-order-placement.ts).
    let placed = false;
    try {
      const { order, accessToken } = await attempts.current.send(body, placeOrder.mutateAsync);
      placed = true;
      storePlacedOrder(order, accessToken);
      // The dashboard shows the new subscription (an AI assistant's trial starts at once).
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      onPlaced?.();
      const redirectUrl = order.status === 'pending' ? order.payment.redirectUrl : undefined;
      if (redirectUrl?.startsWith('/')) void navigate(redirectUrl);
      else if (redirectUrl) window.location.assign(redirectUrl);
      else void navigate(`${paths.orderConfirmation}?order=${encodeURIComponent(order.id)}`);
      return {};
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (error instanceof ApiError && error.code === 'PAYMENT_FAILED')
        setAlert({ title: t('place.declinedTitle'), message: t('place.declined') });
      else if (Object.keys(fields).length > 0)
        setAlert({ title: t('place.incompleteTitle'), message: t('place.fixFields') });
      else
        setAlert({
          title: t('place.failedTitle'),
          message:
            error instanceof ApiError && error.status < 500 && error.status !== 0 ? error.message : t('place.failed'),
        });
      return fields;
    } finally {
      if (!placed) {
        placing.current = false;
        setBusy(false);
      }
    }
  }

  return {
    place,
    busy,
    alert,
    /** The form was not complete: the alert says so, the fields say what is missing. */
    showIncomplete: () => setAlert({ title: t('place.incompleteTitle'), message: t('place.incomplete') }),
    dismissAlert: () => setAlert(null),
  };
}
