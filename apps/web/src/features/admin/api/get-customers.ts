import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { CustomerListAnswer, CustomerListQuerySchema } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { ListParams } from './list-params';

/** `?search=&status=&plan=&sort=&dir=&page=&pageSize=`. */
export type CustomerListParams = ListParams<typeof CustomerListQuerySchema>;

/** GET /api/admin/customers: one page of the customer list with its stat cards. */
export function getCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<CustomerListAnswer> {
  return callApi('GET /api/admin/customers', { query: params, signal });
}

export function getCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: adminKeys.customers(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery(getCustomersQueryOptions(params));
}
