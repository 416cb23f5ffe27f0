import { useMutation, useQueryClient } from '../../../lib/queries';
import type { AiBusinessInput, SubscriptionAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** PUT /api/subscriptions/{id}/business {business}: an AI assistant's new settings, in use at once. */
export function updateBusiness({
  id,
  business,
}: {
  id: number;
  business: AiBusinessInput;
}): Promise<SubscriptionAnswer> {
  // The body of AiBusinessBodySchema, as the form typed it.
  return callApi('PUT /api/subscriptions/{id}/business', { path: { id }, body: { business } });
}

export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions() }),
  });
}
