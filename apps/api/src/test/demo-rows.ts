import type { DataStore } from '../db/connection.js';

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
