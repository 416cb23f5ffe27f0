import type { ReminderAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/invoices/{id}/reminder: a payment reminder to the invoice's customer. */
export function sendReminder(id: number): Promise<ReminderAnswer> {
  return apiFetch<ReminderAnswer>(`/api/admin/invoices/${id}/reminder`, { method: 'POST' });
}

export function useSendReminder() {
  return useAdminMutation(sendReminder);
}
