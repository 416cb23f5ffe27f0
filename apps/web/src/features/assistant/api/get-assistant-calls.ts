import { queryOptions, useQuery } from '../../../lib/queries';
import type { AssistantCallsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/assistant/calls: the call log, newest first, and this month's calls against the plan's limit. */
export function getAssistantCalls(signal?: AbortSignal): Promise<AssistantCallsAnswer> {
  return callApi('GET /api/assistant/calls', { signal });
}

export function getAssistantCallsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.assistantCalls(), queryFn: ({ signal }) => getAssistantCalls(signal) });
}

export function useAssistantCalls() {
  return useQuery(getAssistantCallsQueryOptions());
}
