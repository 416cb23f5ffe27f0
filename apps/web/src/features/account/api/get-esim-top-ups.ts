import { queryOptions, useQuery } from '../../../lib/queries';
import type { EsimTopUpsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/esims/{id}/top-ups: the eSIM's top-ups, whether it can have one, and its auto top-up. */
export function getEsimTopUps(id: number, signal?: AbortSignal): Promise<EsimTopUpsAnswer> {
  return callApi('GET /api/esims/{id}/top-ups', { path: { id }, signal });
}

export function getEsimTopUpsQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountKeys.esimTopUps(id),
    queryFn: ({ signal }) => getEsimTopUps(id, signal),
  });
}

/** The eSIM's top-ups, asked again every 2 s while one is waiting for its payment (its webhook may come a bit later). */
export function useEsimTopUps(id: number) {
  return useQuery({
    ...getEsimTopUpsQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.topUps.some((topUp) => topUp.status === 'pending') ? 2000 : false),
  });
}
