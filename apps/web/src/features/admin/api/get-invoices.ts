import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { InvoiceListAnswer, InvoiceListQuerySchema } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { ListParams } from './list-params';

/** `?search=&status=&month=&amount=&sort=&dir=&page=&pageSize=`. */
export type InvoiceListParams = ListParams<typeof InvoiceListQuerySchema>;

/** GET /api/admin/invoices: one page of the invoice list with its stat cards. */
export function getInvoices(params: InvoiceListParams, signal?: AbortSignal): Promise<InvoiceListAnswer> {
  return callApi('GET /api/admin/invoices', { query: params, signal });
}

export function getInvoicesQueryOptions(params: InvoiceListParams) {
  return queryOptions({
    queryKey: adminKeys.invoices(params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(params: InvoiceListParams) {
  return useQuery(getInvoicesQueryOptions(params));
}
