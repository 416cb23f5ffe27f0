import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { AdminOrderAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/orders/{id}: the order with its account, customer record, invoice, credit note and services. */
export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderAnswer> {
  return callApi('GET /api/admin/orders/{id}', { path: { id }, signal });
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: retryUnlessNotFound,
  });
}

export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}
