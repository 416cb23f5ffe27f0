import { queryOptions, useQuery } from '../../../lib/queries';
import type { PortingsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/porting: the signed-in account's porting requests (nummerbehoud), newest first, each with its history. */
export function getPorting(signal?: AbortSignal): Promise<PortingsAnswer> {
  return callApi('GET /api/porting', { signal });
}

/** Under the account's keys, so that whatever marks the account's data stale marks these too. */
export const portingQueryKey = () => [...accountKeys.all, 'porting'] as const;

/** The query holds the requests themselves. */
export function getPortingQueryOptions() {
  return queryOptions({
    queryKey: portingQueryKey(),
    queryFn: ({ signal }) => getPorting(signal).then((answer) => answer.porting),
  });
}

export function usePorting() {
  return useQuery(getPortingQueryOptions());
}
