import { queryOptions, useQuery } from '../../../lib/queries';
import type { NumberUsage } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/voip/numbers/{number}/usage: this month's calling meter of one of the account's numbers. */
export function getNumberUsage(number: string, signal?: AbortSignal): Promise<NumberUsage> {
  return callApi('GET /api/voip/numbers/{number}/usage', { path: { number }, signal });
}

export function getNumberUsageQueryOptions(number: string) {
  return queryOptions({
    queryKey: accountKeys.numberUsage(number),
    queryFn: ({ signal }) => getNumberUsage(number, signal),
  });
}

export function useNumberUsage(number: string) {
  return useQuery(getNumberUsageQueryOptions(number));
}
