import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { PortingListAnswer, PortingListQuerySchema } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { ListParams } from './list-params';

/** `?search=&status=&sort=&dir=&page=&pageSize=`. */
export type PortingListParams = ListParams<typeof PortingListQuerySchema>;

/** The porting list's keys, under the admin keys: every back-office write marks them stale. */
export const portingKeys = {
  list: (params: PortingListParams) => [...adminKeys.all, 'porting', params] as const,
  request: (id: string) => [...adminKeys.all, 'porting-request', id] as const,
};

/** GET /api/admin/porting: one page of the porting requests with the count per status. */
export function getPortingList(params: PortingListParams, signal?: AbortSignal): Promise<PortingListAnswer> {
  return callApi('GET /api/admin/porting', { query: params, signal });
}

export function getPortingListQueryOptions(params: PortingListParams) {
  return queryOptions({
    queryKey: portingKeys.list(params),
    queryFn: ({ signal }) => getPortingList(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePortingList(params: PortingListParams) {
  return useQuery(getPortingListQueryOptions(params));
}
