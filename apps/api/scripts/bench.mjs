// The API benchmark (issue 4; issue 9 adds its own figures later): fills a temporary database with 100,000
// customers and 100,000 invoices, starts the built server on a free port, and measures the back-office list calls
// and the order call with autocannon over loopback. Latency is measured with one connection (the time a call
// takes, not time spent queueing); the bar is a median under 50 ms for every list call.
//
//   npm run build && npm run bench -w @telecom/api        (BENCH_SECONDS=5 BENCH_ROWS=100000 to change)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => path.join(apiDir, 'dist', file);
const { openDatabase } = await import(dist('db/connection.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { createBackOfficeRepository } = await import(dist('modules/admin/back-office.repository.js'));
const { seededRandom } = await import(dist('lib/random.js'));

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIMIT_MS = 50;
const ADMIN = { email: 'bench-admin@telenova.nl', password: 'Bench-Admin-Wachtwoord-1' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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

async function waitForHealth(baseUrl) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'telecom-bench-'));
let server;
try {
  const databasePath = path.join(dataDir, 'bench.db');
  const fillMs = fill(databasePath);
  console.log(`Filled ${ROWS.toLocaleString('en')} customers and ${ROWS.toLocaleString('en')} invoices in ${(fillMs / 1000).toFixed(1)} s`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
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
  await waitForHealth(baseUrl);
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

  console.log(`\n${'call'.padEnd(58)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)}  errors`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(58)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(Math.round(row.rps)).padStart(7)}  ${row.errors}`);
  }
  const failures = rows.filter((row) => row.errors > 0 || (row.isList && row.p50 >= LIMIT_MS));
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.map((row) => row.name).join('; ')} (list calls need a median under ${LIMIT_MS} ms and no errors)`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery list call answers in under ${LIMIT_MS} ms at the median (one connection, ${SECONDS} s each, ${ROWS.toLocaleString('en')} rows per table).`);
  }
} finally {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
