import type { DataStore } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { openTestDatabase } from './test-app.js';

const TABLES = ['users', 'customers', 'invoices', 'services', 'activity', 'orders'] as const;

/**
 * Every row the demo seed writes, but the password hash (salts differ) and the orders' access token hashes
 * (random secrets), in id order.
 */
export const demoRows = (store: DataStore) =>
  Promise.all(
    TABLES.map(async (table) => {
      const rows = (await store.kysely.selectFrom(table).selectAll().orderBy('id').execute()) as Record<
        string,
        unknown
      >[];
      return rows.map(({ password_hash: _hash, access_token_hash: _token, ...row }) => row);
    }),
  );

/** A new migrated test database (SQLite in memory, or a schema of its own on TEST_DATABASE_URL). */
export async function emptyStore(): Promise<DataStore> {
  const store = await openTestDatabase();
  await migrate(store);
  return store;
}
