import { useMutation, useQueryClient } from '../../../lib/queries';
import type { NumberRouting, RouteBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** The routing form's body: what the customer typed, which the API cleans and checks (createNumberRoutingSchema). */
export interface NumberRoutingInput {
  number: string;
  routing: RouteBody<'PUT /api/voip/numbers/{number}/routing'>;
}

/** PUT /api/voip/numbers/{number}/routing: replaces the routing; answered as kept. */
export function setNumberRouting({ number, routing }: NumberRoutingInput): Promise<NumberRouting> {
  return callApi('PUT /api/voip/numbers/{number}/routing', { path: { number }, body: routing });
}

/** The answer goes into the cache of the number's routing. */
export function useSetNumberRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNumberRouting,
    onSuccess: (routing, { number }) => queryClient.setQueryData(accountKeys.numberRouting(number), routing),
  });
}
