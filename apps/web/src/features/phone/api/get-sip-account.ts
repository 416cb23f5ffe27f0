import { queryOptions, useQuery } from '../../../lib/queries';
import type { SipAccountAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/voip/numbers/{number}/sip: how a SIP phone signs in with one of the account's numbers (no password). */
export function getSipAccount(number: string, signal?: AbortSignal): Promise<SipAccountAnswer> {
  return callApi('GET /api/voip/numbers/{number}/sip', { path: { number }, signal });
}

export function getSipAccountQueryOptions(number: string) {
  return queryOptions({
    queryKey: accountKeys.sipAccount(number),
    queryFn: ({ signal }) => getSipAccount(number, signal),
  });
}

export function useSipAccount(number: string) {
  return useQuery(getSipAccountQueryOptions(number));
}
