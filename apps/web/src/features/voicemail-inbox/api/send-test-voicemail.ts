import { useMutation } from '../../../lib/queries';
import type { VoicemailTestBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/voicemails/test: a recorded example message is left on one of the account's numbers (202). */
export function sendTestVoicemail(body: VoicemailTestBody): Promise<unknown> {
  return callApi('POST /api/voicemails/test', { body });
}

export function useSendTestVoicemail() {
  return useMutation({ mutationFn: sendTestVoicemail });
}
