import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { AdminPortingAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { portingKeys } from './get-porting-list';

/** GET /api/admin/porting/{id}: the request with its customer, history and the statuses it may move to. */
export function getPortingRequest(id: string, signal?: AbortSignal): Promise<AdminPortingAnswer> {
  return callApi('GET /api/admin/porting/{id}', { path: { id }, signal });
}

export function getPortingRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: portingKeys.request(id),
    queryFn: ({ signal }) => getPortingRequest(id, signal),
    retry: retryUnlessNotFound,
  });
}

export function usePortingRequest(id: string) {
  return useQuery(getPortingRequestQueryOptions(id));
}
