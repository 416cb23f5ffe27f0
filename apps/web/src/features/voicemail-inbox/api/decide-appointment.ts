import { useMutation, useQueryClient } from '../../../lib/queries';
import type { AppointmentDecisionBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

export interface AppointmentDecision {
  id: number;
  decision: AppointmentDecisionBody['decision'];
}

/**
 * POST /api/voicemails/{id}/appointment: accepts (into the calendar) or declines a pending request; the caller gets an
 * SMS either way. 409 INVALID_TRANSITION once it was decided (in another tab, say).
 */
export function decideAppointment({ id, decision }: AppointmentDecision): Promise<unknown> {
  return callApi('POST /api/voicemails/{id}/appointment', { path: { id }, body: { decision } });
}

/** Afterwards, decided or refused, the inbox and the calendar are read again: they show what the API holds. */
export function useDecideAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.voicemails(), exact: true }),
        queryClient.invalidateQueries({ queryKey: accountKeys.calendar() }),
      ]),
  });
}
