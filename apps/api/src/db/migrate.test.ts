import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { loadMigrations, migrate } from './migrate.js';

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
    const db = openDatabase(tempDatabasePath());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});

describe('migrate', () => {
  it('applies the shipped migrations in order, once', () => {
    const db = openDatabase(':memory:');
    const ids = loadMigrations().map((m) => m.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual([...ids].sort());
    expect(migrate(db)).toEqual(ids);
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual(ids);
  });

  it('keeps the data across a restart', () => {
    const file = tempDatabasePath();
    const first = openDatabase(file);
    migrate(first);
    const createdAt = first.prepare("SELECT value FROM app_meta WHERE key = 'created_at'").pluck().get();
    first.close();

    const second = openDatabase(file);
    expect(migrate(second)).toEqual([]);
    expect(second.prepare("SELECT value FROM app_meta WHERE key = 'created_at'").pluck().get()).toBe(createdAt);
    second.close();
  });

  it('rolls a failing migration back completely and applies nothing after it', () => {
    const db = openDatabase(':memory:');
    const migrations = [
      { id: '001-good', sql: 'CREATE TABLE a (x INTEGER);' },
      { id: '002-bad', sql: 'CREATE TABLE b (x INTEGER); INSERT INTO missing VALUES (1);' },
      { id: '003-later', sql: 'CREATE TABLE c (x INTEGER);' },
    ];
    expect(() => migrate(db, migrations)).toThrow(/no such table: missing/);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(['a', 'schema_migrations']);
    expect(db.prepare('SELECT id FROM schema_migrations').pluck().all()).toEqual(['001-good']);
  });
});
