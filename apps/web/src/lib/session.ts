// The signed-in user (spec point 4, "Authentication"): the token and user kept in local storage, verified with
// GET /api/auth/verify; a token that does not verify signs the user out. Logout always clears the local state,
// even when the server call fails. Shared code: the header, the layouts, the checkout and the sign-in pages all read
// or start the session here; the calls that change an account (register, profile, password) are the auth feature's.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language, SignedInAnswer, User } from '@telecom/domain';
import { ApiError, AUTH_TOKEN_KEY, readToken } from './api-client';
import { logIn } from './api/log-in';
import { logOut } from './api/log-out';
import { saveLanguage } from './api/save-language';
import { useHydrated } from './use-hydrated';
import { verifySession } from './api/verify-session';

export const USER_STORAGE_KEY = 'user';

/**
 * The signed-in user: the API's `User` (`emailVerified` says whether the address is confirmed through its mailed
 * link, decisions.md §6; a changed address is not).
 */
export type SessionUser = User;

export function clearSession(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing stored either
  }
}

export function storeSession(token: string, user: SessionUser): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // the session then lasts for this page only
  }
}

function storedUser(): SessionUser | undefined {
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : undefined;
  } catch {
    return undefined;
  }
}

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

/** The signed-in user; signed out on the server and while a prerendered page hydrates (use-hydrated.ts). */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const hydrated = useHydrated();
  const user = hydrated ? (query.data ?? null) : null;
  return { user, isAdmin: user?.role === 'admin', isLoading: !hydrated || query.isPending };
}

/**
 * Drops every fetched answer but the session's own, so that the next account in this tab never sees the last one's
 * orders, invoices or back-office lists from the cache.
 */
function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (readToken()) await logOut().catch(() => undefined);
    },
    onSettled: () => {
      clearSession();
      forgetAccountData(queryClient);
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

/** Stores a fresh session from a login or registration answer and shows it everywhere at once. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return ({ user, token }: SignedInAnswer) => {
    storeSession(token, user);
    forgetAccountData(queryClient);
    queryClient.setQueryData(sessionQueryKey, user);
  };
}

/** POST /api/auth/login; on success the session is stored (spec point 4). */
export function useLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: logIn, onSuccess: start });
}

/** Replaces the signed-in user everywhere (query cache and local storage) after a profile or language change. */
export function useReplaceUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    try {
      window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    } catch {
      // storage unavailable: the cache still holds the new user
    }
    queryClient.setQueryData(sessionQueryKey, user);
  };
}

/** PUT /api/user/language for a signed-in user (spec point 7); a failure is only logged. */
export function useSaveLanguage() {
  const replace = useReplaceUser();
  return (language: Language) => {
    if (!readToken()) return;
    saveLanguage({ language }).then(
      ({ user }) => replace(user),
      (error: unknown) => {
        // eslint-disable-next-line no-console -- the spec's behaviour: a failed language save is only logged
        console.warn('The language could not be saved', error);
      },
    );
  };
}
