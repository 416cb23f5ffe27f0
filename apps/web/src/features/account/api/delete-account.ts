import type { AccountDeleteInput } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/queries';
import { clearSession } from '../../../lib/session';

/** POST /api/account/delete (204; docs/contracts.md §14): the account is deleted, its token stops working. */
export function deleteAccount(body: AccountDeleteInput): Promise<void> {
  return callApi('POST /api/account/delete', { body });
}

/**
 * Deletes the account. The stored token goes at once (it no longer verifies); the page keeps showing what happened
 * until the customer leaves it (the session's end is then shown everywhere, see `DeleteAccountDialog`).
 */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => clearSession() });
}
