// Registration (spec point 4): the register page creates the account and sends the new customer to the login page;
// the checkout's "new account" creates it and signs it in at once.
import { useMutation } from '../../../lib/queries';
import type { RegisterBodySchema, SignedInAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/session';

/** POST /api/auth/register: the new account and its token. */
export function registerAccount(body: z.input<typeof RegisterBodySchema>): Promise<SignedInAnswer> {
  return callApi('POST /api/auth/register', { body, auth: false });
}

/** Registers without signing in. */
export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}

/** Registers and signs the new account in at once: the answer is stored in the shared session. */
export function useRegisterAndSignIn() {
  const start = useStartSession();
  return useMutation({ mutationFn: registerAccount, onSuccess: start });
}
