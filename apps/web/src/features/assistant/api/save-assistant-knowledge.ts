import { useMutation, useQueryClient } from '../../../lib/queries';
import type { AssistantKnowledgeAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** The editor's body: what the customer typed, which the API checks with AssistantKnowledgeSchema. */
export interface SaveAssistantKnowledgeInput {
  subscriptionId: number;
  knowledge: unknown;
}

/** PUT /api/subscriptions/{id}/assistant: saves the knowledge; answered as kept. */
export function saveAssistantKnowledge({
  subscriptionId,
  knowledge,
}: SaveAssistantKnowledgeInput): Promise<AssistantKnowledgeAnswer> {
  return apiFetch<AssistantKnowledgeAnswer>(`/api/subscriptions/${subscriptionId}/assistant`, {
    method: 'PUT',
    body: knowledge,
  });
}

/** The answer goes into the cache of the assistant's knowledge. */
export function useSaveAssistantKnowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAssistantKnowledge,
    onSuccess: (answer, { subscriptionId }) =>
      queryClient.setQueryData(accountKeys.assistantKnowledge(subscriptionId), answer),
  });
}
