import { useMutation } from '../../../lib/queries';
import type { TopUpAnswer, TopUpBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/esims/{id}/top-up {bundle, method}: the pending top-up and the payment provider's page to pay it on. */
export function startTopUp({ id, ...body }: TopUpBody & { id: number }): Promise<TopUpAnswer> {
  return callApi('POST /api/esims/{id}/top-up', { path: { id }, body });
}

export function useStartTopUp() {
  return useMutation({ mutationFn: startTopUp });
}
