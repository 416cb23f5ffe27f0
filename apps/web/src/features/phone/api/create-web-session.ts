import type { WebPhoneSession } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/voip/numbers/{number}/sip/web-session: a short-lived SIP credential for the phone in the browser
 * (docs/decisions/054). Never cached: it holds a password, and every page gets one of its own.
 */
export function createWebPhoneSession(number: string, signal?: AbortSignal): Promise<WebPhoneSession> {
  return callApi('POST /api/voip/numbers/{number}/sip/web-session', { path: { number }, signal });
}
