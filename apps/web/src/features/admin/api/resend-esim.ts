import type { AdminEsimAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/admin/esims/{id}/resend: the eSIM's install mail sent again. */
export function resendEsim(id: number): Promise<AdminEsimAnswer> {
  return apiFetch<AdminEsimAnswer>(`/api/admin/esims/${id}/resend`, { method: 'POST' });
}
