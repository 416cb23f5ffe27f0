import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Opens the SQLite database (creating its folder), in WAL mode with foreign keys enforced. */
export function openDatabase(databasePath: string): Db {
  const inMemory = databasePath === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
  const db = new Database(inMemory ? ':memory:' : path.resolve(databasePath));
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}
