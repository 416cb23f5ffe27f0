import { useMutation, useQueryClient } from '../../../lib/queries';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** POST /api/calendar/feed: a new secret link for the ICS feed; the old one stops working. */
export function renewCalendarFeed(): Promise<unknown> {
  return callApi('POST /api/calendar/feed');
}

/** The calendar is read again afterwards, with the new link. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.calendar() }),
  });
}
