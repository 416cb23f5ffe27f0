import type { DataStore } from '../db/connection.js';
import type { Database } from '../db/schema.js';

/** The tables the demo seed writes, each with the columns that order its rows. */
const TABLES: readonly [keyof Database, readonly string[]][] = [
  ['users', ['id']],
  ['customers', ['id']],
  ['invoices', ['id']],
  ['invoice_lines', ['id']],
  ['services', ['id']],
  ['activity', ['id']],
  ['orders', ['id']],
  ['esims', ['id']],
  ['simulated_esim_profiles', ['ref']],
  ['subscriptions', ['id']],
  ['subscription_invoices', ['subscription_id', 'period_start']],
  ['billing_runs', ['run_date']],
  ['voip_numbers', ['number']],
  ['porting_requests', ['id']],
  ['porting_events', ['id']],
  ['simulated_carrier_dossiers', ['ref']],
  ['simulated_carrier_messages', ['id']],
  ['jobs', ['id']],
  ['calls', ['call_id']],
  ['voicemails', ['id']],
  ['appointments', ['id']],
];

/**
 * Every row the demo seed writes, but the password hash (salts differ) and the orders' access token hashes
 * (random secrets), in the order of each table's key.
 */
export const demoRows = (store: DataStore) =>
  Promise.all(
    TABLES.map(async ([table, keys]) => {
      let query = store.kysely.selectFrom(table).selectAll();
      for (const key of keys) query = query.orderBy(key as never);
      const rows = (await query.execute()) as Record<string, unknown>[];
      return rows.map(({ password_hash: _hash, access_token_hash: _token, ...row }) => row);
    }),
  );
