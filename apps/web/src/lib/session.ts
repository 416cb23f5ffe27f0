// The signed-in user (spec point 4, "Authentication"): the token and user kept in local storage, verified with
// GET /api/auth/verify; a token that does not verify signs the user out. Logout always clears the local state,
// even when the server call fails. Shared code: the layouts, the checkout and the sign-in pages all read or start the
// session here; the calls that change an account (register, profile, password) are the auth feature's. What the shell
// needs before this loads (the stored user, the language save) is lib/session-state.ts's (docs/decisions/030).
import type { SignedInAnswer } from '@telecom/domain';
import { ApiError, readToken } from './api-client';
import { logIn } from './api/log-in';
import { logOut } from './api/log-out';
import { verifySession } from './api/verify-session';
import {
  notifyManager,
  QueryObserver,
  queryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from './queries';
import {
  clearSession,
  publishSession,
  storeSession,
  storedUser,
  USER_STORAGE_KEY,
  type SessionUser,
} from './session-state';

export {
  clearSession,
  storeSession,
  useSaveLanguage,
  useSession,
  USER_STORAGE_KEY,
  type SessionUser,
} from './session-state';

export const sessionQueryKey = ['session'] as const;

export function sessionQueryOptions() {
  return queryOptions<SessionUser | null, Error, SessionUser | null, typeof sessionQueryKey>({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      if (!readToken()) return null;
      try {
        const { user } = await verifySession(signal);
        window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearSession();
          return null;
        }
        throw error;
      }
    },
    // The stored user shows at once while the token is checked.
    placeholderData: (): SessionUser | null => (readToken() ? (storedUser() ?? null) : null),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

// Every state of the session's query, from the moment this module loads, is what useSession() shows (the shell's
// header among them), whoever changed it: the check of the token, a login, a logout, a changed profile. Published
// as useQuery() would show it, in TanStack Query's next batch: after the callbacks of the mutation that changed it
// (a logout's navigation home runs before the user's menu leaves the header).
if (typeof window !== 'undefined')
  new QueryObserver(queryClient, sessionQueryOptions()).subscribe(
    notifyManager.batchCalls((result) => publishSession({ user: result.data ?? null, isPending: result.isPending })),
  );

/** Checks the stored token again when its last check is older than the session query's stale time. */
export function checkSession(): void {
  void queryClient.prefetchQuery(sessionQueryOptions());
}

/** The verified user, or null; a restore that fails for any reason signs the user out (spec point 4). */
export async function restoreSession(): Promise<SessionUser | null> {
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions());
  } catch (error) {
    // eslint-disable-next-line no-console -- spec point 4: a failed restore is logged and routing continues
    console.warn('The stored session could not be restored', error);
    clearSession();
    queryClient.setQueryData(sessionQueryKey, null);
    return null;
  }
}

/**
 * Drops every fetched answer but the session's own, so that the next account in this tab never sees the last one's
 * orders, invoices or back-office lists from the cache.
 */
function forgetAccountData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (readToken()) await logOut().catch(() => undefined);
    },
    onSettled: () => {
      clearSession();
      forgetAccountData(client);
      client.setQueryData(sessionQueryKey, null);
    },
  });
}

/** Stores a fresh session from a login or registration answer and shows it everywhere at once. */
export function useStartSession() {
  const client = useQueryClient();
  return ({ user, token }: SignedInAnswer) => {
    storeSession(token, user);
    forgetAccountData(client);
    client.setQueryData(sessionQueryKey, user);
  };
}

/** POST /api/auth/login; on success the session is stored (spec point 4). */
export function useLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: logIn, onSuccess: start });
}

/** Replaces the signed-in user everywhere (query cache and local storage) after a profile or language change. */
export function replaceUser(user: SessionUser): void {
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // storage unavailable: the cache still holds the new user
  }
  queryClient.setQueryData(sessionQueryKey, user);
}

/** replaceUser() for a component. */
export function useReplaceUser() {
  return replaceUser;
}
