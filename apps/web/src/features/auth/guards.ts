// Route guards (spec point 4, "Access"), run as route loaders: the stored token is restored and verified before
// the page renders, so a guarded page never flashes for the wrong visitor.
//   login-required → anonymous visitors go to /login?redirect=<the full original path>
//   admin-required → signed-in non-admins go to /dashboard
//   /login        → signed-in users go to the redirect query, else /admin or /dashboard
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { afterLoginPath, loginPathFor } from '@telecom/domain';
import { queryClient } from '../../lib/query-client';
import { clearSession, sessionQueryKey, sessionQueryOptions, type SessionUser } from './session';

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

const originalPath = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

export async function requireUser({ request }: LoaderFunctionArgs) {
  const user = await restoreSession();
  if (!user) throw redirect(loginPathFor(originalPath(request)));
  return null;
}

export async function requireAdmin({ request }: LoaderFunctionArgs) {
  const user = await restoreSession();
  if (!user) throw redirect(loginPathFor(originalPath(request)));
  if (user.role !== 'admin') throw redirect('/dashboard');
  return null;
}

export async function guestOnly({ request }: LoaderFunctionArgs) {
  const user = await restoreSession();
  if (user) throw redirect(afterLoginPath(new URL(request.url).searchParams.get('redirect'), user.role));
  return null;
}
