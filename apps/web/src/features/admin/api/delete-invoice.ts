import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /api/admin/invoices/{id} (204): drafts only. */
export function deleteInvoice(id: number): Promise<void> {
  return apiFetch<void>(`/api/admin/invoices/${id}`, { method: 'DELETE' });
}

export function useDeleteInvoice() {
  return useAdminMutation(deleteInvoice);
}
