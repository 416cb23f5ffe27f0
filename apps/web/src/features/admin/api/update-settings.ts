import type { SettingsAnswer, SettingsBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** PUT /api/admin/settings: the settings as saved. */
export function updateSettings(body: z.input<typeof SettingsBodySchema>): Promise<SettingsAnswer> {
  return callApi('PUT /api/admin/settings', { body });
}

export function useUpdateSettings() {
  return useAdminMutation(updateSettings);
}
