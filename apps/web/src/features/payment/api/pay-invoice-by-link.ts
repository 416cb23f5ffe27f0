import { useMutation } from '../../../lib/queries';
import { PAY_TOKEN_HEADER, type InvoicePayAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/invoices/{id}/pay with the pay link's token, no account: the payment provider's page. */
export function payInvoiceByLink({ id, token }: { id: string; token: string }): Promise<InvoicePayAnswer> {
  return callApi('POST /api/invoices/{id}/pay', {
    path: { id },
    body: {},
    auth: false,
    headers: { [PAY_TOKEN_HEADER]: token },
  });
}

export function usePayInvoiceByLink() {
  return useMutation({ mutationFn: payInvoiceByLink });
}
