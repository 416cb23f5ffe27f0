import { queryOptions, useQuery } from '../../../lib/queries';
import type { EsimAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/esims/{id}: one of the account's eSIMs. */
export function getEsim(id: number, signal?: AbortSignal): Promise<EsimAnswer> {
  return callApi('GET /api/esims/{id}', { path: { id }, signal });
}

export function getEsimQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountKeys.esim(id),
    queryFn: ({ signal }) => getEsim(id, signal).then((answer) => answer.esim),
  });
}

export function useEsim(id: number) {
  return useQuery(getEsimQueryOptions(id));
}
