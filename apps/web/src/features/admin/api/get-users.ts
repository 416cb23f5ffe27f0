import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { AdminUserListAnswer, AdminUsersQuerySchema } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { ListParams } from './list-params';

/** `?search=&page=&pageSize=`. */
export type UserListParams = ListParams<typeof AdminUsersQuerySchema>;

/** GET /api/admin/users: one page of the accounts. */
export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<AdminUserListAnswer> {
  return callApi('GET /api/admin/users', { query: params, signal });
}

export function getUsersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(getUsersQueryOptions(params));
}
