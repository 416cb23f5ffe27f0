import type { InvoiceExportQuerySchema } from '@telecom/domain';
import { callApiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { InvoiceListParams } from './get-invoices';
import type { ListParams } from './list-params';

/**
 * GET /api/admin/invoices/export, saved as a CSV file: every row of the list's query (search, filters, sort; not
 * its page), or only the chosen rows.
 */
export async function exportInvoices(params: InvoiceListParams, ids?: readonly string[]): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...listQuery } = params;
  const query: ListParams<typeof InvoiceExportQuerySchema> = { ...listQuery, ids: ids?.join(',') };
  saveFile(await callApiFile('GET /api/admin/invoices/export', { query }), 'invoices.csv');
}
