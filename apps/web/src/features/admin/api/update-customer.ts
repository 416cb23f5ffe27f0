import type { CustomerAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import type { CustomerBody } from './create-customer';
import { useAdminMutation } from './use-admin-mutation';

/** PUT /api/admin/customers/{id}: the customer as saved. */
export function updateCustomer({ id, body }: { id: number; body: CustomerBody }): Promise<CustomerAnswer> {
  return callApi('PUT /api/admin/customers/{id}', { path: { id }, body });
}

export function useUpdateCustomer() {
  return useAdminMutation(updateCustomer);
}
