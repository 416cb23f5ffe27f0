import { queryOptions, useQuery } from '../../../lib/queries';
import type { AssistantKnowledgeAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/subscriptions/{id}/assistant: the AI assistant's knowledge (saved, or made from the business settings). */
export function getAssistantKnowledge(subscriptionId: number, signal?: AbortSignal): Promise<AssistantKnowledgeAnswer> {
  return callApi('GET /api/subscriptions/{id}/assistant', { path: { id: subscriptionId }, signal });
}

export function getAssistantKnowledgeQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: accountKeys.assistantKnowledge(subscriptionId),
    queryFn: ({ signal }) => getAssistantKnowledge(subscriptionId, signal),
  });
}

export function useAssistantKnowledge(subscriptionId: number) {
  return useQuery(getAssistantKnowledgeQueryOptions(subscriptionId));
}
