import type { AdminSubscriptionAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/admin/subscriptions/{id}/suspend: an active or cancelling subscription is suspended, not invoiced meanwhile. */
export function suspendSubscription(id: number): Promise<AdminSubscriptionAnswer> {
  return callApi('POST /api/admin/subscriptions/{id}/suspend', { path: { id } });
}
