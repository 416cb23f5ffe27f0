import type { CustomerAnswer, CustomerBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** A customer as the back office sends it, new or changed. */
export type CustomerBody = z.input<typeof CustomerBodySchema>;

/** POST /api/admin/customers: the new customer. */
export function createCustomer(body: CustomerBody): Promise<CustomerAnswer> {
  return callApi('POST /api/admin/customers', { body });
}

export function useCreateCustomer() {
  return useAdminMutation(createCustomer);
}
