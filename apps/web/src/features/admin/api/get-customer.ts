import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { CustomerDetailAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/customers/{id}: the customer with their invoices and services. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetailAnswer> {
  return callApi('GET /api/admin/customers/{id}', { path: { id }, signal });
}

export function getCustomerQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.customer(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    retry: retryUnlessNotFound,
  });
}

/** The customer of `id`; nothing is asked without one. */
export function useCustomer(id: string) {
  return useQuery({ ...getCustomerQueryOptions(id), enabled: id !== '' });
}
