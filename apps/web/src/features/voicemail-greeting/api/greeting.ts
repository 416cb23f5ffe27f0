import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/queries';
import type { VoicemailGreeting } from '@telecom/domain';
import { callApi, callApiFile } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/voip/numbers/{number}/greeting: what a caller hears before leaving a message. */
export function getGreeting(number: string, signal?: AbortSignal): Promise<VoicemailGreeting> {
  return callApi('GET /api/voip/numbers/{number}/greeting', { path: { number }, signal });
}

export function useGreeting(number: string) {
  return useQuery(
    queryOptions({ queryKey: accountKeys.greeting(number), queryFn: ({ signal }) => getGreeting(number, signal) }),
  );
}

/** The uploaded recording (audio/wav), which needs the bearer token, so as a blob; one per upload (its time). */
export function useGreetingRecording(number: string, greeting: VoicemailGreeting | undefined) {
  return useQuery({
    queryKey: accountKeys.greetingRecording(number, greeting?.updatedAt ?? null),
    queryFn: async ({ signal }) =>
      (await callApiFile('GET /api/voip/numbers/{number}/greeting/recording', { path: { number }, signal })).blob,
    enabled: !!greeting?.recording,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export type GreetingChange =
  { number: string; text: string } | { number: string; recording: Blob } | { number: string; deleteRecording: true };

/**
 * PUT the text (JSON), PUT the recording (the file itself, sent as audio/wav: a file that is none is refused with a
 * message that says so), or DELETE the recording. The answer is the greeting as kept.
 */
export function changeGreeting(change: GreetingChange): Promise<VoicemailGreeting> {
  const path = { number: change.number };
  if ('text' in change)
    return callApi('PUT /api/voip/numbers/{number}/greeting', { path, body: { text: change.text } });
  if ('recording' in change)
    return callApi('PUT /api/voip/numbers/{number}/greeting/recording', {
      path,
      body: new Blob([change.recording], { type: 'audio/wav' }),
    });
  return callApi('DELETE /api/voip/numbers/{number}/greeting/recording', { path });
}

export function useChangeGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGreeting,
    onSuccess: (greeting, { number }) => queryClient.setQueryData(accountKeys.greeting(number), greeting),
  });
}
