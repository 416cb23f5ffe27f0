import type { AdminSubscriptionAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/admin/subscriptions/{id}/resume: a suspended subscription back to what it was, or a cancellation taken back. */
export function resumeSubscription(id: number): Promise<AdminSubscriptionAnswer> {
  return callApi('POST /api/admin/subscriptions/{id}/resume', { path: { id } });
}
