import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DataStore } from './connection.js';
import { appliedMigrations, loadMigrations, migrate } from './migrate.js';
import { seedDemo } from './seed/demo.js';

/** A new in-memory SQLite store and its better-sqlite3 handle. */
function sqliteStore(file = ':memory:'): { store: DataStore; db: NonNullable<DataStore['sqlite']> } {
  const store = openDatabase(file);
  return { store, db: store.sqlite! };
}

const dirs: string[] = [];
function tempDatabasePath(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'telecom-db-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'app.db');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the folder and opens the file in WAL mode with foreign keys on', () => {
    const { db } = sqliteStore(tempDatabasePath());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});

/**
 * The migrations written for one database only, with the reason; every other migration has a counterpart of the same
 * name (after its number) for the other database, so that a change made to one database only fails here, in the
 * suite of either database. (Not always in the same order: SQLite's stat-counters came after vat-by-country and
 * withdrawal, PostgreSQL's before.) The schema parity test compares what they build.
 */
const ONE_DATABASE_ONLY: Record<'sqlite' | 'postgres', Record<string, string>> = {
  sqlite: {
    ...Object.fromEntries(
      [
        'app-meta',
        'users',
        'forms',
        'back-office',
        'orders',
        'settings',
        'identity',
        'fold-accents',
        'shared-state',
      ].map((name) => [
        name,
        'The history SQLite went through before PostgreSQL, which starts with its result (schema).',
      ]),
    ),
    'invoice-line-rate-with-decimals': 'PostgreSQL changed the column type in its vat-by-country already.',
    'ids-never-reused': 'PostgreSQL’s identity columns never hand out an id twice.',
    'voice-ids-never-reused': 'PostgreSQL’s identity columns never hand out an id twice.',
  },
  postgres: {
    schema: 'What SQLite’s first ten migrations built.',
    'order-counters': 'SQLite created the orders’ counters with the others in its stat-counters.',
  },
};

describe('the migrations of the two databases', () => {
  it('come in pairs of the same name, but for those listed as for one database', () => {
    const namesOf = (dialect: 'sqlite' | 'postgres') =>
      loadMigrations(dialect).map((migration) => migration.id.replace(/^\d{3}-/, ''));
    const [sqlite, postgres] = [namesOf('sqlite'), namesOf('postgres')];
    expect(sqlite.filter((name) => !postgres.includes(name))).toEqual(Object.keys(ONE_DATABASE_ONLY.sqlite));
    expect(postgres.filter((name) => !sqlite.includes(name))).toEqual(Object.keys(ONE_DATABASE_ONLY.postgres));
    expect(sqlite.filter((name) => postgres.includes(name)).length).toBeGreaterThan(20);
  });
});

