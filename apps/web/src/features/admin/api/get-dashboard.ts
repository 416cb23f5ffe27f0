import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { ChartPeriod, DashboardAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/stats?period=: the stat cards, the revenue chart of the period, the services and recent activity. */
export function getDashboard(period: ChartPeriod, signal?: AbortSignal): Promise<DashboardAnswer> {
  return callApi('GET /api/admin/stats', { query: { period }, signal });
}

export function getDashboardQueryOptions(period: ChartPeriod) {
  return queryOptions({
    queryKey: adminKeys.dashboard(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(period: ChartPeriod) {
  return useQuery(getDashboardQueryOptions(period));
}
