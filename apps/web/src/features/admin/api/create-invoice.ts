import type { InvoiceAnswer, InvoiceCreateBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/invoices: the new invoice, numbered by the server. */
export function createInvoice(body: z.input<typeof InvoiceCreateBodySchema>): Promise<InvoiceAnswer> {
  return callApi('POST /api/admin/invoices', { body });
}

export function useCreateInvoice() {
  return useAdminMutation(createInvoice);
}
