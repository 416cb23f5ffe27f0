import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { EsimRecord } from '@telecom/domain';
import { ApiError, callApi } from '../../../lib/api-client';
import { orderTokensForEsim, rememberEsimOrder } from '../../../lib/order-tokens';

/** How often a page asks again while an eSIM is being prepared. */
export const ESIM_POLL_INTERVAL_MS = 1_500;

export const esimKeys = {
  esim: (id: number) => ['esim', id] as const,
  qr: (id: number, token: string | undefined) => ['esim', id, 'qr', token ?? ''] as const,
};

/** An eSIM and the order token that read it (none for its signed-in account). */
export interface EsimAccess {
  esim: EsimRecord;
  accessToken?: string;
}

export const orderTokenHeader = (token: string | undefined): Record<string, string> =>
  token ? { 'X-Order-Token': token } : {};

/**
 * GET /api/esims/{id}: for its account (the bearer token, sent when signed in), or with the `X-Order-Token` of its
 * order, placed in this browser (lib/order-tokens.ts): its own order's token, or else each stored one in turn.
 * 404 when none of them reads it.
 */
export async function getEsim(id: number, signal?: AbortSignal): Promise<EsimAccess> {
  const tokens = orderTokensForEsim(id);
  let lastError: unknown = new ApiError(404, 'ESIM_NOT_FOUND', 'Not found');
  for (const accessToken of tokens.length > 0 ? tokens : [undefined]) {
    try {
      const { esim } = await callApi('GET /api/esims/{id}', {
        path: { id },
        signal,
        headers: orderTokenHeader(accessToken),
      });
      rememberEsimOrder(esim.id, esim.orderId);
      return { esim, accessToken };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

export function getEsimQueryOptions(id: number) {
  return queryOptions({
    queryKey: esimKeys.esim(id),
    queryFn: ({ signal }) => getEsim(id, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.esim.status === 'preparing' ? ESIM_POLL_INTERVAL_MS : false),
  });
}

export function useEsim(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEsimQueryOptions(id), enabled });
}
