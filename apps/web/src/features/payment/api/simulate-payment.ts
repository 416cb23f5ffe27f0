import { useMutation, useQueryClient } from '../../../lib/queries';
import type { SimulatePaymentAnswer, SimulatePaymentBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './get-payment';

/**
 * POST /api/payments/{transactionId}/simulate (the simulated provider only): the payment page's buttons pay, fail or
 * cancel the payment; the answer says where to send the visitor (the order's confirmation page). 409
 * PAYMENT_NOT_OPEN once it is settled.
 */
export function simulatePayment({
  transactionId,
  ...body
}: SimulatePaymentBody & { transactionId: string }): Promise<SimulatePaymentAnswer> {
  return callApi('POST /api/payments/{transactionId}/simulate', { path: { transactionId }, body, auth: false });
}

export function useSimulatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatePayment,
    onSuccess: ({ payment }) => queryClient.setQueryData(paymentKeys.payment(payment.transactionId), payment),
  });
}
