// The billing benchmark (`npm run bench:billing`, issue 37, docs/contracts.md §14): for each size N it fills a new
// database with N active eSIM Pro subscriptions that started in October 2026 (each with its account, customer record
// and paid order; one in a hundred with a change for December, one in a hundred cancelled to the end of November), runs
// the billing run of 2026-12-01 in a process of its own on the built code, and prints per N the fill time, the run's
// time, the invoices it made, its time per 1,000 subscriptions and the peak memory (RSS) of its process. It checks
// the run's work: one invoice per invoiced subscription, each linked, numbered INV-2026-1 … N without a gap.
//
// Bars (PASS/FAIL, exit code 1 on a miss): 1,000,000 subscriptions in under 10 minutes on SQLite and under 15 on
// PostgreSQL, linear (the time per 1,000 at 1,000,000 at most 1.5 times that at 100,000) and a peak RSS under 400 MB.
// Bars that need a size not run (1,000,000; 100,000 for linearity) are not judged.
//
// BENCH_BILLING_SIZES=10000,100000,1000000 (the default) chooses the sizes. Without BENCH_DATABASE_URL each size gets a
// temporary SQLite file; with BENCH_DATABASE_URL=postgres://… a database of its own on that server, dropped
// afterwards (`bash scripts/with-postgres.sh` gives a throwaway server as TEST_DATABASE_URL):
//   npm run bench:billing
//   bash scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npm run bench:billing'
// The fill is INSERT … SELECT over a generated series (a recursive CTE on SQLite, generate_series on PostgreSQL), in
// chunks of 100,000 rows, then the planner's statistics (ANALYZE), as a long-running database would have them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase, dropBenchDatabase } from './lib/bench-database.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => path.join(apiDir, 'dist', file);
const { openDatabase } = await import(dist('db/connection.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { sql } = await import('kysely');

const RUN_DATE = '2026-12-01';
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const SIZES = (process.env.BENCH_BILLING_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isSafeInteger(size) && size > 0);
const MILLION = 1_000_000;
const LIMIT_MINUTES = BENCH_DATABASE_URL ? 15 : 10;
const LINEAR_FACTOR = 1.5;
const RSS_LIMIT_MB = 400;
/** Rows per INSERT … SELECT of the fill. */
const FILL_CHUNK = 100_000;

// --- the run, in a process of its own: `node bench-billing.mjs --run <sqlite file | postgres url>` -----------------
if (process.argv[2] === '--run') {
  const { createBillingService } = await import(dist('modules/subscriptions/billing.service.js'));
  const { createSettingsService } = await import(dist('modules/settings/settings.service.js'));
  const target = process.argv[3];
  const store = openDatabase(target.startsWith('postgres') ? { url: target } : { path: target });
  const clock = { now: () => new Date(`${RUN_DATE}T03:00:00.000Z`) };
  const billing = createBillingService({
    db: store.kysely,
    settings: createSettingsService(store.kysely, clock),
    clock,
  });
  const started = performance.now();
  const result = await billing.runBilling(RUN_DATE);
  const ms = performance.now() - started;
  await store.close();
  // maxRSS: the process's peak resident set in kilobytes (getrusage), the database's own memory included on SQLite.
  process.stdout.write(`${JSON.stringify({ ms, result, maxRssKb: process.resourceUsage().maxRSS })}\n`);
  process.exit(0);
}

/** The whole numbers from..to as a table n(i): a recursive CTE on SQLite, generate_series on PostgreSQL. */
const series = (postgres, from, to) =>
  postgres
    ? sql`generate_series(${sql.lit(from)}, ${sql.lit(to)}) AS n(i)`
    : sql`(WITH RECURSIVE c(i) AS (SELECT ${sql.lit(from)} UNION ALL SELECT i + 1 FROM c WHERE i < ${sql.lit(to)}) SELECT i FROM c) AS n`;

/** Migrates the database and fills it with `size` subscriptions and what they belong to; the milliseconds it took. */
async function fill(target, size) {
  const store = openDatabase(target.startsWith('postgres') ? { url: target } : { path: target });
  await migrate(store);
  const postgres = store.dialect === 'postgres';
  const started = performance.now();
  const language = sql`CASE n.i % 3 WHEN 0 THEN 'nl' WHEN 1 THEN 'en' ELSE 'es' END`;
  const email = sql`'klant' || n.i || '@example.nl'`;
  const name = sql`'Bench Klant ' || n.i`;
  const created = sql.lit('2026-10-15T10:00:00.000Z');
  const configuration = '{"durationMonths":1,"calling":"nl","nlData":2,"euData":1,"worldData":0}';
  const nextConfiguration = '{"durationMonths":12,"calling":"eu","nlData":4,"euData":1,"worldData":0}';
  for (let from = 1; from <= size; from += FILL_CHUNK) {
    const to = Math.min(size, from + FILL_CHUNK - 1);
    const n = series(postgres, from, to);
    await store.kysely.transaction().execute(async (trx) => {
      await sql`INSERT INTO users (id, first_name, last_name, email, password_hash, role, language, newsletter,
          token_version, created_at, updated_at, name_key, email_key)
        SELECT n.i, 'Bench', 'Klant ' || n.i, ${email}, 'x', 'customer', ${language}, 0, 0, ${created}, ${created},
          'bench klant ' || n.i, ${email}
        FROM ${n}`.execute(trx);
      await sql`INSERT INTO customers (id, user_id, name, name_key, email, email_key, plan, plan_name, status,
          created_at, created_at_ms)
        SELECT n.i, n.i, ${name}, 'bench klant ' || n.i, ${email}, ${email}, 'esim-pro', 'eSIM Pro', 'active',
          ${created}, ${sql.lit(Date.parse('2026-10-15T10:00:00.000Z'))}
        FROM ${n}`.execute(trx);
      await sql`INSERT INTO orders (id, user_id, account, product_kind, product, customer, customer_email, delivery,
          payment_method, payment_status, transaction_id, total_price_cents, total_with_vat_cents, language,
          created_at, status, payment_expires_at, paid_at, customer_id, name_key, email_key)
        SELECT 'ORD-' || (1760000000000 + n.i), n.i, 'existing', 'esim-pro', '{"kind":"esim-pro"}',
          '{"name":"Bench Klant ' || n.i || '"}', ${email}, 'email', 'ideal', 'paid', 'tr_bench_' || n.i, 1500, 1815,
          ${language}, ${created}, 'paid', ${created}, ${created}, n.i, 'bench klant ' || n.i, ${email}
        FROM ${n}`.execute(trx);
      // One in a hundred has a change from December on, one in a hundred ends on the last day of November.
      await sql`INSERT INTO subscriptions (id, order_id, customer_id, user_id, kind, name, status, configuration,
          monthly_cents, next_configuration, next_monthly_cents, next_from, started_on, minimum_term_end, ends_on,
          cancelled_at, language, created_at)
        SELECT n.i, 'ORD-' || (1760000000000 + n.i), n.i, n.i, 'esim-pro', 'eSIM Pro',
          CASE WHEN n.i % 100 = 1 THEN 'cancelling' ELSE 'active' END, ${configuration}, 1000 + (n.i % 7) * 250,
          CASE WHEN n.i % 100 = 0 THEN ${nextConfiguration} END, CASE WHEN n.i % 100 = 0 THEN 1900 END,
          CASE WHEN n.i % 100 = 0 THEN '2026-12-01' END, '2026-10-15', '2026-11-14',
          CASE WHEN n.i % 100 = 1 THEN '2026-11-30' END, CASE WHEN n.i % 100 = 1 THEN ${created} END,
          ${language}, ${created}
        FROM ${n}`.execute(trx);
    });
  }
  if (postgres) await sql`VACUUM ANALYZE`.execute(store.kysely);
  else await sql`ANALYZE`.execute(store.kysely);
  await store.close();
  return performance.now() - started;
}

/** Runs the billing run in its own process; its time, result and peak RSS. */
function runBilling(target) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--run', target], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`the run exited ${code}`)),
    );
  });
}

