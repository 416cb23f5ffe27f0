// /api/admin/settings (docs/contracts.md §4): the business settings, stored or the defaults.

import { z } from 'zod';
import { AdminSettingsSchema, DEFAULT_ADMIN_SETTINGS } from '../schemas/admin.js';

/** The body of `PUT /api/admin/settings`, and the `settings` of both answers. */
export const SettingsBodySchema = AdminSettingsSchema.meta({ id: 'Settings', example: DEFAULT_ADMIN_SETTINGS });

export const SettingsAnswerSchema = z
  .object({ settings: SettingsBodySchema })
  .meta({ id: 'SettingsAnswer', example: { settings: DEFAULT_ADMIN_SETTINGS } });
export type SettingsAnswer = z.infer<typeof SettingsAnswerSchema>;
