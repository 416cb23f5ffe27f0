import { useMutation, useQueryClient } from '../../../lib/queries';
import type { MessageAnswer } from '@telecom/domain';
import { ApiError, callApi } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** POST /api/auth/resend-verification: a new confirmation link to the signed-in account's address. */
export function resendVerification(): Promise<MessageAnswer> {
  return callApi('POST /api/auth/resend-verification');
}

/**
 * Sends a new link; the answer's message (translated by the API) says where it went. When the address turns out to
 * be confirmed already (409, e.g. in another tab), the signed-in user is fetched again so the reminder goes away.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED')
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
