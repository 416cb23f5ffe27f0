// Moving a SQLite database's data to PostgreSQL (issue 19 point 8, `npm run db:copy`): every table, ids kept, into a
// migrated PostgreSQL that holds no data yet, in one transaction; then the identity sequences are moved past the
// highest ids, so that the next row PostgreSQL numbers does not take an id that was copied.
import { sql, type Kysely } from 'kysely';
import type { DataStore } from './connection.js';
import type { Database } from './schema.js';

/**
 * Kamailio's `time` column as PostgreSQL takes it: Kamailio's SQLite driver writes a time as a Julian day number (in
 * the process's time zone, UTC: docs/decisions/047), its PostgreSQL driver as a timestamp.
 */
function kamailioTimes(row: Record<string, unknown>): Record<string, unknown> {
  const time = row.time;
  if (typeof time !== 'number') return row;
  const iso = new Date(Math.round((time - 2_440_587.5) * 86_400_000)).toISOString();
  return { ...row, time: iso.slice(0, 19).replace('T', ' ') };
}

/**
 * The tables in an order that respects their references, each with the column it is read in order of (and, where the
 * databases store a value differently, how a row becomes PostgreSQL's).
 */
const TABLES: readonly {
  name: keyof Database;
  key: string;
  identity: boolean;
  convert?: (row: Record<string, unknown>) => Record<string, unknown>;
}[] = [
  { name: 'app_meta', key: 'key', identity: false },
  { name: 'users', key: 'id', identity: true },
  { name: 'revoked_tokens', key: 'jti', identity: false },
  { name: 'password_resets', key: 'token_hash', identity: false },
  { name: 'email_verifications', key: 'token_hash', identity: false },
  { name: 'tickets', key: 'id', identity: false },
  { name: 'newsletter_subscriptions', key: 'email', identity: false },
  { name: 'inquiries', key: 'id', identity: true },
  { name: 'customers', key: 'id', identity: true },
  { name: 'invoices', key: 'id', identity: true },
  { name: 'invoice_lines', key: 'id', identity: true },
  { name: 'activity', key: 'id', identity: true },
  { name: 'orders', key: 'id', identity: false },
  // After orders: a service names the order that delivered it.
  { name: 'services', key: 'id', identity: true },
  { name: 'idempotency_keys', key: 'key', identity: false },
  { name: 'simulated_payments', key: 'transaction_id', identity: false },
  { name: 'settings', key: 'key', identity: false },
  { name: 'number_sequences', key: 'name', identity: false },
  { name: 'rate_limits', key: 'key', identity: false },
  { name: 'esims', key: 'id', identity: true },
  { name: 'subscriptions', key: 'id', identity: true },
  { name: 'subscription_invoices', key: 'subscription_id', identity: false },
  { name: 'jobs', key: 'id', identity: true },
  { name: 'billing_runs', key: 'run_date', identity: false },
  { name: 'simulated_esim_profiles', key: 'ref', identity: false },
  { name: 'voip_numbers', key: 'number', identity: false },
  { name: 'porting_requests', key: 'id', identity: true },
  { name: 'porting_events', key: 'id', identity: true },
  { name: 'simulated_carrier_dossiers', key: 'ref', identity: false },
  { name: 'simulated_carrier_messages', key: 'id', identity: true },
  // After esims and invoices: the ES2+ state of an eSIM, the payments of an invoice.
  { name: 'es2plus_orders', key: 'esim_id', identity: false },
  { name: 'invoice_payments', key: 'transaction_id', identity: false },
  { name: 'privacy_requests', key: 'id', identity: true },
  // After esims and invoices: an eSIM's top-ups (each with its invoice) and its auto top-up settings.
  { name: 'esim_top_ups', key: 'id', identity: true },
  { name: 'esim_auto_top_ups', key: 'esim_id', identity: false },
  // Kamailio's tables (docs/decisions/047): its schema versions, the SIP accounts and the call records.
  { name: 'version', key: 'id', identity: true },
  { name: 'subscriber', key: 'id', identity: true },
  { name: 'acc', key: 'id', identity: true, convert: kamailioTimes },
  { name: 'missed_calls', key: 'id', identity: true, convert: kamailioTimes },
  // After subscriptions: a number's SIP account goes with its subscription. The product's copy of the calls.
  { name: 'sip_accounts', key: 'number', identity: false },
  { name: 'calls', key: 'call_id', identity: false },
  // After subscriptions: a number's routing and its opening ranges (docs/decisions/051).
  { name: 'voice_routing', key: 'number', identity: false },
  { name: 'voice_opening_hours', key: 'number', identity: false },
  // The calling meter's mails sent (docs/decisions/052).
  { name: 'call_meter_notices', key: 'number', identity: false },
  // After users: voicemail messages, the calendar (an appointment after its message), its feed, the simulated SMS
  // (docs/decisions/057).
  { name: 'voicemails', key: 'id', identity: true },
  { name: 'appointments', key: 'id', identity: true },
  { name: 'calendar_feeds', key: 'user_id', identity: false },
  { name: 'simulated_sms', key: 'id', identity: true },
  // After subscriptions and appointments: an assistant's knowledge and its conversations (docs/decisions/059).
  { name: 'assistant_knowledge', key: 'subscription_id', identity: false },
  { name: 'assistant_calls', key: 'id', identity: true },
  // After subscriptions: a number's voicemail greeting.
  { name: 'voicemail_greetings', key: 'number', identity: false },
  // After users: the daily digests written (docs/decisions/062).
  { name: 'assistant_digests', key: 'user_id', identity: false },
  // After users: the API keys and the webhook endpoints, then each endpoint's deliveries (docs/decisions/069, 070).
  { name: 'api_keys', key: 'id', identity: true },
  { name: 'webhook_endpoints', key: 'id', identity: true },
  { name: 'webhook_deliveries', key: 'id', identity: true },
];

