import type { CustomerExportQuerySchema } from '@telecom/domain';
import { callApiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { CustomerListParams } from './get-customers';
import type { ListParams } from './list-params';

/**
 * GET /api/admin/customers/export, saved as a CSV file: every row of the list's query (search, filters, sort; not
 * its page), or only the chosen rows.
 */
export async function exportCustomers(params: CustomerListParams, ids?: readonly string[]): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...listQuery } = params;
  const query: ListParams<typeof CustomerExportQuerySchema> = { ...listQuery, ids: ids?.join(',') };
  saveFile(await callApiFile('GET /api/admin/customers/export', { query }), 'customers.csv');
}
