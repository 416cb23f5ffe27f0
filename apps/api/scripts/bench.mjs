// The API benchmark: fills a temporary database with 100,000 customers and 100,000 invoices, starts the built server
// on a free port, and measures with autocannon over loopback:
// - the back-office list calls and the order call, with one connection (the time a call takes, not time spent
//   queueing); the bar is a median under 50 ms for every list call (issue 4);
// - the throughput of `GET /api/auth/verify` (token check, account look-up, every middleware of the real app) against
//   a bare Express route in its own process, both with 10 connections; the bar is at least 60 % (issue 9).
// Prints the figures and, with BENCH_JSON=file, writes them to that file; exits 1 when a bar is missed.
//
//   npm run build && npm run bench -w @telecom/api        (BENCH_SECONDS=5 BENCH_ROWS=100000 to change)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitFor } from '../../../scripts/lib/local-server.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => path.join(apiDir, 'dist', file);
const { openDatabase } = await import(dist('db/connection.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { createBackOfficeRepository } = await import(dist('modules/admin/back-office.repository.js'));
const { seededRandom } = await import(dist('lib/random.js'));

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIMIT_MS = 50;
const VERIFY_SHARE = 0.6;
const THROUGHPUT_CONNECTIONS = 10;
const THROUGHPUT_ROUNDS = 5;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 3);
const ADMIN = { email: 'bench-admin@telenova.nl', password: 'Bench-Admin-Wachtwoord-1' };

// With two cores or more, the servers run on core 1 and this process (autocannon, the load) on core 0, so that the
// load generator does not take CPU from the server it measures; without taskset both share the machine.
const PIN = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && (() => {
  try {
    execFileSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const startNode = (args, options) => (PIN ? spawn('taskset', ['-c', '1', process.execPath, ...args], options) : spawn(process.execPath, args, options));

const FIRST = ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Sophie', 'Levi', 'Tess', 'Finn', 'Anna', 'Émile', 'Zoë', 'Mohamed', 'Fatima'];
const LAST = ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'van der Linden', 'Yilmaz'];
const STATUSES = ['active', 'active', 'active', 'inactive', 'suspended'];
const PLANS = [['esim-pro', 'eSIM Pro'], ['voip', 'VOIP Standard'], ['voip', 'VOIP Business'], ['business', 'Business Pro']];
const INVOICE_STATUSES = ['paid', 'paid', 'paid', 'sent', 'draft', 'cancelled', 'overdue'];
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

function fill(databasePath) {
  const db = openDatabase(databasePath);
  migrate(db);
  const repository = createBackOfficeRepository(db);
  const r = seededRandom(42);
  const now = Date.now();
  const started = performance.now();
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      const [plan, planName] = r.pick(PLANS);
      repository.insertCustomer({
        name,
        email: `${name.toLowerCase().replace(/[^a-z]/g, '.')}${i}@example.nl`,
        plan,
        planName,
        status: r.pick(STATUSES),
        createdAt: new Date(now - r.int(0, 3 * 365 * 86_400_000)).toISOString(),
        totalSpentCents: r.int(0, 200_000),
      });
    }
    for (let i = 0; i < ROWS; i++) {
      const issue = now - r.int(0, 3 * 365) * 86_400_000;
      const status = r.pick(INVOICE_STATUSES);
      const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      repository.insertInvoice({
        invoiceNumber: `INV-${new Date(issue).getUTCFullYear()}-${String(i + 1).padStart(6, '0')}`,
        customerId: r.int(1, ROWS),
        customerName: name,
        customerEmail: `${name.toLowerCase().replace(/[^a-z]/g, '.')}@example.nl`,
        amountCents: r.int(0, 150_000),
        status,
        issueDate: isoDate(issue),
        dueDate: isoDate(issue + 30 * 86_400_000),
        paidDate: status === 'paid' ? isoDate(issue + 5 * 86_400_000) : null,
        recurring: r.next() < 0.3,
      });
    }
  })();
  db.pragma('optimize');
  db.close();
  return performance.now() - started;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'telecom-bench-'));
