import { queryOptions, useQuery } from '../../../lib/queries';
import type { AiTrialAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/**
 * GET /api/orders/ai-trial: whether the signed-in account has had the AI assistant's free trial (docs/contracts.md
 * §12). Under the account's keys, so that a placed order (which invalidates them) makes it read again.
 */
export function getAiTrial(signal?: AbortSignal): Promise<AiTrialAnswer> {
  return callApi('GET /api/orders/ai-trial', { signal });
}

export function getAiTrialQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.aiTrial(),
    queryFn: ({ signal }) => getAiTrial(signal).then((answer) => answer.aiTrialUsed),
  });
}

/** Asked only for a signed-in visitor (`enabled`): a visitor's first order is not priced until they sign in. */
export function useAiTrialUsed(enabled: boolean) {
  return useQuery({ ...getAiTrialQueryOptions(), enabled });
}
