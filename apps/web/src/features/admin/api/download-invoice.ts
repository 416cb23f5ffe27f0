import type { InvoiceRow } from '@telecom/domain';
import { apiFetchFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/admin/invoices/{id}/pdf, saved as the invoice's PDF (in the customer's language), named by its number. */
export async function downloadInvoice({
  id,
  invoice_number,
}: Pick<InvoiceRow, 'id' | 'invoice_number'>): Promise<void> {
  saveFile(await apiFetchFile(`/api/admin/invoices/${id}/pdf`), `${invoice_number}.pdf`);
}
