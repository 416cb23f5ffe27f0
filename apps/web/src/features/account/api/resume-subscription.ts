import { useMutation, useQueryClient } from '../../../lib/queries';
import type { SubscriptionAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** POST /api/subscriptions/{id}/resume: undoes a cancellation while the subscription has not ended. */
export function resumeSubscription(id: number): Promise<SubscriptionAnswer> {
  return callApi('POST /api/subscriptions/{id}/resume', { path: { id } });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions() }),
  });
}
