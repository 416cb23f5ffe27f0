// The API benchmark: fills a temporary database with 100,000 customers, 100,000 invoices and 100,000 orders, starts the built server
// on a free port, and measures with autocannon over loopback:
// - the back-office list calls and the order call, with one connection (the time a call takes, not time spent
//   queueing); the bar is a median under 50 ms for every list call (issue 4) and for the stats, the reports and
//   the order list and its search (issue 37);
// - the throughput of `GET /api/auth/verify` (token check, account look-up, every middleware of the real app) against
//   a bare Express route in its own process, both with 10 connections; the bar is at least 35 % on SQLite (issue 9
//   set 60 % on Node 20; on Node 24 the bare route answers about four times as many requests a second and the share
//   measured 42–54 %, issue 35), the median of five turns of 1 s (some 5,000 answers each on SQLite; turns of 2 s
//   measured the same shares, 58–61 %); reported on PostgreSQL (BENCH_DATABASE_URL), where each check is a round trip
//   to the database server, from three turns;
// - `GET /api/auth/verify` at 200 requests/s (10 connections) while correct logins of a registered account stream in
//   at 20 per second (a timer that sends them on schedule, never waiting for the answers): the bar is a p99 under
//   50 ms, so that hashing a password never holds up the other requests (issue 17); the median of three turns of 3 s,
//   or of five when the three's misses the bar (as the page scores: one stall of a busy host, 100 ms in which some
//   twenty requests wait, is a turn's p99).
//   Both at a set rate, not as fast as they go: 20 argon2id hashes a second (15 to 20 ms each, decision 024; bcrypt at
//   cost 10 took 42 to 70 ms, more than the one core has at 20 a second) take a third of the server's one core, and a
//   flat-out load on top would measure the overload, not the hold-up.
// - on SQLite, the demo seed into an empty database, in wall and processor time: reported, not a bar (below).
// Prints the figures and, with BENCH_JSON=file, writes them to that file; exits 1 when a bar is missed.
// With BENCH_DATABASE_URL=postgres://… the server runs on PostgreSQL (issue 19: the same bars on both databases): a
// database of its own is made on that server for the run and dropped afterwards; without it, a temporary SQLite file.
//
//   npm run build && npm run bench -w @telecom/api
// BENCH_SECONDS (each list call, default 1), BENCH_ROWS, BENCH_THROUGHPUT_SECONDS (each throughput turn, default 1) and
// BENCH_LOGIN_SECONDS (each turn under logins, default 3) change the amount of work; the defaults keep both runs of CI
// within a minute and a half each (a median of 30 to 150 answers per list call is steady to the millisecond).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitFor } from '../../../scripts/lib/local-server.mjs';
import { createBenchDatabase, dropBenchDatabase } from './lib/bench-database.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => path.join(apiDir, 'dist', file);
const { openDatabase } = await import(dist('db/connection.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { seededRandom } = await import(dist('lib/random.js'));
const { seedDemo } = await import(dist('db/seed/demo.js'));
const { foldCase } = await import('@telecom/domain');
const { sql } = await import('kysely');

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const LIMIT_MS = 50;
const VERIFY_SHARE = 0.35;
const THROUGHPUT_CONNECTIONS = 10;
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
/** Turns of the throughput comparison: five where its share is a bar (SQLite), three where it is reported (PostgreSQL). */
const THROUGHPUT_ROUNDS = BENCH_DATABASE_URL ? 3 : 5;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 1);
const ADMIN = { email: 'bench-admin@telenova.nl', password: 'Bench-Admin-Wachtwoord-1' };
const LOGIN_RATE = 20;
const VERIFY_RATE_UNDER_LOGINS = 200;
const LOGIN_LIMIT_MS = 50;
const LOGIN_ROUNDS = 3;
/** Turns under logins in all when the median of the first LOGIN_ROUNDS misses the bar. */
const LOGIN_ROUNDS_MORE = 5;
const LOGIN_SECONDS = Number(process.env.BENCH_LOGIN_SECONDS ?? 3);
// Below this share of LOGIN_RATE the server did not keep up, and the verify figure was measured under less load.
const LOGIN_RATE_SHARE = 0.9;
/** Rows per INSERT: under PostgreSQL's 65,535 parameters and SQLite's 32,766 per statement. */
const BATCH_ROWS = 1_000;
/**
 * The demo seed (three years of records walked through the services) on SQLite: every test file that asks for the demo
 * data and every fresh demo server pays it once. Reported here, on a machine with nothing else running, rather than
 * bounded in a test, where the other test files share the cores (the same code measured 4.9 s and 7.2 s of processor
 * time there). It is not a bar: it is the developers' wait, not a customer's, and its processor time follows the host
 * (4.4–5.9 s on the two-core machine of docs/performance.md, the first seed of a process the slowest).
 */

/** Seeds an empty in-memory SQLite database as a demo server does; wall and processor milliseconds. */
async function timeDemoSeed() {
  const store = openDatabase(':memory:');
  try {
    await migrate(store);
    const started = performance.now();
    const cpu = process.cpuUsage();
    if (!(await seedDemo(store, { now: new Date('2026-11-23T10:30:00Z') })))
      throw new Error('the demo seed did not run');
    const used = process.cpuUsage(cpu);
    return { wallMs: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) };
  } finally {
    await store.close();
  }
}
const LOGIN_ACCOUNT = {
  firstName: 'Bench',
  lastName: 'Klant',
  email: 'bench-login@example.nl',
  password: 'Bench-Login-Wachtwoord-7',
  acceptTerms: true,
};

