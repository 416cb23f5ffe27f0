// Route guards (spec point 4, "Access") as components around the pages they keep: the stored token is restored and
// verified before the page renders (the guard suspends until then, and a navigation keeps the page shown until the
// next is whole), so a guarded page never flashes for the wrong visitor.
//   login-required → anonymous visitors go to /login?redirect=<the full original path>
//   admin-required → signed-in non-admins go to /dashboard
//   /login        → signed-in users go to the redirect query, else /admin or /dashboard
import { use, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { afterLoginPath, loginPathFor } from '@telecom/domain';
import { readToken } from '../../lib/api-client';
import type { SessionUser } from '../../lib/session-state';
import { fulfilled, tracked, type Tracked } from '../../lib/tracked';

const SIGNED_OUT = fulfilled<SessionUser | null>(null);

/**
 * The verified user, or null (lib/session.ts's restoreSession, loaded with the first guarded page that has a token to
 * check, so that a page without one never loads the session's code). Without a stored token: null, at once.
 */
export function restoreUser(): Tracked<SessionUser | null> {
  if (typeof window === 'undefined' || !readToken()) return SIGNED_OUT;
  return tracked(import('../../lib/session').then((session) => session.restoreSession()));
}

/** The last check, with the navigation it was made for, and the page a guard shows now (set once it is drawn). */
let lastCheck: { key: string; pathname: string; user: Tracked<SessionUser | null> } | undefined;
let shownPathname: string | undefined;

/**
 * The check for a navigation. It runs once per navigation to another page, as a route loader would: a guard that
 * stays on its page while only the query changes (a list's filters) keeps its check, and a render of the same
 * navigation (after a suspension) reads the same promise.
 */
function checkFor(key: string, pathname: string): Tracked<SessionUser | null> {
  const kept = lastCheck && (lastCheck.key === key || (shownPathname === pathname && lastCheck.pathname === pathname));
  if (!kept || !lastCheck) lastCheck = { key, pathname, user: restoreUser() };
  return lastCheck.user;
}

/**
 * Starts the check of the first page's guard before the app's first render (start.tsx), so that a guarded first page
 * renders at once, without a loading state: the same check its guard then reads (the browser history's first key).
 */
export function checkFirstPage(pathname: string): Promise<void> {
  const state = window.history.state as { key?: string } | null;
  // A failed check is the guard's to show (the pages' error boundary), not the start's.
  return checkFor(state?.key ?? 'default', pathname).then(
    () => undefined,
    () => undefined,
  );
}

function useCheckedUser(): SessionUser | null {
  const { key, pathname } = useLocation();
  useEffect(() => {
    shownPathname = pathname;
    return () => {
      if (shownPathname === pathname) shownPathname = undefined;
    };
  }, [pathname]);
  return use(checkFor(key, pathname));
}

/** The full address the visitor asked for, query and hash included. */
function useRequestedPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

export function SignedInOnly({ children }: { children: ReactNode }) {
  const user = useCheckedUser();
  const requested = useRequestedPath();
  if (!user) return <Navigate to={loginPathFor(requested)} replace />;
  return children;
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useCheckedUser();
  const requested = useRequestedPath();
  if (!user) return <Navigate to={loginPathFor(requested)} replace />;
  if (user.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return children;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useCheckedUser();
  const { search } = useLocation();
  if (user) return <Navigate to={afterLoginPath(new URLSearchParams(search).get('redirect'), user.role)} replace />;
  return children;
}
