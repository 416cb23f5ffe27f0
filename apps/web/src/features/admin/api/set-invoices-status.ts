import type { BulkInvoiceStatusAnswer, BulkInvoiceStatusBodySchema, InvoiceStatus } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/**
 * POST /api/admin/invoices/bulk-status: moves the chosen invoices that may move to the status; how many moved and how
 * many were skipped (not allowed from their status, or unknown).
 */
export function setInvoicesStatus({
  ids,
  status,
}: {
  ids: readonly string[];
  status: InvoiceStatus;
}): Promise<BulkInvoiceStatusAnswer> {
  const body: z.input<typeof BulkInvoiceStatusBodySchema> = { ids: ids.map(Number), status };
  return callApi('POST /api/admin/invoices/bulk-status', { body });
}

export function useSetInvoicesStatus() {
  return useAdminMutation(setInvoicesStatus);
}
