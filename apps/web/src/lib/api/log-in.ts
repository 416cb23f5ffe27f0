import type { LoginBodySchema, SignedInAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../api-client';

/** POST /api/auth/login: the user and a new token (`remember` keeps it for 30 days). */
export function logIn(body: z.input<typeof LoginBodySchema>): Promise<SignedInAnswer> {
  return callApi('POST /api/auth/login', { body, auth: false });
}
