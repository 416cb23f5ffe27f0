// The calls that create or change an account (spec point 4): registration, the profile and the password. Each
// stores its answer in the shared session (lib/session.ts), so the header and every page show the change at once.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useReplaceUser, useStartSession, type AuthAnswer, type SessionUser } from '../../lib/session';

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
