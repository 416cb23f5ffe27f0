import type { InvoiceAnswer, InvoiceUpdateBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** PUT /api/admin/invoices/{id}: a draft's amount (one line, before VAT), description, dates and recurrence; the invoice as saved. */
export function updateInvoice({
  id,
  body,
}: {
  id: number;
  body: z.input<typeof InvoiceUpdateBodySchema>;
}): Promise<InvoiceAnswer> {
  return callApi('PUT /api/admin/invoices/{id}', { path: { id }, body });
}

export function useUpdateInvoice() {
  return useAdminMutation(updateInvoice);
}
