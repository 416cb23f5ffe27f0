import { useMutation } from '../../../lib/queries';
import type { InquiryAnswer, InquiryBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST /api/inquiries: a contact-sales, quote, investor or AI assistant request, stored for the team. */
export function sendInquiry(body: z.input<typeof InquiryBodySchema>): Promise<InquiryAnswer> {
  return callApi('POST /api/inquiries', { body, auth: false });
}

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
