import { useMutation, useQueryClient } from '../../../lib/queries';
import type { AssistantTestAnswer, AssistantTestBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** POST /api/assistant/{subscriptionId}/test: one turn of "Test your assistant". */
export function testAssistant({
  subscriptionId,
  ...body
}: AssistantTestBody & { subscriptionId: number }): Promise<AssistantTestAnswer> {
  return callApi('POST /api/assistant/{subscriptionId}/test', { path: { subscriptionId }, body });
}

/** Each turn updates the call log (and a booking the calendar). */
export function useTestAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testAssistant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.assistantCalls() }),
  });
}
