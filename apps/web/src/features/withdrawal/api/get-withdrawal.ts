import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import { WITHDRAWAL_TOKEN_HEADER } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';

/** The headers of step 2: the mailed link's token, when the page was opened from it. */
export const withdrawalHeaders = (token: string | undefined): Record<string, string> =>
  token ? { [WITHDRAWAL_TOKEN_HEADER]: token } : {};

/** GET /api/orders/{id}/withdrawal: the order and what withdrawing now refunds (or refunded). */
export function getWithdrawal(orderId: string, token: string | undefined, signal?: AbortSignal) {
  return callApi('GET /api/orders/{id}/withdrawal', {
    path: { id: orderId },
    signal,
    headers: withdrawalHeaders(token),
  });
}

/** Read fresh: the refund changes by the day. */
export function getWithdrawalQueryOptions(orderId: string, token: string | undefined) {
  return queryOptions({
    queryKey: withdrawalKeys.withdrawal(orderId, token),
    queryFn: ({ signal }) => getWithdrawal(orderId, token, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
}

export function useWithdrawal(orderId: string, token: string | undefined) {
  return useQuery(getWithdrawalQueryOptions(orderId, token));
}
