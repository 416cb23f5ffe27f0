import { useMutation, useQueryClient } from '../../../lib/queries';
import type { AutoTopUpAnswer, AutoTopUpBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** PUT /api/esims/{id}/auto-top-up {enabled, bundle, monthlyCapEuros}: the eSIM's auto top-up settings. */
export function setAutoTopUp({ id, ...body }: AutoTopUpBody & { id: number }): Promise<AutoTopUpAnswer> {
  return callApi('PUT /api/esims/{id}/auto-top-up', { path: { id }, body });
}

export function useSetAutoTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAutoTopUp,
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: accountKeys.esimTopUps(id) }),
  });
}
