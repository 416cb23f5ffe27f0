import type { AdminEsimReplacedAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/admin/esims/{id}/replace: a new eSIM with its own QR code for the same subscription; the old one blocked. */
export function replaceEsim(id: number): Promise<AdminEsimReplacedAnswer> {
  return callApi('POST /api/admin/esims/{id}/replace', { path: { id } });
}
