import type { AdminEsimAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/admin/esims/{id}/block: a lost or stolen eSIM blocked, its profile disabled at the platform. */
export function blockEsim(id: number): Promise<AdminEsimAnswer> {
  return callApi('POST /api/admin/esims/{id}/block', { path: { id } });
}