// With two cores or more, the servers run on core 1 and this process (autocannon, the load) on core 0, so that the
// load generator does not take CPU from the server it measures; without taskset both share the machine.
const PIN =
  process.env.BENCH_PIN !== '0' &&
  availableParallelism() >= 2 &&
  (() => {
    try {
      execFileSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
const startNode = (args, options) =>
  PIN ? spawn('taskset', ['-c', '1', process.execPath, ...args], options) : spawn(process.execPath, args, options);

const FIRST = [
  'Daan',
  'Emma',
  'Sem',
  'Julia',
  'Lucas',
  'Sophie',
  'Levi',
  'Tess',
  'Finn',
  'Anna',
  'Émile',
  'Zoë',
  'Mohamed',
  'Fatima',
];
const LAST = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'van der Linden',
  'Yilmaz',
];
const STATUSES = ['active', 'active', 'active', 'inactive', 'suspended'];
const PLANS = [
  ['esim-pro', 'eSIM Pro'],
  ['voip', 'VOIP Standard'],
  ['voip', 'VOIP Business'],
  ['business', 'Business Pro'],
];
const INVOICE_STATUSES = ['paid', 'paid', 'paid', 'sent', 'draft', 'cancelled', 'overdue'];
const ORDER_PRODUCTS = [
  ['esim-pro', 'eSIM Pro', 2999],
  ['travel', 'Europe 10 GB', 2499],
  ['voip', 'VOIP Standard', 1499],
  ['ai-voicemail', 'AI Voicemail Basic', 999],
  ['ai-assistant', 'AI Assistant Starter', 4900],
];
// No open payments: the server would expire them all while it is measured.
const ORDER_STATUSES = ['paid', 'paid', 'paid', 'paid', 'failed', 'expired', 'refunded'];
const PAYMENT_STATUS_OF = { paid: 'paid', pending: 'open', failed: 'failed', expired: 'expired', refunded: 'paid' };
const PAYMENT_METHODS = ['ideal', 'creditcard', 'paypal', 'applepay'];
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

async function insertInBatches(db, table, rows) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH_ROWS))
      .execute();
}

