// `npm run test:e2e:pg`: the browser suite against a PostgreSQL-backed production server, as CI runs it (PostgreSQL
// is the production database). Needs TEST_DATABASE_URL (scripts/with-postgres.sh gives it): makes a fresh database
// beside it, hands it to the e2e server as DATABASE_URL (E2E_DATABASE_URL, playwright.config.ts) and to the specs'
// `database()` helper, runs apps/web's e2e runner and drops the database. Arguments go to `playwright test`
// (e.g. one file: `npm run test:e2e:pg -- e2e/checkout.spec.ts`); without any, the whole suite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

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
console.log(`E2E on PostgreSQL: database ${name}; ${specs.length > 0 ? specs.join(' ') : 'the whole suite'}`);
const code = await new Promise((resolve) => {
  const child = spawn('npm', ['run', 'test:e2e', '--workspace', '@telecom/web', '--', ...specs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
process.exit(code);
