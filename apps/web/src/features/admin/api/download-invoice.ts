import type { InvoiceRow } from '@telecom/domain';
import { apiFetchFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/admin/invoices/{id}/download, saved as the invoice's HTML document (in the page's language). */
export async function downloadInvoice({
  id,
  invoice_number,
}: Pick<InvoiceRow, 'id' | 'invoice_number'>): Promise<void> {
  saveFile(await apiFetchFile(`/api/admin/invoices/${encodeURIComponent(id)}/download`), `${invoice_number}.html`);
}
