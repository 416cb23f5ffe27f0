import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection.js';

export interface Migration {
  id: string;
  sql: string;
}

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
const DEFAULT_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migrations shipped in `db/migrations/NNN-name.sql`, in order. */
export function loadMigrations(dir: string = DEFAULT_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, and returns the
 * ids it applied. A failing migration rolls back completely and stops the start.
 */
export function migrate(db: Db, migrations: Migration[] = loadMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`);
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO schema_migrations (id) VALUES (?)');
  const done: string[] = [];
  // SQLite's procedure for rebuilding a table (008 does) needs foreign key enforcement off, which can only be
  // switched outside a transaction; every reference is checked before each migration commits instead.
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      db.transaction(() => {
        db.exec(migration.sql);
        const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
        if (broken.length > 0) {
          const first = broken[0]!;
          throw new Error(`Migration ${migration.id} leaves ${broken.length} broken reference(s), e.g. ${first.table} → ${first.parent}`);
        }
        record.run(migration.id);
      })();
      done.push(migration.id);
    }
  } finally {
    if (enforced) db.pragma('foreign_keys = ON');
  }
  return done;
}
