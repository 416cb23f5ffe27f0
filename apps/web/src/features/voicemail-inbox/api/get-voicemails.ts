import { queryOptions, useQuery } from '../../../lib/queries';
import type { VoicemailsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** How often the inbox asks again while a test message is on its way (decision 058). */
export const AWAITING_POLL_MS = 2000;

/** GET /api/voicemails: the account's messages, newest first, and how many are new. */
export function getVoicemails(signal?: AbortSignal): Promise<VoicemailsAnswer> {
  return callApi('GET /api/voicemails', { signal });
}

export function getVoicemailsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.voicemails(),
    queryFn: ({ signal }) => getVoicemails(signal),
  });
}

/**
 * The inbox. It asks again every two seconds while `awaiting` (a test message was sent and has not come) or while a
 * message is still being transcribed.
 */
export function useVoicemails({ awaiting = false }: { awaiting?: boolean } = {}) {
  return useQuery({
    ...getVoicemailsQueryOptions(),
    refetchInterval: (query) =>
      awaiting || query.state.data?.voicemails.some((voicemail) => voicemail.transcript === null)
        ? AWAITING_POLL_MS
        : false,
  });
}
