import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /api/admin/customers/{id} (204); their invoices stay, without the link to them. */
export function deleteCustomer(id: number): Promise<void> {
  return apiFetch<void>(`/api/admin/customers/${id}`, { method: 'DELETE' });
}

export function useDeleteCustomer() {
  return useAdminMutation(deleteCustomer);
}
