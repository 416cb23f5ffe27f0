import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as SqliteDatabaseLike } from 'kysely';
import pg from 'pg';
import { foldCase } from '@telecom/domain';
import type { Database } from './schema.js';

export type SqliteHandle = SqliteDatabase.Database;
export type Dialect = 'sqlite' | 'postgres';

/**
 * The database of the product (docs/contracts.md §11): the embedded SQLite file by default, PostgreSQL when a
 * `postgres://` address is given. Everything reads and writes through `kysely`; `sqlite` is the better-sqlite3
 * handle under it (SQLite only), for the migrations' scripts and the SQLite-only tests.
 */
export interface DataStore {
  readonly dialect: Dialect;
  readonly kysely: Kysely<Database>;
  readonly sqlite?: SqliteHandle;
  /** PostgreSQL: the schema of the tables, when not `public`. */
  readonly schema?: string;
  /** What the log may say about where the data is (no password). */
  readonly description: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** SQLite: the file (':memory:' for a private in-memory database). Ignored when `url` or `image` is set. */
  path?: string;
  /** SQLite: a private in-memory database that starts as a copy of this serialized one (tests: the demo data). */
  image?: Buffer;
  /** PostgreSQL: `postgres://user:pass@host:port/db`. */
  url?: string;
  /** PostgreSQL: the schema the tables live in (tests give each app its own); `public` by default. */
  schema?: string;
  /** PostgreSQL: the pool's size (10). */
  poolSize?: number;
}

/**
 * Opens the SQLite database (creating its folder), in WAL mode with foreign keys enforced. `fold_case(text)` is the
 * domain's foldCase in SQL (SQLite's own lower() folds ASCII only), for the migrations that fill the search keys.
 */
export function openSqlite(databasePath: string | Buffer): SqliteHandle {
  const inMemory = typeof databasePath !== 'string' || databasePath === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
  const db = new SqliteDatabase(
    typeof databasePath === 'string' && !inMemory ? path.resolve(databasePath) : databasePath,
  );
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.function('fold_case', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldCase(value) : value,
  );
  return db;
}

/** How many prepared statements SQLite keeps: every query text of the product, with room to spare. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 under Kysely, keeping each query text's prepared statement (Kysely prepares on every execution,
 * which cost a tenth of a token check's time). Statements are reused one at a time: every call runs to its end
 * synchronously, and nothing here streams. The oldest text goes when the cache is full.
 */
function withStatementCache(db: SqliteHandle): SqliteDatabaseLike {
  const statements = new Map<string, ReturnType<SqliteHandle['prepare']>>();
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = db.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

// PostgreSQL answers BIGINT (COUNT(*), SUM of integers, millisecond columns) and NUMERIC (SUM of BIGINT) as strings,
// since they may exceed 2^53. Every such value of this product is a count, cents or milliseconds, far below that:
// they are read as numbers here, once, for every query.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

const PG_URL = /^postgres(ql)?:\/\//i;

/** True when `url` names a PostgreSQL database. */
export const isPostgresUrl = (url: string | undefined): url is string => url !== undefined && PG_URL.test(url);

/** The address without its password, for logs. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = parsed.password ? '***' : '';
    return parsed.toString();
  } catch {
    return 'postgres://(unreadable address)';
  }
}

export function openDatabase(options: DatabaseOptions | string): DataStore {
  const {
    path: databasePath = ':memory:',
    image,
    url,
    schema,
    poolSize = 10,
  } = typeof options === 'string' ? { path: options } : options;
  if (isPostgresUrl(url)) {
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
      throw new Error(`Not a schema name: ${schema}`);
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: 5_000,
      types: pgTypes,
      // No JIT compilation: it costs more than it saves on the short queries of a web app (it took a back-office list
      // call from 41 to 65 ms). Each connection looks in the given schema first (tests: one per app), then in public.
      ...{ options: ['-c jit=off', ...(schema ? [`-c search_path=${schema}`] : [])].join(' ') },
    });
    // An idle connection that the server drops (a restart) must not take the process down; the next query reconnects.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      dialect: 'postgres',
      kysely,
      ...(schema ? { schema } : {}),
      description: describeUrl(url) + (schema ? ` (schema ${schema})` : ''),
      close: () => kysely.destroy(),
    };
  }
  const sqlite = openSqlite(image ?? databasePath);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    dialect: 'sqlite',
    kysely,
    sqlite,
    description: image ? ':memory: (a copy)' : databasePath,
    close: () => kysely.destroy(),
  };
}
