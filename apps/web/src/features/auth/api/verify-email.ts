import { queryOptions, useQuery, useQueryClient, type QueryClient } from '../../../lib/queries';
import type { VerifyEmailBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { authKeys } from './keys';

/** POST /api/auth/verify-email (204): confirms the address a mailed link was sent to (no sign-in needed). */
export function verifyEmail(body: z.input<typeof VerifyEmailBodySchema>): Promise<void> {
  return callApi('POST /api/auth/verify-email', { body, auth: false });
}

/**
 * The confirmation of one link, as a query keyed by its token: it is sent once however often the page renders
 * (React's StrictMode mounts twice), never retried (a second try would only say "already used"), and kept for the
 * visit. The signed-in user is fetched again afterwards, so that `emailVerified` is true everywhere.
 */
export function verifyEmailQueryOptions(token: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: async () => {
      await verifyEmail({ token });
      // A check of the session that was under way (the page's first) may have been answered before the
      // confirmation, and a plain invalidation would only join it: it is cancelled and asked again.
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
      return 'confirmed' as const;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Confirms the token of the page's link (nothing is sent without one). */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...verifyEmailQueryOptions(token, queryClient), enabled: token !== '' });
}
