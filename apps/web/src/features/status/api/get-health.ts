import { queryOptions, useQuery } from '../../../lib/queries';
import type { HealthAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** GET /api/health: whether the platform answers. */
export function getHealth(signal?: AbortSignal): Promise<HealthAnswer> {
  return callApi('GET /api/health', { signal, auth: false });
}

/** Checked every 30 seconds while the page is open; a failure is an answer (down), not something to retry. */
export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 30_000,
    retry: false,
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