describe('migrate', () => {
  it('applies the shipped migrations in order, once', async () => {
    const { store } = sqliteStore();
    const ids = loadMigrations().map((m) => m.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual([...ids].sort());
    expect(await migrate(store)).toEqual(ids);
    expect(await migrate(store)).toEqual([]);
    expect(await appliedMigrations(store)).toEqual(ids);
  });

  it('takes over the record of a database migrated before issue 19 (schema_migrations) and goes on from there', async () => {
    const { store, db } = sqliteStore();
    const before = loadMigrations().filter((m) => m.id < '010');
    db.exec(
      "CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL DEFAULT '2026-01-01T00:00:00.000Z') STRICT",
    );
    for (const migration of before) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id) VALUES (?)').run(migration.id);
    }
    db.prepare(
      "INSERT INTO users (first_name, last_name, email, password_hash, created_at, updated_at) VALUES ('Émile', 'Ørsted', 'Emile@example.nl', 'x', '2026-01-01', '2026-01-01')",
    ).run();
    expect(await migrate(store)).toEqual(
      loadMigrations()
        .filter((m) => m.id >= '010')
        .map((m) => m.id),
    );
    expect(await appliedMigrations(store)).toEqual(loadMigrations().map((m) => m.id));
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'schema_migrations'").get()).toBeUndefined();
    expect(db.prepare('SELECT name_key, email_key FROM users').get()).toEqual({
      name_key: 'emile orsted',
      email_key: 'emile@example.nl',
    });
  });

  it('keeps the data across a restart', async () => {
    const file = tempDatabasePath();
    const first = sqliteStore(file);
    await migrate(first.store);
    const createdAt = first.db.prepare("SELECT value FROM app_meta WHERE key = 'created_at'").pluck().get();
    await first.store.close();

    const second = sqliteStore(file);
    expect(await migrate(second.store)).toEqual([]);
    expect(second.db.prepare("SELECT value FROM app_meta WHERE key = 'created_at'").pluck().get()).toBe(createdAt);
    await second.store.close();
  });

  it('rolls a failing migration back completely and applies nothing after it', async () => {
    const { store, db } = sqliteStore();
    const migrations = [
      { id: '001-good', sql: 'CREATE TABLE a (x INTEGER);' },
      { id: '002-bad', sql: 'CREATE TABLE b (x INTEGER); INSERT INTO missing VALUES (1);' },
      { id: '003-later', sql: 'CREATE TABLE c (x INTEGER);' },
    ];
    await expect(migrate(store, { migrations })).rejects.toThrow(/002-bad failed: no such table: missing/);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely_%' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(['a']);
    expect(await appliedMigrations(store)).toEqual(['001-good']);
  });
});

