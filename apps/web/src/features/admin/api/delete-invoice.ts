import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /api/admin/invoices/{id} (204): drafts only. */
export function deleteInvoice(id: number): Promise<void> {
  return callApi('DELETE /api/admin/invoices/{id}', { path: { id } });
}

export function useDeleteInvoice() {
  return useAdminMutation(deleteInvoice);
}
