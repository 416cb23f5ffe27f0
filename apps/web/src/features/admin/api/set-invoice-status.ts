import type { InvoiceAnswer, InvoiceStatusBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type InvoiceStatusBody = z.input<typeof InvoiceStatusBodySchema>;

/** POST /api/admin/invoices/{id}/status: the invoice with its new status. */
export function setInvoiceStatus({ id, status }: { id: number } & InvoiceStatusBody): Promise<InvoiceAnswer> {
  const body: InvoiceStatusBody = { status };
  return callApi('POST /api/admin/invoices/{id}/status', { path: { id }, body });
}

export function useSetInvoiceStatus() {
  return useAdminMutation(setInvoiceStatus);
}
