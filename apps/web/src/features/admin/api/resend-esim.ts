import type { AdminEsimAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/admin/esims/{id}/resend: the eSIM's install mail sent again. */
export function resendEsim(id: number): Promise<AdminEsimAnswer> {
  return callApi('POST /api/admin/esims/{id}/resend', { path: { id } });
}
