import { useMutation, useQueryClient } from '../../../lib/queries';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';
import { withdrawalHeaders } from './get-withdrawal';
import { withdrawalKeys } from './withdrawal-keys';

/** POST /api/orders/{id}/withdraw: the withdrawal itself (step 2's "Herroeping bevestigen"). */
export function withdrawOrder({ orderId, token }: { orderId: string; token: string | undefined }) {
  return callApi('POST /api/orders/{id}/withdraw', { path: { id: orderId }, headers: withdrawalHeaders(token) });
}

export function useWithdrawOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOrder,
    onSuccess: (answer, { orderId, token }) => {
      queryClient.setQueryData(withdrawalKeys.withdrawal(orderId, token), answer);
      // The account's orders, eSIMs and subscriptions changed with it.
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
