import { queryOptions, useQuery } from '../../../lib/queries';
import type { EsimsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/esims: the signed-in account's own eSIMs. */
export function getOwnEsims(signal?: AbortSignal): Promise<EsimsAnswer> {
  return callApi('GET /api/esims', { signal });
}

/** The query holds the eSIMs themselves. */
export function getOwnEsimsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.esims(),
    queryFn: ({ signal }) => getOwnEsims(signal).then((answer) => answer.esims),
  });
}

/** The account's eSIMs, asked again every 3 s while one is still being prepared (it is ready within seconds). */
export function useOwnEsims() {
  return useQuery({
    ...getOwnEsimsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.some((esim) => esim.status === 'preparing') ? 3000 : false),
  });
}
