// The PostgreSQL database of a benchmark run (bench.mjs, bench-billing.mjs): made on the server the benchmark was
// given (BENCH_DATABASE_URL), used, and dropped afterwards, so that a run never touches a database it did not make.
import { sql } from 'kysely';

const { openDatabase } = await import(new URL('../../dist/db/connection.js', import.meta.url).href);

/** A new database called `name` on the server of `serverUrl`; its address. */
export async function createBenchDatabase(serverUrl, name) {
  const admin = openDatabase({ url: serverUrl, poolSize: 1 });
  try {
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.kysely);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database at `url` (made by createBenchDatabase on the server of `serverUrl`), its connections with it. */
export async function dropBenchDatabase(serverUrl, url) {
  const admin = openDatabase({ url: serverUrl, poolSize: 1 });
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(new URL(url).pathname.slice(1))} WITH (FORCE)`.execute(admin.kysely);
  } finally {
    await admin.close();
  }
}
