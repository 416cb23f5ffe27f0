// SQL for the business settings: one row per key, the value as JSON text.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async readSettings(): Promise<{ key: string; value: string }[]> {
      return db.selectFrom('settings').select(['key', 'value']).execute();
    },

    /** Stores the value of `key`, replacing the one before. */
    async writeSetting(key: string, value: string): Promise<void> {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute();
    },
  };
}
