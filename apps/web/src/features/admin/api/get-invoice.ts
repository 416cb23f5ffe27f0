import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { InvoiceAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/invoices/{id}: the invoice with the customer it bills. */
export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceAnswer> {
  return callApi('GET /api/admin/invoices/{id}', { path: { id }, signal });
}

/** The query holds the invoice record itself. */
export function getInvoiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal).then((answer) => answer.invoice),
    retry: retryUnlessNotFound,
  });
}

export function useInvoice(id: string) {
  return useQuery(getInvoiceQueryOptions(id));
}
