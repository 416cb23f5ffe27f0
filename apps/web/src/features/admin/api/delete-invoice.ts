import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /api/admin/invoices/{id} (204). */
export function deleteInvoice(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/invoices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteInvoice() {
  return useAdminMutation(deleteInvoice);
}