/**
 * The stat counters (db/stat-counters.ts): not copied, since the target's triggers count the copied invoices, customers
 * and orders as they go in.
 */
const DERIVED = new Set(['invoice_counts', 'customer_counts', 'order_counts']);

/**
 * Filled by the migrations themselves (the database's creation time, Kamailio's table versions): replaced by the
 * source's rows.
 */
const MIGRATION_FILLED = new Set<keyof Database>(['app_meta', 'version']);

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement (the widest table, orders, has 24 columns). */
const BATCH_ROWS = 1_000;

export class CopyRefusedError extends Error {}

async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The tables of the SQLite file that this copy does not know (a newer or foreign database): refused, not dropped. Only
 * ordinary tables count: a full-text index (a virtual table and its shadow tables) is made again from the rows, and the
 * counters by the target's triggers.
 */
async function unknownSqliteTables(db: Kysely<Database>): Promise<string[]> {
  const known = new Set<string>(TABLES.map((table) => table.name));
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' ORDER BY name`.execute(db);
  return rows
    .map((row) => row.name)
    .filter(
      (name) =>
        !known.has(name) && !DERIVED.has(name) && !name.startsWith('sqlite_') && !name.startsWith('kysely_migration'),
    );
}

export interface CopyReport {
  /** Rows copied per table. */
  rows: Record<string, number>;
}

/**
 * Copies every table of `from` (SQLite) into `to` (PostgreSQL). Both must be migrated to the same latest migration
 * (the caller migrates them). Refuses a target that holds data, and a source with tables it does not know.
 */
export async function copyDatabase(from: DataStore, to: DataStore): Promise<CopyReport> {
  if (from.dialect !== 'sqlite') throw new CopyRefusedError('The source must be a SQLite database.');
  if (to.dialect !== 'postgres')
    throw new CopyRefusedError('The target must be a PostgreSQL database (DATABASE_URL=postgres://…).');
  const unknown = await unknownSqliteTables(from.kysely);
  if (unknown.length > 0)
    throw new CopyRefusedError(`The SQLite database has tables this copy does not know: ${unknown.join(', ')}.`);

  const rows: Record<string, number> = {};
  await to.kysely.transaction().execute(async (trx) => {
    for (const table of TABLES) {
      if (MIGRATION_FILLED.has(table.name)) continue;
      if ((await countRows(trx, table.name)) > 0)
        throw new CopyRefusedError(
          `The target is not empty: ${table.name} has rows. db:copy fills an empty database only.`,
        );
    }
    for (const table of TABLES) {
      if (MIGRATION_FILLED.has(table.name)) await trx.deleteFrom(table.name).execute();
      let batch: Record<string, unknown>[] = [];
      let copied = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await trx
          .insertInto(table.name)
          .values(batch as never)
          .execute();
        copied += batch.length;
        batch = [];
      };
      const source = from.kysely.selectFrom(table.name).selectAll().orderBy(sql.ref(table.key)).stream(BATCH_ROWS);
      for await (const row of source) {
        batch.push(table.convert ? table.convert(row as Record<string, unknown>) : (row as Record<string, unknown>));
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      rows[table.name] = copied;
      if (table.identity) {
        // The next id PostgreSQL gives is one past the highest copied (or 1 for an empty table).
        const name = `${to.schema ?? 'public'}.${table.name}`;
        await sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM ${sql.table(table.name)}`.execute(
          trx,
        );
      }
    }
    // The invoices' triggers added each copied paid invoice to its record's copied total: count them once.
    await recomputeSpent(trx);
  });
  return { rows };
}

/** The row count of every table, for comparing a copy with its source. */
export async function tableCounts(store: DataStore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table.name] = await countRows(store.kysely, table.name);
  return counts;
}

/**
 * Sums every record's total spent from its paid invoices again, as the triggers keep it: after rows were copied in
 * with their totals already set (`db:copy`), where the triggers have added the copied invoices on top.
 */
async function recomputeSpent(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('customers')
    .set((eb) => ({
      spent_cents: eb.fn.coalesce(
        eb
          .selectFrom('invoices')
          .select((inner) => inner.fn.sum<number>('invoices.total_cents').as('spent'))
          .whereRef('invoices.customer_id', '=', 'customers.id')
          .where('invoices.status', '=', 'paid'),
        eb.lit(0),
      ),
    }))
    .execute();
}
