// The business settings of the back office (docs/contracts.md §4): what is stored, else the defaults. Read from the
// database on every call, so that every instance answers the same.
import type { Kysely } from 'kysely';
import { DEFAULT_ADMIN_SETTINGS, type AdminSettings } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { createSettingsRepository } from './settings.repository.js';

const SETTING_KEYS = Object.keys(DEFAULT_ADMIN_SETTINGS) as (keyof AdminSettings)[];

export function createSettingsService(db: Kysely<Database>, clock: Clock = systemClock) {
  const repository = createSettingsRepository(db);

  async function settings(): Promise<AdminSettings> {
    const stored = Object.fromEntries(
      (await repository.readSettings()).map(({ key, value }) => [key, JSON.parse(value) as unknown]),
    );
    return Object.fromEntries(
      SETTING_KEYS.map((key) => [key, stored[key] ?? DEFAULT_ADMIN_SETTINGS[key]]),
    ) as AdminSettings;
  }

  return {
    settings,

    /** Stores every setting and records the change, in one transaction. */
    async saveSettings(values: AdminSettings): Promise<AdminSettings> {
      await db.transaction().execute(async (trx) => {
        const changes = createSettingsRepository(trx);
        for (const key of SETTING_KEYS) await changes.writeSetting(key, JSON.stringify(values[key]));
        await createActivityRepository(trx).addActivity({
          type: 'clock',
          messageKey: 'activity.settingsUpdated',
          params: {},
          status: 'success',
          timestamp: clock.now().toISOString(),
        });
      });
      return settings();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
