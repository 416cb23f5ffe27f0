import type { AdminCancelSubscriptionBody, AdminSubscriptionAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/admin/subscriptions/{id}/cancel: `term-end` (cancelling until the minimum term ends, the customer mailed)
 * or `now` (ended today, what it delivered stops).
 */
export function cancelSubscription({
  id,
  when,
}: { id: number } & AdminCancelSubscriptionBody): Promise<AdminSubscriptionAnswer> {
  const body: AdminCancelSubscriptionBody = { when };
  return callApi('POST /api/admin/subscriptions/{id}/cancel', { path: { id }, body });
}
