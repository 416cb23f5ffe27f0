import { useMutation } from '../../../lib/queries';
import type { PasswordChangeBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { logIn } from '../../../lib/api/log-in';
import { useStartSession } from '../../../lib/session';

type PasswordChangeBody = z.input<typeof PasswordChangeBodySchema>;

/** PUT /api/auth/password (204). */
export function changePassword(body: PasswordChangeBody): Promise<void> {
  return callApi('PUT /api/auth/password', { body });
}

/**
 * Changes the password. The server then stops accepting every earlier token, this one included, so the user is
 * signed in again at once with the new password: the page they are on keeps working.
 */
export function useChangePassword() {
  const start = useStartSession();
  return useMutation({
    mutationFn: async ({ email, currentPassword, newPassword }: PasswordChangeBody & { email: string }) => {
      await changePassword({ currentPassword, newPassword });
      return logIn({ email, password: newPassword });
    },
    onSuccess: start,
  });
}
