import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { AdminOrderAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/orders/{id}: the order with its account, customer record, invoice, credit note and services. */
export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderAnswer> {
  return apiFetch<AdminOrderAnswer>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });
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
