import type { AdminUserAnswer, UserRoleBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type UserRoleBody = z.input<typeof UserRoleBodySchema>;

/** PUT /api/admin/users/{id}/role: the account with its new role. */
export function setUserRole({ id, role }: { id: number } & UserRoleBody): Promise<AdminUserAnswer> {
  const body: UserRoleBody = { role };
  return callApi('PUT /api/admin/users/{id}/role', { path: { id }, body });
}

export function useSetUserRole() {
  return useAdminMutation(setUserRole);
}
