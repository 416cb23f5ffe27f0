// The signed-in user as the shell shows it (spec point 4, "Authentication"): the token and user kept in local
// storage, and the state of their check, without TanStack Query (docs/decisions/030). The check itself, logging in
// and out and every change of the user are lib/session.ts's, loaded with the pages that need it or, when a token is
// stored, right after the page has started; it publishes the session's state here.
import { useEffect, useSyncExternalStore } from 'react';
import type { Language, User } from '@telecom/domain';
import { AUTH_TOKEN_KEY, readToken } from './api-client';
import { saveLanguage } from './api/save-language';
import { useHydrated } from './use-hydrated';

export const USER_STORAGE_KEY = 'user';

/**
 * The signed-in user: the API's `User` (`emailVerified` says whether the address is confirmed through its mailed
 * link, docs/contracts.md §6; a changed address is not).
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

export function storedUser(): SessionUser | undefined {
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : undefined;
  } catch {
    return undefined;
  }
}

/** The session as lib/session.ts last published it: the user (the stored one while the token is checked). */
export interface SessionState {
  user: SessionUser | null;
  isPending: boolean;
}

/** Before lib/session.ts has loaded: the stored user while there is a token, as its query's placeholder is. */
const fromStorage = (): SessionState => ({ user: readToken() ? (storedUser() ?? null) : null, isPending: false });
/** On the server: signed out. */
const SERVER_STATE: SessionState = { user: null, isPending: true };

let state: SessionState | undefined;
const listeners = new Set<() => void>();

const currentState = () => (state ??= fromStorage());
const serverState = () => (typeof window === 'undefined' ? SERVER_STATE : currentState());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by lib/session.ts with each state of the session's query. */
export function publishSession(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** lib/session.ts, which checks the stored token once it is loaded (and again when its answer is old). */
const loadSession = () => import('./session');

/** The signed-in user; signed out on the server and while a prerendered page hydrates (use-hydrated.ts). */
export function useSession() {
  // While the page hydrates, `hydrated` hides the session; the store itself answers the client's value then too, so
  // that React has no differing value to render again at once when hydration ends (use-hydrated.ts).
  const session = useSyncExternalStore(subscribe, currentState, serverState);
  const hydrated = useHydrated();
  useEffect(() => {
    // Nothing to check without a token: a visitor who is not signed in never loads the session's code here.
    if (readToken()) void loadSession().then(({ checkSession }) => checkSession());
  }, []);
  const user = hydrated ? session.user : null;
  return { user, isAdmin: user?.role === 'admin', isLoading: !hydrated || session.isPending };
}

/** PUT /api/user/language for a signed-in user (spec point 7); a failure is only logged. */
export function useSaveLanguage() {
  return (language: Language) => {
    if (!readToken()) return;
    saveLanguage({ language }).then(
      ({ user }) => loadSession().then(({ replaceUser }) => replaceUser(user)),
      (error: unknown) => {
        // eslint-disable-next-line no-console -- the spec's behaviour: a failed language save is only logged
        console.warn('The language could not be saved', error);
      },
    );
  };
}
