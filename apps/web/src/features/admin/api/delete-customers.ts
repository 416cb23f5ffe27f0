import type { BulkIdsBodySchema, DeletedAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/customers/bulk-delete: the chosen customers (the rows' ids); how many were found and deleted. */
export function deleteCustomers(ids: readonly string[]): Promise<DeletedAnswer> {
  const body: z.input<typeof BulkIdsBodySchema> = { ids: ids.map(Number) };
  return callApi('POST /api/admin/customers/bulk-delete', { body });
}

export function useDeleteCustomers() {
  return useAdminMutation(deleteCustomers);
}
