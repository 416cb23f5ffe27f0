import { queryOptions, useQuery } from '../../../lib/queries';
import type { CalendarAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/calendar: the business's appointments, soonest first, and the secret link of its ICS feed. */
export function getCalendar(signal?: AbortSignal): Promise<CalendarAnswer> {
  return callApi('GET /api/calendar', { signal });
}

export function getCalendarQueryOptions() {
  return queryOptions({ queryKey: accountKeys.calendar(), queryFn: ({ signal }) => getCalendar(signal) });
}

export function useCalendar() {
  return useQuery(getCalendarQueryOptions());
}
