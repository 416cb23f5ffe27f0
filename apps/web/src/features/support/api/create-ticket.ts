import { useMutation } from '../../../lib/queries';
import type { TicketAnswer, TicketBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST /api/tickets: a support ticket; the answer is its reference. */
export function createTicket(body: z.input<typeof TicketBodySchema>): Promise<TicketAnswer> {
  return callApi('POST /api/tickets', { body, auth: false });
}

export function useCreateTicket() {
  return useMutation({ mutationFn: createTicket });
}
