// The signed-in user (spec point 4, "Authentication"): the token and user kept in local storage, verified with
// GET /api/auth/verify; a token that does not verify signs the user out. Logout always clears the local state,
// even when the server call fails.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, AUTH_TOKEN_KEY, apiFetch, readToken } from '../../lib/api-client';

export const USER_STORAGE_KEY = 'user';

export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  /** Whether the address is confirmed through its mailed link (decisions.md §6); a changed address is not. */
  emailVerified: boolean;
  phone: string | null;
  role: 'customer' | 'admin';
  language: string;
  createdAt: string;
}

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
        const { user } = await apiFetch<{ user: SessionUser }>('/api/auth/verify', { signal });
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

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const user = query.data ?? null;
  return { user, isAdmin: user?.role === 'admin', isLoading: query.isPending };
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (readToken()) await apiFetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    },
    onSettled: () => {
      clearSession();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

export interface AuthAnswer {
  user: SessionUser;
  token: string;
}

/** Stores a fresh session from a login or registration answer and shows it everywhere at once. */
function useStartSession() {
  const queryClient = useQueryClient();
  return ({ user, token }: AuthAnswer) => {
    storeSession(token, user);
    queryClient.setQueryData(sessionQueryKey, user);
  };
}

/** POST /api/auth/login; on success the session is stored (spec point 4). */
export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string; remember?: boolean }) =>
      apiFetch<AuthAnswer>('/api/auth/login', { method: 'POST', body: credentials, auth: false }),
    onSuccess: start,
  });
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  newsletter?: boolean;
  acceptTerms: true;
}

/** POST /api/auth/register: the new account and its token. */
export function registerAccount(registration: Registration): Promise<AuthAnswer> {
  return apiFetch<AuthAnswer>('/api/auth/register', { method: 'POST', body: registration, auth: false });
}

/** Registers and signs the new account in at once (the checkout's "new account"; spec point 4). */
export function useRegister() {
  const start = useStartSession();
  return useMutation({ mutationFn: registerAccount, onSuccess: start });
}

/** Replaces the signed-in user everywhere (query cache and local storage) after a profile or language change. */
function useReplaceUser() {
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

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** PUT /api/auth/profile; the returned user is merged into the stored one (spec point 4). */
export function useUpdateProfile() {
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: (profile: ProfileChange) => apiFetch<{ user: SessionUser }>('/api/auth/profile', { method: 'PUT', body: profile }),
    onSuccess: ({ user }) => replace(user),
  });
}

/**
 * PUT /api/auth/password. The server then stops accepting every earlier token, this one included, so the user is
 * signed in again at once with the new password: the page they are on keeps working.
 */
export function useChangePassword() {
  const start = useStartSession();
  return useMutation({
    mutationFn: async ({ email, currentPassword, newPassword }: { email: string; currentPassword: string; newPassword: string }) => {
      await apiFetch('/api/auth/password', { method: 'PUT', body: { currentPassword, newPassword } });
      return apiFetch<AuthAnswer>('/api/auth/login', { method: 'POST', body: { email, password: newPassword }, auth: false });
    },
    onSuccess: start,
  });
}

/** PUT /api/user/language for a signed-in user (spec point 7); a failure is only logged. */
export function useSaveLanguage() {
  const replace = useReplaceUser();
  return (language: string) => {
    if (!readToken()) return;
    apiFetch<{ user: SessionUser }>('/api/user/language', { method: 'PUT', body: { language } }).then(
      ({ user }) => replace(user),
      (error: unknown) => {
        // eslint-disable-next-line no-console -- the spec's behaviour: a failed language save is only logged
        console.warn('The language could not be saved', error);
      },
    );
  };
}
