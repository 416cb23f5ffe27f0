import { useMutation, useQueryClient } from '../../../lib/queries';
import type { AssistantKnowledgeAnswer, RouteBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/**
 * The editor's body: what the customer typed, which the API checks with AssistantKnowledgeSchema. A number field
 * that holds no number is sent as its text, so that the API answers that field's message.
 */
export interface SaveAssistantKnowledgeInput {
  subscriptionId: number;
  knowledge: unknown;
}

type KnowledgeBody = RouteBody<'PUT /api/subscriptions/{id}/assistant'>;

/** PUT /api/subscriptions/{id}/assistant: saves the knowledge; answered as kept. */
export function saveAssistantKnowledge({
  subscriptionId,
  knowledge,
}: SaveAssistantKnowledgeInput): Promise<AssistantKnowledgeAnswer> {
  return callApi('PUT /api/subscriptions/{id}/assistant', {
    path: { id: subscriptionId },
    body: knowledge as KnowledgeBody,
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
