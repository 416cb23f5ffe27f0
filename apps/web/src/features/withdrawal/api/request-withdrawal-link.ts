import { useMutation } from '../../../lib/queries';
import type { MessageAnswer, WithdrawalLinkInput } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/withdrawals/link: step 1 without an account. The link to step 2 is mailed to the order's address; the
 * answer (a message in the page's language) is the same whether or not the order and address match.
 */
export function requestWithdrawalLink(body: WithdrawalLinkInput): Promise<MessageAnswer> {
  return callApi('POST /api/withdrawals/link', { body, auth: false });
}

export function useRequestWithdrawalLink() {
  return useMutation({ mutationFn: requestWithdrawalLink });
}
