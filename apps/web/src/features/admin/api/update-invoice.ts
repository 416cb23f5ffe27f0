import type { InvoiceAnswer, InvoiceUpdateBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** PUT /api/admin/invoices/{id}: a draft's amount (one line, before VAT), description, dates and recurrence; the invoice as saved. */
export function updateInvoice({
  id,
  body,
}: {
  id: number;
  body: z.input<typeof InvoiceUpdateBodySchema>;
}): Promise<InvoiceAnswer> {
  return apiFetch<InvoiceAnswer>(`/api/admin/invoices/${id}`, { method: 'PUT', body });
}

export function useUpdateInvoice() {
  return useAdminMutation(updateInvoice);
}