/** Migrates the database and fills it with ROWS customers, ROWS invoices and ROWS orders; the milliseconds it took. */
async function fill(options) {
  const store = openDatabase(options);
  await migrate(store);
  const r = seededRandom(42);
  const now = Date.now();
  const started = performance.now();
  const customers = [];
  for (let i = 0; i < ROWS; i++) {
    const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    const [plan, planName] = r.pick(PLANS);
    const email = `${name.toLowerCase().replace(/[^a-z]/g, '.')}${i}@example.nl`;
    const createdMs = now - r.int(0, 3 * 365 * 86_400_000);
    customers.push({
      name,
      name_key: foldCase(name),
      email,
      email_key: foldCase(email),
      plan,
      plan_name: planName,
      status: r.pick(STATUSES),
      created_at: new Date(createdMs).toISOString(),
      created_at_ms: createdMs,
    });
  }
  const invoices = [];
  for (let i = 0; i < ROWS; i++) {
    const issue = now - r.int(0, 3 * 365) * 86_400_000;
    const status = r.pick(INVOICE_STATUSES);
    const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    const invoiceNumber = `INV-${new Date(issue).getUTCFullYear()}-${String(i + 1).padStart(6, '0')}`;
    const email = `${name.toLowerCase().replace(/[^a-z]/g, '.')}@example.nl`;
    const amount = r.int(0, 150_000);
    const vat = Math.round(amount * 0.21);
    invoices.push({
      invoice_number: invoiceNumber,
      number_key: foldCase(invoiceNumber),
      customer_id: r.int(1, ROWS),
      customer_name: name,
      name_key: foldCase(name),
      customer_email: email,
      email_key: foldCase(email),
      amount_cents: amount,
      vat_cents: vat,
      total_cents: amount + vat,
      status,
      issue_date: isoDate(issue),
      due_date: isoDate(issue + 30 * 86_400_000),
      paid_date: status === 'paid' ? isoDate(issue + 5 * 86_400_000) : null,
      recurring: r.next() < 0.3 ? 1 : 0,
    });
  }
  const orders = [];
  for (let i = 0; i < ROWS; i++) {
    const createdMs = now - r.int(0, 3 * 365 * 86_400_000);
    const [kind, productName, cents] = r.pick(ORDER_PRODUCTS);
    const status = r.pick(ORDER_STATUSES);
    const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    const email = `${name.toLowerCase().replace(/[^a-z]/g, '.')}${i}@example.nl`;
    const createdAt = new Date(createdMs).toISOString();
    const paidAt = status === 'paid' || status === 'refunded' ? new Date(createdMs + 60_000).toISOString() : null;
    orders.push({
      id: `ORD-${i + 1}`,
      account: 'guest',
      product_kind: kind,
      product: JSON.stringify({ kind, name: productName }),
      customer: JSON.stringify({ name, email }),
      customer_email: email,
      delivery: 'email',
      payment_method: r.pick(PAYMENT_METHODS),
      payment_status: PAYMENT_STATUS_OF[status],
      total_price_cents: cents,
      total_with_vat_cents: Math.round(cents * 1.21),
      language: 'nl',
      created_at: createdAt,
      status,
      payment_expires_at: new Date(createdMs + 15 * 60_000).toISOString(),
      paid_at: paidAt,
      refunded_at: status === 'refunded' ? new Date(createdMs + 86_400_000).toISOString() : null,
      name_key: foldCase(name),
      email_key: foldCase(email),
    });
  }
  const postgres = store.dialect === 'postgres';
  if (postgres) {
    // On PostgreSQL the customers come with their total spent (the paid invoices' totals), and the invoices' trigger
    // that keeps it (migration 010) is off while they are inserted: it would update a customer, and every one of its
    // indexes (the trigram ones among them), once per paid invoice (about 43,000 times; the fill took 18 s with it,
    // 14-16 s without). The check below holds the totals to the trigger's rule on both databases.
    const spent = new Map();
    for (const invoice of invoices)
      if (invoice.status === 'paid')
        spent.set(invoice.customer_id, (spent.get(invoice.customer_id) ?? 0) + invoice.total_cents);
    customers.forEach((customer, index) => (customer.spent_cents = spent.get(index + 1) ?? 0));
  }
  await store.kysely.transaction().execute(async (trx) => {
    if (postgres) await sql`ALTER TABLE invoices DISABLE TRIGGER invoices_spent`.execute(trx);
    await insertInBatches(trx, 'customers', customers);
    await insertInBatches(trx, 'invoices', invoices);
    await insertInBatches(trx, 'orders', orders);
    if (postgres) await sql`ALTER TABLE invoices ENABLE TRIGGER invoices_spent`.execute(trx);
  });
  const { wrong } = await sql`
    SELECT count(*) AS wrong FROM customers c
    WHERE c.spent_cents <> COALESCE((SELECT SUM(i.total_cents) FROM invoices i
                                     WHERE i.customer_id = c.id AND i.status = 'paid'), 0)`
    .execute(store.kysely)
    .then(({ rows }) => rows[0]);
  if (Number(wrong) !== 0) throw new Error(`the fill left ${wrong} customers with a wrong total spent`);
  // The planner's statistics for the filled tables, as a long-running database would have them.
  // VACUUM sets the visibility map, as autovacuum does on a running database, so that index-only scans read no rows.
  // Twice: on the throwaway cluster (synchronous_commit off) the pass right after the fill's commit left the invoices'
  // pages not all-visible (relallvisible 0 of 2,867), so every count read the table: 108 instead of 19 ms a list call.
  if (store.dialect === 'postgres') {
    // The stat counters folded, as the server does at start-up and every 10 minutes (the fill added a row per batch
    // and key).
    await sql`SELECT compact_stat_counters()`.execute(store.kysely);
    await sql`VACUUM ANALYZE`.execute(store.kysely);
    await sql`VACUUM`.execute(store.kysely);
  } else store.sqlite.pragma('optimize');
  await store.close();
  return performance.now() - started;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
};

