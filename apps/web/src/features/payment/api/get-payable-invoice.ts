import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import { PAY_TOKEN_HEADER, type PayableInvoiceAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

export const invoicePaymentKeys = {
  payable: (id: string, token: string) => ['payable-invoice', id, token] as const,
};

/** GET /api/invoices/{id}/pay-link with the pay link's token: the invoice's number, amount and whether it is open. */
export function getPayableInvoice(id: string, token: string, signal?: AbortSignal): Promise<PayableInvoiceAnswer> {
  return callApi('GET /api/invoices/{id}/pay-link', {
    path: { id },
    signal,
    auth: false,
    headers: { [PAY_TOKEN_HEADER]: token },
  });
}

/** The query holds the invoice itself; always read fresh (it is paid meanwhile). */
export function getPayableInvoiceQueryOptions(id: string, token: string) {
  return queryOptions({
    queryKey: invoicePaymentKeys.payable(id, token),
    queryFn: ({ signal }) => getPayableInvoice(id, token, signal).then((answer) => answer.invoice),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
}

export function usePayableInvoice(id: string, token: string) {
  return useQuery(getPayableInvoiceQueryOptions(id, token));
}
