// TRANSITIONAL (issue 19): the support address read synchronously, for the auth service until it takes
// `supportEmail: async () => (await settings.settings()).supportEmail` (modules/settings/settings.service.ts).
import { DEFAULT_ADMIN_SETTINGS } from '@telecom/domain';
import type { Db } from '../../db/connection.js';

export function readSupportEmailSync(db: Db): string {
  const stored = db.prepare<[], string>("SELECT value FROM settings WHERE key = 'supportEmail'").pluck().get();
  return stored === undefined ? DEFAULT_ADMIN_SETTINGS.supportEmail : (JSON.parse(stored) as string);
}
