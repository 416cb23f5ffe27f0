import type { AdminPortingAnswer, PortingStatusBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/**
 * POST /api/admin/porting/{id}/status: the request's next status, with the moving day (scheduled) or the reason
 * (rejected); the customer is mailed. 409 INVALID_TRANSITION when it is not a next status (or another admin moved it
 * first), 400 with `fields` for a day or reason that does not do.
 */
export function movePorting({ id, body }: { id: number; body: PortingStatusBody }): Promise<AdminPortingAnswer> {
  return callApi('POST /api/admin/porting/{id}/status', { path: { id }, body });
}

export function useMovePorting() {
  return useAdminMutation(movePorting);
}
