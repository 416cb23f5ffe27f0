import type { UserAnswer } from '@telecom/domain';
import { apiFetch } from '../api-client';

/** GET /api/auth/verify: the user of the stored token (401 when it no longer holds). */
export function verifySession(signal?: AbortSignal): Promise<UserAnswer> {
  return apiFetch<UserAnswer>('/api/auth/verify', { signal });
}
