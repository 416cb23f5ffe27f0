// Route guards (spec point 4, "Access"), run as route loaders: the stored token is restored and verified before
// the page renders, so a guarded page never flashes for the wrong visitor.
//   login-required → anonymous visitors go to /login?redirect=<the full original path>
//   admin-required → signed-in non-admins go to /dashboard
//   /login        → signed-in users go to the redirect query, else /admin or /dashboard
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { afterLoginPath, loginPathFor } from '@telecom/domain';

/**
 * The verified user, or null (lib/session.ts's restoreSession): loaded with the first guarded page, so that a page
 * without a guard never loads the session's code.
 */
async function restoreSession() {
  const session = await import('../../lib/session');
  return session.restoreSession();
}

/** Where a navigation is going, hash included (React Router's `navigation.location`); set by the router. */
let pendingLocation: () => { pathname: string; search: string; hash: string } | undefined = () => undefined;

export function followNavigations(location: typeof pendingLocation) {
  pendingLocation = location;
}

/**
 * The full path the visitor asked for. A loader's request never carries the #hash, so it comes from the pending
 * navigation (a link inside the site) or, on the first page load, from the address bar.
 */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const pending = pendingLocation();
  if (pending && `${pending.pathname}${pending.search}` === path) return `${path}${pending.hash}`;
  if (`${window.location.pathname}${window.location.search}` === path) return `${path}${window.location.hash}`;
  return path;
}

export async function requireUser({ request }: LoaderFunctionArgs) {
  const user = await restoreSession();
  if (!user) throw redirect(loginPathFor(requestedPath(request)));
  return null;
}

export async function requireAdmin({ request }: LoaderFunctionArgs) {
  const user = await restoreSession();
  if (!user) throw redirect(loginPathFor(requestedPath(request)));
  if (user.role !== 'admin') throw redirect('/dashboard');
  return null;
}

export async function guestOnly({ request }: LoaderFunctionArgs) {
  const user = await restoreSession();
  if (user) throw redirect(afterLoginPath(new URL(request.url).searchParams.get('redirect'), user.role));
  return null;
}
