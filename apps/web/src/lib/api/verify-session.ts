import type { UserAnswer } from '@telecom/domain';
import { callApi } from '../api-client';

/** GET /api/auth/verify: the user of the stored token (401 when it no longer holds). */
export function verifySession(signal?: AbortSignal): Promise<UserAnswer> {
  return callApi('GET /api/auth/verify', { signal });
}
