// `npm run test:e2e:pg`: the browser tests against a PostgreSQL-backed production server (issue 19), once in CI.
// Needs TEST_DATABASE_URL (scripts/with-postgres.sh gives it): makes a fresh database beside it, hands it to the
// e2e server as DATABASE_URL (E2E_DATABASE_URL, playwright.config.ts) and to the specs' `database()` helper, runs
// apps/web's e2e runner and drops the database. Arguments go to `playwright test`; without any, the specs that
// read or change the database and cover the flows that write it: E2E_PG_SPECS.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Checkout (orders), accounts (registration, login, dashboard, billing), the back office, e-mail confirmation. */
export const E2E_PG_SPECS = [
  'e2e/checkout.spec.ts',
  'e2e/accounts.spec.ts',
  'e2e/admin.spec.ts',
  'e2e/email-verification.spec.ts',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error('TEST_DATABASE_URL is not set: run "bash scripts/with-postgres.sh npm run test:e2e:pg"');
  process.exit(1);
}

async function onServer(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const name = `e2e_${randomBytes(5).toString('hex')}`;
await onServer(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
const target = new URL(baseUrl);
target.pathname = `/${name}`;
const url = target.toString();

const specs = process.argv.slice(2);
console.log(`E2E on PostgreSQL: database ${name}; ${specs.length > 0 ? specs.join(' ') : E2E_PG_SPECS.join(' ')}`);
const code = await new Promise((resolve) => {
  const child = spawn(
    'npm',
    ['run', 'test:e2e', '--workspace', '@telecom/web', '--', ...(specs.length > 0 ? specs : E2E_PG_SPECS)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_DATABASE_URL: url },
    },
  );
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
process.exit(code);
