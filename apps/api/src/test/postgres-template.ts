// The API suite on PostgreSQL (TEST_DATABASE_URL; vitest.config.ts's globalSetup): the schema is migrated once, into a
// template database of this run, and every test app gets a database cloned from it (CREATE DATABASE … TEMPLATE, a
// copy of its files) instead of a schema migrated afresh. The demo data is seeded once too, into a second template,
// made by the first test that asks for it (test-app.ts). At the end every database of the run is dropped, unless the
// server is a throwaway cluster that goes as a whole (TEST_DATABASE_DISPOSABLE=1, set by scripts/with-postgres.sh):
// a run makes several hundred databases, and dropping them one by one took minutes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated template database on TEST_DATABASE_URL's server ('' on SQLite). */
    postgresTemplate: string;
  }
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to TEST_DATABASE_URL's own database (where databases are created and dropped). */
export async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    project.provide('postgresTemplate', '');
    return;
  }
  const template = `tpl_${randomBytes(4).toString('hex')}`;
  await onServer(base, (client) => client.query(`CREATE DATABASE ${template}`));
  const store = openDatabase({ url: databaseUrl(base, template), poolSize: 1 });
  try {
    await migrate(store);
  } finally {
    await store.close();
  }
  project.provide('postgresTemplate', template);

  if (process.env.TEST_DATABASE_DISPOSABLE === '1') return;
  return async () => {
    const { rows } = await onServer(base, (client) =>
      client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}_%`]),
    );
    // The copies, four at a time; then the template they were copied from.
    const copies = rows.map((row) => row.datname);
    const drop = (name: string) =>
      onServer(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let name = copies.pop(); name; name = copies.pop()) await drop(name);
      }),
    );
    await drop(template);
  };
}
