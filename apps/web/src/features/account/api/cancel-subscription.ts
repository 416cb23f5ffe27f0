import { useMutation, useQueryClient } from '../../../lib/queries';
import type { SubscriptionAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** POST /api/subscriptions/{id}/cancel: cancelling, to the later of this month's end and the minimum term's end. */
export function cancelSubscription(id: number): Promise<SubscriptionAnswer> {
  return callApi('POST /api/subscriptions/{id}/cancel', { path: { id } });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions() }),
  });
}
