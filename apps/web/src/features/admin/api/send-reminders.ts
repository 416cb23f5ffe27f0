import type { BulkIdsBodySchema, RemindersAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/invoices/reminders: reminders for the chosen sent invoices; the others are skipped. */
export function sendReminders(ids: readonly string[]): Promise<RemindersAnswer> {
  const body: z.input<typeof BulkIdsBodySchema> = { ids: ids.map(Number) };
  return callApi('POST /api/admin/invoices/reminders', { body });
}

export function useSendReminders() {
  return useAdminMutation(sendReminders);
}
