import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /api/admin/customers/{id} (204); their invoices stay, without the link to them. */
export function deleteCustomer(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/customers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCustomer() {
  return useAdminMutation(deleteCustomer);
}
