import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { CustomerCallsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/customers/{id}/calls: the customer's calls with their cost, and this month's meter of each number. */
export function getCustomerCalls(id: string, signal?: AbortSignal): Promise<CustomerCallsAnswer> {
  return callApi('GET /api/admin/customers/{id}/calls', { path: { id }, signal });
}

export function getCustomerCallsQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.customerCalls(id),
    queryFn: ({ signal }) => getCustomerCalls(id, signal),
    retry: retryUnlessNotFound,
  });
}

/** The calls of the customer of `id`; nothing is asked without one. */
export function useCustomerCalls(id: string) {
  return useQuery({ ...getCustomerCallsQueryOptions(id), enabled: id !== '' });
}
