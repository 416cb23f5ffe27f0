import { queryOptions, useQuery } from '../../../lib/queries';
import type { ReportsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/reports: revenue per month, customers per plan and status, invoices per status. */
export function getReports(signal?: AbortSignal): Promise<ReportsAnswer> {
  return callApi('GET /api/admin/reports', { signal });
}

export function getReportsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.reports(), queryFn: ({ signal }) => getReports(signal) });
}

export function useReports() {
  return useQuery(getReportsQueryOptions());
}
