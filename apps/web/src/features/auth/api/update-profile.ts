import { useMutation } from '../../../lib/queries';
import type { ProfileBodySchema, UserAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useReplaceUser } from '../../../lib/session';

/** PUT /api/auth/profile: the user as saved (a changed address is unconfirmed until its link is opened). */
export function updateProfile(body: z.input<typeof ProfileBodySchema>): Promise<UserAnswer> {
  return callApi('PUT /api/auth/profile', { body });
}

/** Saves the profile; the returned user replaces the stored one, so the header and every page show it at once. */
export function useUpdateProfile() {
  const replace = useReplaceUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => replace(user) });
}
