import type { InvoiceRow } from '@telecom/domain';
import { callApiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/admin/invoices/{id}/pdf, saved as the invoice's PDF (in the customer's language), named by its number. */
export async function downloadInvoice({
  id,
  invoice_number,
}: Pick<InvoiceRow, 'id' | 'invoice_number'>): Promise<void> {
  saveFile(await callApiFile('GET /api/admin/invoices/{id}/pdf', { path: { id } }), `${invoice_number}.pdf`);
}
