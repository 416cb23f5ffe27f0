import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { ActivityListAnswer, ActivityQuerySchema } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { ListParams } from './list-params';

/** `?page=&pageSize=`. */
export type ActivityParams = ListParams<typeof ActivityQuerySchema>;

/** GET /api/admin/activity: one page of the activity log, newest first, in the reader's language. */
export function getActivity(params: ActivityParams, signal?: AbortSignal): Promise<ActivityListAnswer> {
  return callApi('GET /api/admin/activity', { query: params, signal });
}

export function getActivityQueryOptions(params: ActivityParams) {
  return queryOptions({
    queryKey: adminKeys.activity(params),
    queryFn: ({ signal }) => getActivity(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(params: ActivityParams) {
  return useQuery(getActivityQueryOptions(params));
}
