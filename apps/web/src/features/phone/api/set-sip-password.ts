import { useMutation, useQueryClient } from '../../../lib/queries';
import type { SipPasswordAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** POST /api/voip/numbers/{number}/sip/password: a new SIP password (the old one stops at once), answered this once. */
export function setSipPassword(number: string): Promise<SipPasswordAnswer> {
  return callApi('POST /api/voip/numbers/{number}/sip/password', { path: { number } });
}

/** The answer's account (its new "set on" date) goes into the cache; the password only to the caller, never cached. */
export function useSetSipPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSipPassword,
    onSuccess: ({ account }, number) => queryClient.setQueryData(accountKeys.sipAccount(number), account),
  });
}
