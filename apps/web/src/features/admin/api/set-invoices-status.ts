import type { BulkInvoiceStatusBodySchema, InvoiceStatus, UpdatedAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/invoices/bulk-status: one status for the chosen invoices; how many were found and set. */
export function setInvoicesStatus({
  ids,
  status,
}: {
  ids: readonly string[];
  status: InvoiceStatus;
}): Promise<UpdatedAnswer> {
  const body: z.input<typeof BulkInvoiceStatusBodySchema> = { ids: ids.map(Number), status };
  return apiFetch<UpdatedAnswer>('/api/admin/invoices/bulk-status', { method: 'POST', body });
}

export function useSetInvoicesStatus() {
  return useAdminMutation(setInvoicesStatus);
}