/** What the run left: invoices, linked claims and the counter, which must agree with its result. */
async function checkRun(target, size, invoiced) {
  const store = openDatabase(target.startsWith('postgres') ? { url: target } : { path: target });
  const value = async (query) => Number(Object.values((await query.execute(store.kysely)).rows[0])[0]);
  const invoices = await value(sql`SELECT count(*) FROM invoices`);
  const linked = await value(sql`SELECT count(*) FROM subscription_invoices WHERE invoice_id IS NOT NULL`);
  const counter = await value(sql`SELECT last_value FROM number_sequences WHERE name = 'INV-2026'`);
  const ended = await value(sql`SELECT count(*) FROM subscriptions WHERE status = 'cancelled'`);
  await store.close();
  const expectedInvoices = size - Math.floor((size + 99) / 100); // every one but the hundredth that ended
  const problems = [];
  if (invoiced !== expectedInvoices) problems.push(`invoiced ${invoiced}, expected ${expectedInvoices}`);
  if (invoices !== invoiced || linked !== invoiced || counter !== invoiced)
    problems.push(`${invoices} invoices, ${linked} linked, counter at ${counter} for ${invoiced} invoiced`);
  if (ended !== size - expectedInvoices) problems.push(`${ended} ended, expected ${size - expectedInvoices}`);
  return problems;
}

