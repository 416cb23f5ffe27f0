// The migrations of both databases (docs/contracts.md §3 `npm run db:migrate`, §11), run by Kysely's migrator, which
// takes a lock first: on PostgreSQL an advisory lock, so that when several instances start at once one migrates and
// the others wait and then find nothing to do. Each database has its own scripts, `migrations/<dialect>/NNN-name.sql`
// (SQLite grew step by step; PostgreSQL starts at the schema SQLite has after 010).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration as KyselyMigration, type MigrationProvider } from 'kysely/migration';
import type { DataStore, Dialect, SqliteHandle } from './connection.js';

export interface Migration {
  id: string;
  sql: string;
}

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Where Kysely records what ran; SQLite databases of before issue 19 recorded it in `schema_migrations`. */
const MIGRATION_TABLE = 'kysely_migration';

/** The migrations shipped for a database, in order. */
export function loadMigrations(
  dialect: Dialect = 'sqlite',
  dir: string = path.join(MIGRATIONS_DIR, dialect),
): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * A SQLite script in its own transaction, with foreign key enforcement off (SQLite's procedure for rebuilding a
 * table, which 008 does, needs it off and it can only be switched outside a transaction); every reference is checked
 * before the transaction commits instead.
 */
function runSqliteScript(db: SqliteHandle, migration: Migration): void {
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      db.exec(migration.sql);
      const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
      if (broken.length > 0) {
        const first = broken[0]!;
        throw new Error(
          `Migration ${migration.id} leaves ${broken.length} broken reference(s), e.g. ${first.table} → ${first.parent}`,
        );
      }
    })();
  } finally {
    if (enforced) db.pragma('foreign_keys = ON');
  }
}

function provider(store: DataStore, migrations: Migration[]): MigrationProvider {
  return {
    async getMigrations() {
      const entries = migrations.map((migration): [string, KyselyMigration] => [
        migration.id,
        {
          async up(db: Kysely<unknown>) {
            if (store.sqlite) runSqliteScript(store.sqlite, migration);
            // PostgreSQL: the migrator runs every pending migration in one transaction (DDL is transactional there);
            // a script without parameters goes as a simple query, which may hold several statements.
            else await sql.raw(migration.sql).execute(db);
          },
        },
      ]);
      return Object.fromEntries(entries);
    },
  };
}

/** A SQLite database migrated before issue 19: its `schema_migrations` rows become Kysely's records, once. */
function adoptSchemaMigrations(db: SqliteHandle): void {
  const has = (name: string) =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
  if (!has('schema_migrations') || has(MIGRATION_TABLE)) return;
  db.transaction(() => {
    db.exec(
      `CREATE TABLE ${MIGRATION_TABLE} (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`,
    );
    db.exec(
      `INSERT INTO ${MIGRATION_TABLE} (name, timestamp) SELECT id, applied_at FROM schema_migrations ORDER BY id`,
    );
    db.exec('DROP TABLE schema_migrations');
  })();
}

export interface MigrateOptions {
  /** The scripts to run; by default those shipped for the store's database. */
  migrations?: Migration[];
}

/**
 * Applies every migration not yet recorded and returns the ids it applied. On SQLite each migration commits on its
 * own, and a failing one rolls back completely and stops the start; on PostgreSQL all pending ones commit together.
 */
export async function migrate(
  store: DataStore,
  { migrations = loadMigrations(store.dialect) }: MigrateOptions = {},
): Promise<string[]> {
  if (store.sqlite) adoptSchemaMigrations(store.sqlite);
  const migrator = new Migrator({
    db: store.kysely,
    provider: provider(store, migrations),
    migrationTableName: MIGRATION_TABLE,
    // PostgreSQL: name the schema, or the migrator would take the table of another schema for its own.
    ...(store.dialect === 'postgres' ? { migrationTableSchema: store.schema ?? 'public' } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed.migrationName} failed: ${cause}` : cause, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The ids of the migrations applied so far (for /api/ready and the tests). */
export async function appliedMigrations(store: DataStore): Promise<string[]> {
  const table =
    store.dialect === 'postgres'
      ? sql.table(`${store.schema ?? 'public'}.${MIGRATION_TABLE}`)
      : sql.table(MIGRATION_TABLE);
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${table} ORDER BY name`.execute(store.kysely);
  return rows.map((row) => row.name);
}
