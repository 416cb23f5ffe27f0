import { useMutation, useQueryClient } from '../../../lib/queries';
import type { Voicemail, VoicemailPatchBody, VoicemailsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

export interface VoicemailUpdate {
  id: number;
  body: VoicemailPatchBody;
}

/** PATCH /api/voicemails/{id}: marks a message read (or new again). */
export function updateVoicemail({ id, body }: VoicemailUpdate): Promise<Voicemail> {
  return callApi('PATCH /api/voicemails/{id}', { path: { id }, body });
}

/** The inbox in the cache with one message's status changed, and its count of new ones recounted. */
export function withStatus(answer: VoicemailsAnswer, id: number, status: Voicemail['status']): VoicemailsAnswer {
  const voicemails = answer.voicemails.map((voicemail) => (voicemail.id === id ? { ...voicemail, status } : voicemail));
  return { voicemails, unread: voicemails.filter((voicemail) => voicemail.status === 'new').length };
}

/** Shown at once in the inbox; the inbox is read again afterwards, so a refusal puts it back. */
export function useUpdateVoicemail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVoicemail,
    onMutate: ({ id, body }) => {
      queryClient.setQueryData<VoicemailsAnswer>(accountKeys.voicemails(), (answer) =>
        answer ? withStatus(answer, id, body.status) : answer,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.voicemails(), exact: true }),
  });
}
