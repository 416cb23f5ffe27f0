import { useMutation } from '../../../lib/queries';
import type { InvoiceRecord } from '@telecom/domain';
import { callApiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/invoices/{id}/pdf with the account's token, saved as the invoice's PDF named by its number. */
export async function downloadOwnInvoice({
  id,
  invoice_number,
}: Pick<InvoiceRecord, 'id' | 'invoice_number'>): Promise<void> {
  saveFile(await callApiFile('GET /api/invoices/{id}/pdf', { path: { id } }), `${invoice_number}.pdf`);
}

export function useDownloadOwnInvoice() {
  return useMutation({ mutationFn: downloadOwnInvoice });
}
