import { useMutation } from '../../../lib/queries';
import type { ResetPasswordBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/reset-password (204): the mailed link's token and the new password; the token works once. */
export function resetPassword(body: z.input<typeof ResetPasswordBodySchema>): Promise<void> {
  return callApi('POST /api/auth/reset-password', { body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
