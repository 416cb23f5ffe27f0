import { queryOptions, useQuery } from '../../../lib/queries';
import type { SettingsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/settings: the business settings, stored or the defaults. */
export function getSettings(signal?: AbortSignal): Promise<SettingsAnswer> {
  return callApi('GET /api/admin/settings', { signal });
}

/** The query holds the settings themselves. */
export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal).then((answer) => answer.settings),
  });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
