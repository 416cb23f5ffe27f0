import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { foldCase } from '@telecom/domain';

export type Db = Database.Database;

/**
 * Opens the SQLite database (creating its folder), in WAL mode with foreign keys enforced. `fold_case(text)` is the
 * domain's foldCase in SQL (SQLite's own lower() folds ASCII only), for searches and the migrations.
 */
export function openDatabase(databasePath: string): Db {
  const inMemory = databasePath === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
  const db = new Database(inMemory ? ':memory:' : path.resolve(databasePath));
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.function('fold_case', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldCase(value) : value));
  return db;
}
