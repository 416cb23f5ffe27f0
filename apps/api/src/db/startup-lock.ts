import { sql } from 'kysely';
import type { DataStore } from './connection.js';

/** The advisory lock's number: any fixed 64-bit value that no other code of the database takes. */
const STARTUP_LOCK = 7_319_001_019n;

/**
 * Runs the start-up work (the admin bootstrap, the demo seed) in one instance at a time (docs/contracts.md §11): on
 * PostgreSQL under a session advisory lock held on a connection of its own, so that instances starting together
 * take turns and each finds the work of those before it done. SQLite serves one machine's one process.
 */
export async function withStartupLock<T>(store: DataStore, work: () => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres') return work();
  return store.kysely.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
