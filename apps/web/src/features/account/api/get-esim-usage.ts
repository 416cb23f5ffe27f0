import { queryOptions, useQuery } from '../../../lib/queries';
import type { EsimUsage } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/esims/{id}/usage: this period's data use of one of the account's eSIMs. */
export function getEsimUsage(id: number, signal?: AbortSignal): Promise<EsimUsage> {
  return callApi('GET /api/esims/{id}/usage', { path: { id }, signal });
}

export function getEsimUsageQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountKeys.esimUsage(id),
    queryFn: ({ signal }) => getEsimUsage(id, signal),
  });
}

/** The usage of an eSIM; `enabled` false while it has no profile yet (preparing). */
export function useEsimUsage(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEsimUsageQueryOptions(id), enabled });
}