describe('008-identity on a database of before', () => {
  async function databaseBefore008() {
    const { store, db } = sqliteStore();
    await migrate(store, { migrations: loadMigrations().filter((m) => m.id < '008') });
    const user = (id: number, email: string) =>
      db
        .prepare(
          "INSERT INTO users (id, first_name, last_name, email, password_hash, created_at, updated_at) VALUES (?, 'A', 'B', ?, 'x', '2026-01-01', '2026-01-01')",
        )
        .run(id, email);
    const customer = (id: number, userId: number | null, email: string) =>
      db
        .prepare(
          "INSERT INTO customers (id, user_id, name, name_key, email, email_key, plan, plan_name, status, created_at, created_at_ms) VALUES (?, ?, 'N', 'n', ?, lower(?), 'voip', 'VOIP', 'active', '2026-01-01T00:00:00Z', 0)",
        )
        .run(id, userId, email, email);
    user(1, 'eva@example.nl');
    user(2, 'Kees@Example.nl');
    customer(10, 1, 'slachtoffer@example.nl'); // linked by the old rule from a shipping address
    customer(11, 2, 'kees@example.nl'); // the account's own address
    customer(12, null, 'los@example.nl');
    db.prepare(
      "INSERT INTO invoices (id, invoice_number, number_key, customer_id, customer_name, name_key, customer_email, email_key, amount_cents, status, issue_date, due_date) VALUES (5, 'INV-2026-017', 'inv-2026-017', 10, 'N', 'n', 'slachtoffer@example.nl', 'slachtoffer@example.nl', 100, 'paid', '2026-02-01', '2026-03-01')",
    ).run();
    db.prepare('DELETE FROM users WHERE id = 2').run(); // customer 11 keeps its row (ON DELETE SET NULL)
    user(2, 'kees@example.nl');
    db.prepare('UPDATE customers SET user_id = 2 WHERE id = 11').run();
    return { store, db };
  }

  it('unlinks customer records whose address differs from their account’s and keeps every row and id', async () => {
    const { store, db } = await databaseBefore008();
    expect((await migrate(store))[0]).toBe('008-identity');
    expect(db.prepare('SELECT id, user_id FROM customers ORDER BY id').all()).toEqual([
      { id: 10, user_id: null },
      { id: 11, user_id: 2 },
      { id: 12, user_id: null },
    ]);
    expect(db.prepare('SELECT id, email_verified_at FROM users ORDER BY id').all()).toEqual([
      { id: 1, email_verified_at: null },
      { id: 2, email_verified_at: null },
    ]);
    expect(db.prepare('SELECT id, customer_id FROM invoices').all()).toEqual([{ id: 5, customer_id: 10 }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('never hands out an id or invoice number again: AUTOINCREMENT continues above the highest one, also after deletes', async () => {
    const { store, db } = await databaseBefore008();
    await migrate(store);
    for (const table of ['users', 'customers', 'invoices', 'services', 'activity', 'inquiries']) {
      expect(db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table)).toMatch(
        /AUTOINCREMENT/,
      );
    }
    db.prepare('DELETE FROM customers WHERE id = 12').run();
    const next = db
      .prepare(
        "INSERT INTO customers (name, name_key, email, email_key, plan, plan_name, status, created_at, created_at_ms) VALUES ('N', 'n', 'x@example.nl', 'x@example.nl', 'voip', 'VOIP', 'active', '2026-01-01T00:00:00Z', 0)",
      )
      .run().lastInsertRowid;
    expect(Number(next)).toBe(13);
    expect(db.prepare("SELECT last_value FROM number_sequences WHERE name = 'INV-2026'").pluck().get()).toBe(17);
  });

  it('still refuses a reference to a missing row after the migrations (foreign keys back on)', async () => {
    const { store, db } = sqliteStore();
    await migrate(store);
    expect(() =>
      db
        .prepare('INSERT INTO services (customer_id, kind, status, started_at) VALUES (999, ?, ?, ?)')
        .run('voip', 'active', '2026-01-01'),
    ).toThrow(/FOREIGN KEY/);
  });
});

describe('023-invoice-number-counters on a database of before', () => {
  it('starts each series’ counter at its highest number in use, so that numbers go on without a gap or a repeat', async () => {
    const { store, db } = sqliteStore();
    await migrate(store, { migrations: loadMigrations().filter((m) => m.id < '023') });
    const invoice = db.prepare(
      "INSERT INTO invoices (invoice_number, number_key, customer_name, name_key, customer_email, email_key, amount_cents, vat_cents, total_cents, status, issue_date, due_date, kind, credit_note_of) VALUES (?, lower(?), 'N', 'n', 'n@example.nl', 'n@example.nl', ?, 0, ?, 'paid', '2026-02-01', '2026-03-01', ?, ?)",
    );
    for (const number of ['INV-2026-017', 'INV-2026-1204', 'INV-2026-99X', 'INV-2025-041'])
      invoice.run(number, number, 100, 100, 'invoice', null);
    invoice.run('CN-2026-007', 'CN-2026-007', -100, -100, 'credit-note', 1);
    // A counter behind the numbers in use (rows written beside the app) and one ahead of them (a deleted invoice).
    db.prepare("INSERT INTO number_sequences (name, last_value) VALUES ('INV-2026', 20), ('INV-2024', 9)").run();

    expect(await migrate(store)).toContain('023-invoice-number-counters');

    expect(db.prepare('SELECT name, last_value FROM number_sequences ORDER BY name').all()).toEqual([
      { name: 'CN-2026', last_value: 7 },
      { name: 'INV-2024', last_value: 9 },
      { name: 'INV-2025', last_value: 41 },
      { name: 'INV-2026', last_value: 1204 },
    ]);
  });
});

describe('009-fold-accents on a database of before', () => {
  it('recomputes the stored search and sort keys so that Émile sorts before Zoë and "emile" finds Émile', async () => {
    const { store, db } = sqliteStore();
    await migrate(store, { migrations: loadMigrations().filter((m) => m.id < '009') });
    // Keys as the earlier foldCase (toLowerCase) wrote them.
    const customer = db.prepare(
      "INSERT INTO customers (id, name, name_key, email, email_key, plan, plan_name, status, created_at, created_at_ms) VALUES (?, ?, ?, ?, ?, 'voip', 'VOIP Standard', 'active', '2026-01-01T00:00:00Z', 0)",
    );
    customer.run(1, 'Zoë Bakker', 'zoë bakker', 'zoe@example.nl', 'zoe@example.nl');
    customer.run(2, 'Émile Ørsted', 'émile ørsted', 'Emile@Example.nl', 'emile@example.nl');
    customer.run(3, 'Anna', 'anna', 'anna@example.nl', 'anna@example.nl');
    db.prepare(
      "INSERT INTO invoices (id, invoice_number, number_key, customer_name, name_key, customer_email, email_key, amount_cents, status, issue_date, due_date) VALUES (7, 'INV-2026-007', 'inv-2026-007', 'Émile Ørsted', 'émile ørsted', 'emile@example.nl', 'emile@example.nl', 100, 'sent', '2026-02-01', '2026-03-01')",
    ).run();

    await migrate(store);

    expect(db.prepare('SELECT name FROM customers ORDER BY name_key, id').pluck().all()).toEqual([
      'Anna',
      'Émile Ørsted',
      'Zoë Bakker',
    ]);
    expect(db.prepare('SELECT id, name_key, email_key FROM customers ORDER BY id').all()).toEqual([
      { id: 1, name_key: 'zoe bakker', email_key: 'zoe@example.nl' },
      { id: 2, name_key: 'emile orsted', email_key: 'emile@example.nl' },
      { id: 3, name_key: 'anna', email_key: 'anna@example.nl' },
    ]);
    expect(
      db.prepare("SELECT name FROM customers WHERE instr(name_key, fold_case('emile')) > 0").pluck().all(),
    ).toEqual(['Émile Ørsted']);
    expect(db.prepare('SELECT number_key, name_key, email_key FROM invoices').get()).toEqual({
      number_key: 'inv-2026-007',
      name_key: 'emile orsted',
      email_key: 'emile@example.nl',
    });
  });
});

describe('011-order-chain on a database of before', () => {
  it('keeps every order, as paid on the day it was placed, findable by its folded name and e-mail', async () => {
    const { store, db } = sqliteStore();
    await migrate(store, { migrations: loadMigrations().filter((m) => m.id < '011') });
    db.prepare(
      `INSERT INTO orders (id, account, product_kind, product, customer, customer_email, delivery, payment_method,
         payment_status, transaction_id, total_price_cents, total_with_vat_cents, language, created_at)
       VALUES ('ORD-1736848200000', 'guest', 'travel', '{"name":"Standard"}', '{"name":"Émile Ørsted"}',
         'Emile@Example.nl', 'email', 'ideal', 'completed', 'TX-1', 1999, 2419, 'nl', '2025-01-14T09:30:00.000Z')`,
    ).run();

    await migrate(store);

    expect(
      db
        .prepare(
          'SELECT status, payment_status, paid_at, payment_expires_at, name_key, email_key, access_token_hash FROM orders',
        )
        .get(),
    ).toEqual({
      status: 'paid',
      payment_status: 'paid',
      paid_at: '2025-01-14T09:30:00.000Z',
      payment_expires_at: '2025-01-14T09:30:00.000Z',
      name_key: 'emile orsted',
      email_key: 'emile@example.nl',
      access_token_hash: null,
    });
    expect(() => db.prepare("UPDATE orders SET status = 'completed'").run()).toThrow(/CHECK constraint failed/);
  });
});

describe('042-invoice-line-rate-with-decimals on a database of before', () => {
  it('keeps every line with its id, never hands out a deleted id again, and stores a rate of 25.5', async () => {
    const { store, db } = sqliteStore();
    await migrate(store, { migrations: loadMigrations().filter((m) => m.id < '042') });
    db.prepare(
      "INSERT INTO invoices (invoice_number, number_key, customer_name, name_key, customer_email, email_key, amount_cents, vat_cents, total_cents, status, issue_date, due_date, kind) VALUES ('INV-2026-001', 'inv-2026-001', 'N', 'n', 'n@example.nl', 'n@example.nl', 300, 63, 363, 'paid', '2026-02-01', '2026-03-01', 'invoice')",
    ).run();
    const line = db.prepare(
      'INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price_cents, vat_rate) VALUES (1, ?, ?, 1, 100, ?)',
    );
    for (const position of [1, 2, 3]) line.run(position, `Line ${position}`, 21);
    db.prepare('DELETE FROM invoice_lines WHERE position = 3').run();
    expect(() => line.run(3, 'Finnish', 25.5)).toThrow(/cannot store REAL value in INTEGER column/);

    expect(await migrate(store)).toContain('042-invoice-line-rate-with-decimals');

    line.run(3, 'Finnish', 25.5);
    expect(db.prepare('SELECT id, position, description, vat_rate FROM invoice_lines ORDER BY id').all()).toEqual([
      { id: 1, position: 1, description: 'Line 1', vat_rate: 21 },
      { id: 2, position: 2, description: 'Line 2', vat_rate: 21 },
      { id: 4, position: 3, description: 'Finnish', vat_rate: 25.5 },
    ]);
    expect(() => line.run(1, 'Again', 21)).toThrow(/UNIQUE constraint failed/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price_cents) VALUES (99, 1, 'x', 1, 1)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });
});

/**
 * A rebuild of tables with AUTOINCREMENT (`migration`) on a database of before with the demo data: every row and id
 * kept, references intact, and the id of a deleted newest row of `table` not handed out again (`insert` adds one).
 */
/**
 * Later migrations' tables that today's services read while they write the demo data (the webhook endpoints every event
 * source looks up, sqlite/046). They are made by hand for the seed of an older schema, stay empty (the demo registers
 * no endpoint), and are dropped again before the migrations under test run, which then make them for real.
 */
const LATER_TABLES_READ_BY_THE_SEED = [
  { migration: '046-webhooks', tables: ['webhook_deliveries', 'webhook_endpoints'] },
];

function keepsRowsAndIds(migration: string, rebuilt: string[], filled: number, table: string, insert: string) {
  it('keeps every row and id of the rebuilt tables, and then never hands out the id of a deleted row again', async () => {
    const { store, db } = sqliteStore();
    await migrate(store, { migrations: loadMigrations().filter((m) => m.id < migration) });
    const later = LATER_TABLES_READ_BY_THE_SEED.filter((entry) => entry.migration > migration);
    for (const entry of later) db.exec(loadMigrations().find((m) => m.id === entry.migration)!.sql);
    await seedDemo(store, { now: new Date('2026-11-23T10:30:00Z') });
    for (const name of later.flatMap((entry) => entry.tables)) {
      expect(db.prepare(`SELECT count(*) FROM ${name}`).pluck().get()).toBe(0);
      db.exec(`DROP TABLE ${name}`);
    }
    const rowsOf = (name: string) => db.prepare(`SELECT * FROM ${name} ORDER BY id`).all();
    const before = rebuilt.map(rowsOf);
    // The demo data fills `filled` of them.
    expect(before.filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(filled);

    expect((await migrate(store)).find((id) => id.startsWith(migration))).toBeDefined();

    expect(rebuilt.map(rowsOf)).toEqual(before);
    const newest = db.prepare(`SELECT max(id) FROM ${table}`).pluck().get() as number;
    expect(newest).toBeGreaterThan(0);
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(newest);
    expect(db.prepare(insert).run().lastInsertRowid).toBe(newest + 1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
}

describe('043-ids-never-reused on a database of before', () => {
  keepsRowsAndIds(
    '043',
    [
      'esims',
      'subscriptions',
      'jobs',
      'porting_requests',
      'porting_events',
      'simulated_carrier_messages',
      'esim_top_ups',
    ],
    4,
    'jobs',
    "INSERT INTO jobs (kind, run_at, created_at) VALUES ('mail', '2026-12-01', '2026-12-01')",
  );
});

describe('044-voice-ids-never-reused on a database of before', () => {
  keepsRowsAndIds(
    '044',
    ['voicemails', 'appointments', 'assistant_calls', 'simulated_sms'],
    2,
    'voicemails',
    'INSERT INTO voicemails (user_id, number, received_at, seconds, audio, expires_at) SELECT user_id, number, received_at, seconds, audio, expires_at FROM voicemails LIMIT 1',
  );
});
