import { queryOptions, useQuery } from '../../../lib/queries';
import { callApiFile } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/voicemails/{id}/audio: the recording (audio/wav), which needs the bearer token, so as a blob. */
export async function getVoicemailAudio(id: number, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await callApiFile('GET /api/voicemails/{id}/audio', { path: { id }, signal });
  return blob;
}

export function getVoicemailAudioQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountKeys.voicemailAudio(id),
    queryFn: ({ signal }) => getVoicemailAudio(id, signal),
    // A recording never changes; it is dropped from memory a minute after its message is closed.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** A message's recording, fetched once `enabled` (the message is open). */
export function useVoicemailAudio(id: number, enabled: boolean) {
  return useQuery({ ...getVoicemailAudioQueryOptions(id), enabled });
}
