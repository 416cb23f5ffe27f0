import type { AdminSubscriptionAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/admin/subscriptions/{id}/suspend: an active or cancelling subscription is suspended, not invoiced meanwhile. */
export function suspendSubscription(id: number): Promise<AdminSubscriptionAnswer> {
  return apiFetch<AdminSubscriptionAnswer>(`/api/admin/subscriptions/${id}/suspend`, { method: 'POST' });
}
