import { queryOptions, useQuery } from '../../../lib/queries';
import type { VoipNumbersAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

export const voipNumberKeys = {
  all: ['voip-numbers'] as const,
  area: (area: string) => ['voip-numbers', area] as const,
};

/** GET /api/voip/numbers?area=: up to 20 free numbers of the area (numbers held by others are left out). */
export function getVoipNumbers(area: string, signal?: AbortSignal): Promise<VoipNumbersAnswer> {
  return callApi('GET /api/voip/numbers', { query: { area }, signal, auth: false });
}

export function getVoipNumbersQueryOptions(area: string) {
  return queryOptions({
    queryKey: voipNumberKeys.area(area),
    queryFn: ({ signal }) => getVoipNumbers(area, signal),
    // Free numbers change as others choose them: asked again on each visit of an area, never shown older than 1 min.
    staleTime: 60_000,
  });
}

export function useVoipNumbers(area: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getVoipNumbersQueryOptions(area), enabled });
}
