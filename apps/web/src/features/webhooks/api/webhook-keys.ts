// The query keys of the account's webhook endpoints and their delivery logs, under the account's keys (cleared with
// them at sign-out).
import { accountKeys } from '../../../lib/api/account-keys';

export const webhookKeys = {
  endpoints: () => [...accountKeys.all, 'webhooks'] as const,
  deliveries: (id: number) => [...accountKeys.all, 'webhooks', id, 'deliveries'] as const,
};