/**
 * Sends `POST /api/auth/login` with `body` at `rate` per second for `seconds`, each on its due time (a late timer sends
 * the ones it missed at once), without waiting for earlier answers. Resolves once every login has answered, with the
 * count by status, the latencies and the achieved rate: the logins answered 200 per second, from the first such
 * answer to the last.
 */
async function streamLogins(url, body, rate, seconds) {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending = [];
  const statuses = {};
  const latencies = [];
  const answeredOk = [];
  const send = async () => {
    const sent = performance.now();
    let status = 'error';
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      // counted as 'error'
    }
    const answered = performance.now();
    latencies.push(answered - sent);
    if (status === 200) answeredOk.push(answered);
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  for (let sentCount = 0; sentCount < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    while (sentCount < due) {
      pending.push(send());
      sentCount += 1;
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, started + (sentCount * 1000) / rate - performance.now())),
    );
  }
  await Promise.all(pending);
  const ok = answeredOk.length;
  const rateAnswered = ok < 2 ? 0 : ((ok - 1) * 1000) / (Math.max(...answeredOk) - Math.min(...answeredOk));
  return {
    sent: total,
    statuses,
    ok,
    rate: rateAnswered,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'telecom-bench-'));
let server;
let bare;
let databaseUrl;
try {
  const databasePath = path.join(dataDir, 'bench.db');
  databaseUrl =
    BENCH_DATABASE_URL && (await createBenchDatabase(BENCH_DATABASE_URL, `telecom_bench_${process.pid}_${Date.now()}`));
  const seed = databaseUrl ? undefined : await timeDemoSeed();
  if (seed) console.log(`Demo seed on SQLite: ${seed.wallMs} ms, ${seed.cpuMs} ms of processor time (reported)`);
  const fillMs = await fill(databaseUrl ? { url: databaseUrl } : { path: databasePath });
  console.log(
    `Filled ${ROWS.toLocaleString('en')} customers, invoices and orders each in ${(fillMs / 1000).toFixed(1)} s (${databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
  );

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = startNode([path.join(apiDir, 'dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The built-in simulated payment provider, which production refuses unless allowed (docs/contracts.md §12).
      ALLOW_SIMULATED_PAYMENTS: 'true',
      // The simulated voice platform, which production refuses unless allowed (docs/contracts.md §15).
      ALLOW_SIMULATED_VOICE: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  const order = JSON.stringify({
    product: {
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
    },
    customer: {
      name: 'Bench Klant',
      email: 'bench@example.nl',
      phone: '0612345678',
      country: 'NL',
      postcode: '1071 XX',
      houseNumber: '1',
      street: 'Museumstraat',
      city: 'Amsterdam',
    },
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'guest',
    withdrawalConsent: true,
  });

  const scenarios = [
    ['GET /api/admin/customers (defaults)', '/api/admin/customers', true],
    ['GET /api/admin/customers?search=jansen', '/api/admin/customers?search=jansen', true],
    [
      'GET /api/admin/customers filtered, by spend, page 500',
      '/api/admin/customers?status=active&plan=voip&sort=totalSpent&dir=desc&page=500',
      true,
    ],
    ['GET /api/admin/customers by join date, last page', '/api/admin/customers?sort=created_at&page=10000', true],
    ['GET /api/admin/invoices (defaults)', '/api/admin/invoices', true],
    ['GET /api/admin/invoices?status=overdue&sort=amount', '/api/admin/invoices?status=overdue&sort=amount', true],
    [
      'GET /api/admin/invoices month + amount + search',
      `/api/admin/invoices?month=${isoDate(Date.now()).slice(0, 7)}&amount=${encodeURIComponent('500+')}&search=de%20vries`,
      true,
    ],
    ['GET /api/admin/stats?period=90d', '/api/admin/stats?period=90d', true],
    ['GET /api/admin/reports', '/api/admin/reports', true],
    ['GET /api/admin/orders (defaults)', '/api/admin/orders', true],
    ['GET /api/admin/orders?search=jansen', '/api/admin/orders?search=jansen', true],
    [
      'GET /api/admin/orders paid eSIM Pro by total, page 100',
      '/api/admin/orders?status=paid&kind=esim-pro&sort=total&dir=desc&page=100',
      false,
    ],
    ['GET /api/admin/activity', '/api/admin/activity', false],
  ];

  const rows = [];
  // A scenario's third field: whether its median is held to the bar (on both databases; on PostgreSQL the stats and
  // reports read the counters of db/stat-counters.ts).
  for (const [name, url, gate] of scenarios) {
    const isList = gate;
    const result = await run({ url: `${baseUrl}${url}`, headers: auth });
    rows.push({
      name,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      errors: result.non2xx + result.errors,
      isList,
    });
  }
  const orders = await run({
    url: `${baseUrl}/api/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: order,
  });
  rows.push({
    name: 'POST /api/orders (guest, iDEAL, no payment delay)',
    p50: orders.latency.p50,
    p99: orders.latency.p99,
    rps: orders.requests.average,
    errors: orders.non2xx + orders.errors,
    isList: false,
  });

  const barePort = await freePort();
  bare = startNode([path.join(apiDir, 'scripts/bare-express.mjs')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  const throughput = {
    bareRps: Math.round(median(bareRuns.map((result) => result.requests.average))),
    verifyRps: Math.round(median(verifyRuns.map((result) => result.requests.average))),
    // Each turn's share (the two runs of a turn are seconds apart, so a slow spell of the machine falls on both).
    share: median(bareRuns.map((result, round) => verifyRuns[round].requests.average / result.requests.average)),
    errors: [...bareRuns, ...verifyRuns].reduce((sum, result) => sum + result.non2xx + result.errors, 0),
    rounds: bareRuns.map((result, round) => ({
      bareRps: Math.round(result.requests.average),
      verifyRps: Math.round(verifyRuns[round].requests.average),
    })),
  };

  // GET /api/auth/verify while logins stream in: a registered account (not the admin, whose token verify uses) logs
  // in with its correct password. The login limits count a login while it is answered and take a success back, so
  // they answer 429 only when more than 10 logins of the account are waiting at once: when the server falls behind.
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN_ACCOUNT),
  });
  if (registered.status !== 201) throw new Error(`registering the benchmark account answered ${registered.status}`);
  const loginUrl = `${baseUrl}/api/auth/login`;
  const loginBody = JSON.stringify({ email: LOGIN_ACCOUNT.email, password: LOGIN_ACCOUNT.password });
  await streamLogins(loginUrl, loginBody, LOGIN_RATE, 1); // warm-up
  const loginTurns = [];
  const loginTurn = async () => {
    const [verify, logins] = await Promise.all([
      run({ ...verifyOptions, overallRate: VERIFY_RATE_UNDER_LOGINS, duration: LOGIN_SECONDS }),
      streamLogins(loginUrl, loginBody, LOGIN_RATE, LOGIN_SECONDS),
    ]);
    loginTurns.push({
      verifyP50: verify.latency.p50,
      verifyP99: verify.latency.p99,
      verifyRps: Math.round(verify.requests.average),
      verifyErrors: verify.non2xx + verify.errors,
      logins,
    });
  };
  while (loginTurns.length < LOGIN_ROUNDS) await loginTurn();
  // A median over the bar gets two more turns, and the median of five decides (one turn in a host's slow spell).
  if (median(loginTurns.map((turn) => turn.verifyP99)) >= LOGIN_LIMIT_MS)
    while (loginTurns.length < LOGIN_ROUNDS_MORE) await loginTurn();
  const turnMedian = (pick) => median(loginTurns.map(pick));
  const loginLoad = {
    targetRate: LOGIN_RATE,
    verifyRate: VERIFY_RATE_UNDER_LOGINS,
    rate: Number(turnMedian((turn) => turn.logins.rate).toFixed(1)),
    verifyP50: turnMedian((turn) => turn.verifyP50),
    verifyP99: turnMedian((turn) => turn.verifyP99),
    verifyRps: turnMedian((turn) => turn.verifyRps),
    loginP50: Math.round(turnMedian((turn) => turn.logins.p50)),
    loginP99: Math.round(turnMedian((turn) => turn.logins.p99)),
    verifyErrors: loginTurns.reduce((sum, turn) => sum + turn.verifyErrors, 0),
    loginStatuses: loginTurns.reduce((all, turn) => {
      for (const [status, count] of Object.entries(turn.logins.statuses)) all[status] = (all[status] ?? 0) + count;
      return all;
    }, {}),
    turns: loginTurns.map((turn) => ({ verifyP99: turn.verifyP99, rate: Number(turn.logins.rate.toFixed(1)) })),
  };
  const loginFailures = Object.entries(loginLoad.loginStatuses).filter(([status]) => status !== '200');

  console.log(`\n${'call'.padEnd(58)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)}  errors`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(58)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(Math.round(row.rps)).padStart(7)}  ${row.errors}`,
    );
  }
  console.log(
    `\nThroughput, ${THROUGHPUT_CONNECTIONS} connections, median share of ${THROUGHPUT_ROUNDS} turns of ${THROUGHPUT_SECONDS} s${PIN ? ', server and load on cores of their own' : ''}: ` +
      `bare Express route ${throughput.bareRps} req/s, GET /api/auth/verify ${throughput.verifyRps} req/s = ${(throughput.share * 100).toFixed(0)} % (${databaseUrl ? 'reported on PostgreSQL' : `at least ${VERIFY_SHARE * 100} %`}; ` +
      `turns ${throughput.rounds.map((round) => `${round.bareRps}/${round.verifyRps}`).join(', ')})`,
  );

  console.log(
    `\nGET /api/auth/verify at ${VERIFY_RATE_UNDER_LOGINS} req/s (${THROUGHPUT_CONNECTIONS} connections) while ${LOGIN_RATE} logins/s stream in, median of ${loginTurns.length} turns of ${LOGIN_SECONDS} s: ` +
      `p50 ${loginLoad.verifyP50} ms, p99 ${loginLoad.verifyP99} ms (under ${LOGIN_LIMIT_MS} ms), ${loginLoad.verifyRps} req/s; ` +
      `logins ${loginLoad.rate}/s answered (at least ${LOGIN_RATE * LOGIN_RATE_SHARE}/s), p50 ${loginLoad.loginP50} ms, p99 ${loginLoad.loginP99} ms; ` +
      `turns ${loginLoad.turns.map((turn) => `${turn.verifyP99} ms/${turn.rate}/s`).join(', ')}` +
      (loginFailures.length > 0
        ? `; logins answered ${loginFailures.map(([status, count]) => `${status} ${count}×`).join(', ')}`
        : ''),
  );

  const failures = rows.filter((row) => row.errors > 0 || (row.isList && row.p50 >= LIMIT_MS)).map((row) => row.name);
  // The share of bare Express is the gate of the embedded database, where a token check costs the process CPU alone
  // (issue 9). On PostgreSQL every check is a round trip to another process, whose protocol the API's one core also
  // parses: the figure is reported, and the p99 under logins below is the gate there (issue 19 asks the list gate).
  if (throughput.errors > 0 || (!databaseUrl && throughput.share < VERIFY_SHARE))
    failures.push(`GET /api/auth/verify throughput`);
  if (loginLoad.verifyErrors > 0 || loginLoad.verifyP99 >= LOGIN_LIMIT_MS)
    failures.push(`GET /api/auth/verify p99 under ${LOGIN_RATE} logins/s`);
  if (loginFailures.length > 0 || loginLoad.rate < LOGIN_RATE * LOGIN_RATE_SHARE) {
    failures.push(
      `logins at ${LOGIN_RATE}/s (${loginLoad.rate}/s answered${loginLoad.loginStatuses[429] ? `, ${loginLoad.loginStatuses[429]} refused with 429` : ''})`,
    );
  }
  if (process.env.BENCH_JSON) {
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify(
        {
          database: databaseUrl ? 'postgres' : 'sqlite',
          rows,
          rowsPerTable: ROWS,
          seconds: SECONDS,
          limitMs: LIMIT_MS,
          throughput,
          verifyShare: VERIFY_SHARE,
          loginLoad,
          loginLimitMs: LOGIN_LIMIT_MS,
          demoSeed: seed,
          failures,
        },
        null,
        2,
      ),
    );
  }
  if (failures.length > 0) {
    console.error(
      `\nFAILED: ${failures.join('; ')} (list calls need a median under ${LIMIT_MS} ms, verify ${VERIFY_SHARE * 100} % of bare Express and a p99 under ` +
        `${LOGIN_LIMIT_MS} ms while ${LOGIN_RATE} logins/s are answered, no errors)`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `\nEvery list call answers in under ${LIMIT_MS} ms at the median (one connection, ${SECONDS} s each, ${ROWS.toLocaleString('en')} rows per table).`,
    );
    console.log(
      `GET /api/auth/verify answers in under ${LOGIN_LIMIT_MS} ms at the p99 while ${LOGIN_RATE} logins/s are answered.`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropBenchDatabase(BENCH_DATABASE_URL, databaseUrl);
}
