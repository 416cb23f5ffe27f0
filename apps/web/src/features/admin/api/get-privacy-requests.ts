import type { PrivacyRequestListAnswer, PrivacyRequestsQuerySchema } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import { adminKeys } from './keys';
import type { ListParams } from './list-params';

/** `?page=&pageSize=`. */
export type PrivacyRequestParams = ListParams<typeof PrivacyRequestsQuerySchema>;

/** GET /api/admin/privacy-requests: one page of the data exports and account deletions, newest first. */
export function getPrivacyRequests(
  params: PrivacyRequestParams,
  signal?: AbortSignal,
): Promise<PrivacyRequestListAnswer> {
  return callApi('GET /api/admin/privacy-requests', { query: params, signal });
}

export function getPrivacyRequestsQueryOptions(params: PrivacyRequestParams) {
  return queryOptions({
    queryKey: adminKeys.privacyRequests(params),
    queryFn: ({ signal }) => getPrivacyRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePrivacyRequests(params: PrivacyRequestParams) {
  return useQuery(getPrivacyRequestsQueryOptions(params));
}
