import { useMutation, useQueryClient } from '../../../lib/queries';
import type { NumberRouting } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** The routing form's body: what the customer typed, which the API cleans and checks (createNumberRoutingSchema). */
export interface NumberRoutingInput {
  number: string;
  routing: unknown;
}

/** PUT /api/voip/numbers/{number}/routing: replaces the routing; answered as kept. */
export function setNumberRouting({ number, routing }: NumberRoutingInput): Promise<NumberRouting> {
  return apiFetch<NumberRouting>(`/api/voip/numbers/${encodeURIComponent(number)}/routing`, {
    method: 'PUT',
    body: routing,
  });
}

/** The answer goes into the cache of the number's routing. */
export function useSetNumberRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNumberRouting,
    onSuccess: (routing, { number }) => queryClient.setQueryData(accountKeys.numberRouting(number), routing),
  });
}
