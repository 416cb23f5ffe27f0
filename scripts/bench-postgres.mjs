// The API benchmark on PostgreSQL, for `npm run perf` (scripts/perf.mjs runs it through scripts/with-postgres.sh):
// makes a fresh database beside TEST_DATABASE_URL, runs apps/api/scripts/bench.mjs with BENCH_DATABASE_URL on it
// (BENCH_JSON and the other BENCH_ settings pass through), drops the database and exits with the benchmark's code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error('TEST_DATABASE_URL is not set: run "bash scripts/with-postgres.sh node scripts/bench-postgres.mjs"');
  process.exit(1);
}

async function onServer(work) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

const name = `bench_${randomBytes(5).toString('hex')}`;
await onServer((client) => client.query(`CREATE DATABASE ${name}`));
const target = new URL(baseUrl);
target.pathname = `/${name}`;
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, [fileURLToPath(new URL('../apps/api/scripts/bench.mjs', import.meta.url))], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_DATABASE_URL: target.toString() },
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
process.exit(code);
