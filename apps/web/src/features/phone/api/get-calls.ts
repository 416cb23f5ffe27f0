import { queryOptions, useQuery } from '../../../lib/queries';
import type { CallsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/calls: the calls of the account's VOIP numbers, newest first, each rated (costs excl. VAT). */
export function getCalls(signal?: AbortSignal): Promise<CallsAnswer> {
  return callApi('GET /api/calls', { signal });
}

export function getCallsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.calls(),
    queryFn: ({ signal }) => getCalls(signal).then((answer) => answer.calls),
  });
}

export function useCalls() {
  return useQuery(getCallsQueryOptions());
}
