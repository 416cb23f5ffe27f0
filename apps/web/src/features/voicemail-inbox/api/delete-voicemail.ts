import { useMutation, useQueryClient } from '../../../lib/queries';
import type { VoicemailsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** DELETE /api/voicemails/{id}: the message, its recording and its calendar appointment are gone (204). */
export function deleteVoicemail(id: number): Promise<void> {
  return callApi('DELETE /api/voicemails/{id}', { path: { id } });
}

/** Once deleted, the message leaves the inbox in the cache, and the calendar is read again (its appointment left). */
export function useDeleteVoicemail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoicemail,
    onSuccess: (_, id) => {
      queryClient.setQueryData<VoicemailsAnswer>(accountKeys.voicemails(), (answer) => {
        if (!answer) return answer;
        const voicemails = answer.voicemails.filter((voicemail) => voicemail.id !== id);
        return { voicemails, unread: voicemails.filter((voicemail) => voicemail.status === 'new').length };
      });
      queryClient.removeQueries({ queryKey: accountKeys.voicemailAudio(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.voicemails(), exact: true }),
        queryClient.invalidateQueries({ queryKey: accountKeys.calendar() }),
      ]);
    },
  });
}
