import { useMutation, useQueryClient } from '../../../lib/queries';
import type { EsimConfiguration, SubscriptionAnswer, SubscriptionChangeBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** PUT /api/subscriptions/{id} {configuration}: the new configuration, from the next month on. */
export function changeSubscription({
  id,
  configuration,
}: {
  id: number;
  configuration: EsimConfiguration;
}): Promise<SubscriptionAnswer> {
  const body: SubscriptionChangeBody = { configuration };
  return callApi('PUT /api/subscriptions/{id}', { path: { id }, body });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions() }),
  });
}
