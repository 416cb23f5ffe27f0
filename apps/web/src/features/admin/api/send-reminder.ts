import type { ReminderAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/invoices/{id}/reminder: a payment reminder to the invoice's customer. */
export function sendReminder(id: number): Promise<ReminderAnswer> {
  return callApi('POST /api/admin/invoices/{id}/reminder', { path: { id } });
}

export function useSendReminder() {
  return useAdminMutation(sendReminder);
}
