import type { CreditNoteBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/**
 * POST /api/admin/invoices/{id}/credit-note: credits a paid invoice; answers the credit note. For an invoice of an
 * order the order's payment is refunded too.
 */
export function creditInvoice({ id, reason }: { id: number } & z.input<typeof CreditNoteBodySchema>) {
  const body: z.input<typeof CreditNoteBodySchema> = reason ? { reason } : {};
  return callApi('POST /api/admin/invoices/{id}/credit-note', { path: { id }, body });
}

export function useCreditInvoice() {
  return useAdminMutation(creditInvoice);
}