const database = BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`Billing benchmark on ${database}, run of ${RUN_DATE}, sizes ${SIZES.join(', ')}`);
console.log('subscriptions |   fill (s) |    run (s) |  invoices | run per 1,000 (ms) | peak RSS (MB)');
const rows = [];
const failures = [];
for (const size of SIZES) {
  let dir;
  const target = BENCH_DATABASE_URL
    ? await createBenchDatabase(BENCH_DATABASE_URL, `telecom_bench_billing_${size}_${process.pid}`)
    : path.join((dir = mkdtempSync(path.join(tmpdir(), 'bench-billing-'))), 'bench.db');
  try {
    const fillMs = await fill(target, size);
    const { ms, result, maxRssKb } = await runBilling(target);
    const row = {
      size,
      fillMs,
      ms,
      invoiced: result.invoiced,
      perThousand: ms / (size / 1000),
      rssMb: maxRssKb / 1024,
    };
    rows.push(row);
    console.log(
      `${String(size).padStart(13)} | ${(fillMs / 1000).toFixed(1).padStart(10)} | ${(ms / 1000).toFixed(1).padStart(10)} | ` +
        `${String(result.invoiced).padStart(9)} | ${row.perThousand.toFixed(1).padStart(18)} | ${row.rssMb.toFixed(0).padStart(13)}`,
    );
    for (const problem of await checkRun(target, size, result.invoiced)) failures.push(`${size}: ${problem}`);
  } finally {
    if (BENCH_DATABASE_URL) await dropBenchDatabase(BENCH_DATABASE_URL, target);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const million = rows.find((row) => row.size === MILLION);
const hundredThousand = rows.find((row) => row.size === 100_000);
if (million) {
  const ok = million.ms < LIMIT_MINUTES * 60_000;
  console.log(`${verdict(ok)} 1,000,000 in ${(million.ms / 60_000).toFixed(1)} min (bar: under ${LIMIT_MINUTES} min)`);
  if (!ok) failures.push(`1,000,000 took ${(million.ms / 60_000).toFixed(1)} min`);
} else console.log('(1,000,000 not run: its time bar is not judged)');
if (million && hundredThousand) {
  const ratio = million.perThousand / hundredThousand.perThousand;
  const ok = ratio <= LINEAR_FACTOR;
  console.log(
    `${verdict(ok)} linear: per 1,000 at 1,000,000 is ${ratio.toFixed(2)}x that at 100,000 (bar: at most ${LINEAR_FACTOR}x)`,
  );
  if (!ok) failures.push(`time per 1,000 grew ${ratio.toFixed(2)}x`);
} else console.log('(100,000 and 1,000,000 not both run: linearity is not judged)');
const peak = Math.max(...rows.map((row) => row.rssMb));
console.log(`${verdict(peak < RSS_LIMIT_MB)} peak RSS ${peak.toFixed(0)} MB (bar: under ${RSS_LIMIT_MB} MB)`);
if (peak >= RSS_LIMIT_MB) failures.push(`peak RSS ${peak.toFixed(0)} MB`);
if (failures.length > 0) {
  console.log(`FAILED: ${failures.join('; ')}`);
  process.exitCode = 1;
}
