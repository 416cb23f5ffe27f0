import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /api/admin/customers/{id} (204); their invoices stay, without the link to them. */
export function deleteCustomer(id: number): Promise<void> {
  return callApi('DELETE /api/admin/customers/{id}', { path: { id } });
}

export function useDeleteCustomer() {
  return useAdminMutation(deleteCustomer);
}
