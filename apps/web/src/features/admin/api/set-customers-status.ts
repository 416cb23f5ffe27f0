import type { BulkCustomerStatusBodySchema, CustomerStatus, UpdatedAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/customers/bulk-status: one status for the chosen customers; how many were found and set. */
export function setCustomersStatus({
  ids,
  status,
}: {
  ids: readonly string[];
  status: CustomerStatus;
}): Promise<UpdatedAnswer> {
  const body: z.input<typeof BulkCustomerStatusBodySchema> = { ids: ids.map(Number), status };
  return callApi('POST /api/admin/customers/bulk-status', { body });
}

export function useSetCustomersStatus() {
  return useAdminMutation(setCustomersStatus);
}