let server;
let bare;
try {
  const databasePath = path.join(dataDir, 'bench.db');
  const fillMs = fill(databasePath);
  console.log(`Filled ${ROWS.toLocaleString('en')} customers and ${ROWS.toLocaleString('en')} invoices in ${(fillMs / 1000).toFixed(1)} s`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = startNode([path.join(apiDir, 'dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      MAIL_DIR: path.join(dataDir, 'mail'),
      JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      PAYMENT_DELAY_MS: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${baseUrl}/api/health`);
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  const order = JSON.stringify({
    product: { kind: 'esim-pro', configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 } },
    customer: { name: 'Bench Klant', email: 'bench@example.nl', phone: '0612345678', country: 'NL', postcode: '1071 XX', houseNumber: '1', street: 'Museumstraat', city: 'Amsterdam' },
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'guest',
  });

  const scenarios = [
    ['GET /api/admin/customers (defaults)', '/api/admin/customers', true],
    ['GET /api/admin/customers?search=jansen', '/api/admin/customers?search=jansen', true],
    ['GET /api/admin/customers filtered, by spend, page 500', '/api/admin/customers?status=active&plan=voip&sort=totalSpent&dir=desc&page=500', true],
    ['GET /api/admin/customers by join date, last page', '/api/admin/customers?sort=created_at&page=10000', true],
    ['GET /api/admin/invoices (defaults)', '/api/admin/invoices', true],
    ['GET /api/admin/invoices?status=overdue&sort=amount', '/api/admin/invoices?status=overdue&sort=amount', true],
    ['GET /api/admin/invoices month + amount + search', `/api/admin/invoices?month=${isoDate(Date.now()).slice(0, 7)}&amount=${encodeURIComponent('500+')}&search=de%20vries`, true],
    ['GET /api/admin/stats?period=90d', '/api/admin/stats?period=90d', false],
    ['GET /api/admin/activity', '/api/admin/activity', false],
  ];

  const rows = [];
  for (const [name, url, isList] of scenarios) {
    const result = await run({ url: `${baseUrl}${url}`, headers: auth });
    rows.push({ name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.non2xx + result.errors, isList });
  }
  const orders = await run({ url: `${baseUrl}/api/orders`, method: 'POST', headers: { 'content-type': 'application/json' }, body: order });
  rows.push({ name: 'POST /api/orders (guest, iDEAL, no payment delay)', p50: orders.latency.p50, p99: orders.latency.p99, rps: orders.requests.average, errors: orders.non2xx + orders.errors, isList: false });

  const barePort = await freePort();
  bare = startNode([path.join(apiDir, 'scripts/bare-express.mjs')], { env: { ...process.env, PORT: String(barePort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${barePort}/ping`);
  // Each server gets two warm-up seconds first, so that both are measured with their code optimised; then they take
  // turns, THROUGHPUT_ROUNDS times, and the median of the turns' shares is the figure: a slow spell of the machine
  // falls on both runs of a turn.
  const bareOptions = { url: `http://127.0.0.1:${barePort}/ping`, connections: THROUGHPUT_CONNECTIONS };
  const verifyOptions = { url: `${baseUrl}/api/auth/verify`, headers: auth, connections: THROUGHPUT_CONNECTIONS };
  await run({ ...bareOptions, duration: 2 });
  await run({ ...verifyOptions, duration: 2 });
  const bareRuns = [];
  const verifyRuns = [];
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    bareRuns.push(await run({ ...bareOptions, duration: THROUGHPUT_SECONDS }));
    verifyRuns.push(await run({ ...verifyOptions, duration: THROUGHPUT_SECONDS }));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const throughput = {
    bareRps: Math.round(median(bareRuns.map((result) => result.requests.average))),
    verifyRps: Math.round(median(verifyRuns.map((result) => result.requests.average))),
    // Each turn's share (the two runs of a turn are seconds apart, so a slow spell of the machine falls on both).
    share: median(bareRuns.map((result, round) => verifyRuns[round].requests.average / result.requests.average)),
    errors: [...bareRuns, ...verifyRuns].reduce((sum, result) => sum + result.non2xx + result.errors, 0),
    rounds: bareRuns.map((result, round) => ({ bareRps: Math.round(result.requests.average), verifyRps: Math.round(verifyRuns[round].requests.average) })),
  };

  console.log(`\n${'call'.padEnd(58)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)}  errors`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(58)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(Math.round(row.rps)).padStart(7)}  ${row.errors}`);
  }
  console.log(
    `\nThroughput, ${THROUGHPUT_CONNECTIONS} connections, median share of ${THROUGHPUT_ROUNDS} turns of ${THROUGHPUT_SECONDS} s${PIN ? ', server and load on cores of their own' : ''}: ` +
      `bare Express route ${throughput.bareRps} req/s, GET /api/auth/verify ${throughput.verifyRps} req/s = ${(throughput.share * 100).toFixed(0)} % (at least ${VERIFY_SHARE * 100} %; ` +
      `turns ${throughput.rounds.map((round) => `${round.bareRps}/${round.verifyRps}`).join(', ')})`,
  );

  const failures = rows.filter((row) => row.errors > 0 || (row.isList && row.p50 >= LIMIT_MS)).map((row) => row.name);
  if (throughput.errors > 0 || throughput.share < VERIFY_SHARE) failures.push(`GET /api/auth/verify throughput`);
  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ rows, rowsPerTable: ROWS, seconds: SECONDS, limitMs: LIMIT_MS, throughput, verifyShare: VERIFY_SHARE, failures }, null, 2));
  }
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.join('; ')} (list calls need a median under ${LIMIT_MS} ms, verify ${VERIFY_SHARE * 100} % of bare Express, no errors)`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery list call answers in under ${LIMIT_MS} ms at the median (one connection, ${SECONDS} s each, ${ROWS.toLocaleString('en')} rows per table).`);
  }
} finally {
  server?.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
