import { useMutation } from '../../../lib/queries';
import type { ResetPasswordBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/reset-password (204): the mailed link's token and the new password; the token works once. */
export function resetPassword(body: z.input<typeof ResetPasswordBodySchema>): Promise<void> {
  return apiFetch<void>('/api/auth/reset-password', { method: 'POST', body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
