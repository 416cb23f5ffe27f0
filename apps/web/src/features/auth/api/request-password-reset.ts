import { useMutation } from '../../../lib/queries';
import type { ForgotPasswordBodySchema, MessageAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/auth/forgot-password: mails a reset link. The answer (a message in the page's language) is the same
 * whether the address has an account or not.
 */
export function requestPasswordReset(body: z.input<typeof ForgotPasswordBodySchema>): Promise<MessageAnswer> {
  return callApi('POST /api/auth/forgot-password', { body, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
