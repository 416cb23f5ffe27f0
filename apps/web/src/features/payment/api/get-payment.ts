import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { HostedPaymentAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

export const paymentKeys = {
  payment: (transactionId: string) => ['payment', transactionId] as const,
};

/** GET /api/payments/{transactionId}: what the simulated provider's payment page shows (the id is the secret). */
export function getPayment(transactionId: string, signal?: AbortSignal): Promise<HostedPaymentAnswer> {
  return callApi('GET /api/payments/{transactionId}', { path: { transactionId }, signal, auth: false });
}

/** The query holds the payment itself; always read fresh (its status moves). */
export function getPaymentQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: paymentKeys.payment(transactionId),
    queryFn: ({ signal }) => getPayment(transactionId, signal).then((answer) => answer.payment),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
}

export function usePayment(transactionId: string) {
  return useQuery(getPaymentQueryOptions(transactionId));
}
