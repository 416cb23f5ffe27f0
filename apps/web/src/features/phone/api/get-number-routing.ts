import { queryOptions, useQuery } from '../../../lib/queries';
import type { NumberRouting } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/voip/numbers/{number}/routing: how long one of the account's numbers rings and where calls go then. */
export function getNumberRouting(number: string, signal?: AbortSignal): Promise<NumberRouting> {
  return callApi('GET /api/voip/numbers/{number}/routing', { path: { number }, signal });
}

export function getNumberRoutingQueryOptions(number: string) {
  return queryOptions({
    queryKey: accountKeys.numberRouting(number),
    queryFn: ({ signal }) => getNumberRouting(number, signal),
  });
}

export function useNumberRouting(number: string) {
  return useQuery(getNumberRoutingQueryOptions(number));
}
