import type { PrivacyRequestAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/**
 * POST /api/admin/customers/{id}/privacy-delete: carries out a deletion request for a customer who asked by other
 * means (docs/contracts.md §14); the record and its confirmed account are deleted, the invoices stay.
 */
export function deleteCustomerData(id: number): Promise<PrivacyRequestAnswer> {
  return callApi('POST /api/admin/customers/{id}/privacy-delete', { path: { id } });
}

export function useDeleteCustomerData() {
  return useAdminMutation(deleteCustomerData);
}
