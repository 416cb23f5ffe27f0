import { useMutation } from '../../../lib/queries';
import type { InvoicePayAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/invoices/{id}/pay with the account's token: the payment provider's page for the open invoice. */
export function payOwnInvoice(id: number): Promise<InvoicePayAnswer> {
  return callApi('POST /api/invoices/{id}/pay', { path: { id }, body: {} });
}

export function usePayOwnInvoice() {
  return useMutation({ mutationFn: payOwnInvoice });
}
