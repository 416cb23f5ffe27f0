// Prometheus metrics (docs/contracts.md §18, docs/decisions/068): the requests this instance answered, by method, route
// pattern and status, with their durations; and, read from the jobs table when Prometheus scrapes, the work waiting in
// it and the state of the mail outbox. Every app has its own registry: tests build many apps in one process, and
// prom-client's global registry would refuse the second app's metrics of the same names.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { sql, type Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { MAIL_JOB } from '../jobs/mail-outbox.js';

/** The route label of a request that no route answered (static files, pages, a 404, a refusal before the route). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The states of a mail job, as `mail_jobs{state}` counts them. */
const MAIL_STATES = ['pending', 'retrying', 'sent', 'failed'] as const;

export interface Metrics {
  /** What `GET /metrics` answers: this app's metrics only. */
  registry: Registry;
  /** Counts and times every answer; goes first, before any route. */
  countRequests: RequestHandler;
}

interface PendingJobs {
  kind: string;
  pending: number;
  /** The run_at of the kind's earliest job that is due and not done; null when none is due yet. */
  oldestDue: string | null;
}

/** The route pattern of `req`'s route while its router is still at work, or undefined when no route matched yet. */
function currentRoute(req: Request): string | undefined {
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : undefined;
}

// The route pattern of requests whose route failed (see keepRouteOfError), until they are answered.
const failedRoutes = new WeakMap<Request, string>();

/**
 * The route pattern that answered `req` (`/api/orders/:id`, never the path with its ids), or `unmatched`: read once
 * the answer is sent, by the metrics and the traces.
 */
export function answeredRoute(req: Request): string {
  return failedRoutes.get(req) ?? currentRoute(req) ?? UNMATCHED_ROUTE;
}

/**
 * Keeps the route pattern of a request whose route failed, while the router it matched in still knows its mount path:
 * goes at the end of a router mounted under a path (the API's, under /api). Express resets `req.baseUrl` when an error
 * leaves a router, so by the time the error handler answers, `/api/orders/:id` would read `/orders/:id`.
 */
export const keepRouteOfError: ErrorRequestHandler = (err, req, _res, next) => {
  const route = currentRoute(req);
  if (route) failedRoutes.set(req, route);
  next(err);
};

export function createMetrics({ db, clock = systemClock }: { db: Kysely<Database>; clock?: Clock }): Metrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to having sent its answer, in seconds.',
    labelNames,
    registers: [registry],
  });

  // The two job gauges come from one query: the first gauge collected starts it and the other awaits the same answer
  // (prom-client collects a registry's metrics at once).
  let pendingJobsQuery: Promise<PendingJobs[]> | undefined;
  const pendingJobs = (): Promise<PendingJobs[]> =>
    (pendingJobsQuery ??= readPendingJobs(db, clock.now()).finally(() => {
      pendingJobsQuery = undefined;
    }));

  new Gauge({
    name: 'jobs_pending',
    help: 'Jobs not done yet, by kind (also those due later, such as the daily digest).',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await pendingJobs();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, row.pending);
    },
  });
  new Gauge({
    name: 'jobs_oldest_pending_age_seconds',
    help: 'How long the oldest job that is due and not done has been due, by kind, in seconds; 0 when none is due.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await pendingJobs();
      const now = clock.now().getTime();
      this.reset();
      for (const row of rows)
        this.set(
          { kind: row.kind },
          row.oldestDue === null ? 0 : Math.max(0, (now - Date.parse(row.oldestDue)) / 1000),
        );
    },
  });
  new Gauge({
    name: 'mail_jobs',
    help: 'Mails in the outbox by state: pending, retrying (failed, tried again later), sent, failed (given up).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await readMailStates(db);
      for (const state of MAIL_STATES) this.set({ state }, counts[state]);
    },
  });

  new Gauge({
    name: 'payments',
    help:
      'Payments by what they pay (order, invoice, top_up) and their outcome: open, paid, failed, expired, canceled ' +
      '(a top-up waiting for its payment counts as open).',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      const rows = await readPayments(db);
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });
  // The newest finished billing run: when it ended and how long it took (a run that never ends shows as an old end).
  let lastRunQuery: Promise<LastBillingRun | undefined> | undefined;
  const lastRun = (): Promise<LastBillingRun | undefined> =>
    (lastRunQuery ??= readLastBillingRun(db).finally(() => {
      lastRunQuery = undefined;
    }));
  new Gauge({
    name: 'billing_last_run_duration_seconds',
    help: 'How long the newest finished billing run took, in seconds; 0 before the first run.',
    registers: [registry],
    async collect() {
      this.set((await lastRun())?.durationSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'billing_last_run_finished_timestamp_seconds',
    help: 'When the newest finished billing run ended, in Unix seconds; 0 before the first run.',
    registers: [registry],
    async collect() {
      this.set((await lastRun())?.finishedSeconds ?? 0);
    },
  });

  return {
    registry,
    countRequests(req, res, next) {
      const started = performance.now();
      res.on('finish', () => {
        const labels = {
          method: req.method,
          route: answeredRoute(req),
          status: String(res.statusCode),
        };
        requests.inc(labels);
        durations.observe(labels, (performance.now() - started) / 1000);
      });
      next();
    },
  };
}

/** The jobs not done, per kind: how many, and when the earliest of those due now fell due. */
async function readPendingJobs(db: Kysely<Database>, now: Date): Promise<PendingJobs[]> {
  const nowText = now.toISOString();
  const rows = await db
    .selectFrom('jobs')
    .select([
      'kind',
      sql<number | string>`count(*)`.as('pending'),
      sql<string | null>`min(case when run_at <= ${nowText} then run_at end)`.as('oldest_due'),
    ])
    .where('done_at', 'is', null)
    .groupBy('kind')
    .execute();
  return rows.map((row) => ({ kind: row.kind, pending: Number(row.pending), oldestDue: row.oldest_due }));
}

/**
 * The mail jobs by state, from their rows: not done without an error (pending), not done after a failure (retrying),
 * done without an error (sent), done with one (given up after the last try). The rows are the record, so the figures
 * fall when rows go (an account's erasure removes its mails): a gauge, not a counter.
 */
async function readMailStates(db: Kysely<Database>): Promise<Record<(typeof MAIL_STATES)[number], number>> {
  const row = await db
    .selectFrom('jobs')
    .select([
      sql<number | string>`count(case when done_at is null and last_error is null then 1 end)`.as('pending'),
      sql<number | string>`count(case when done_at is null and last_error is not null then 1 end)`.as('retrying'),
      sql<number | string>`count(case when done_at is not null and last_error is null then 1 end)`.as('sent'),
      sql<number | string>`count(case when done_at is not null and last_error is not null then 1 end)`.as('failed'),
    ])
    .where('kind', '=', MAIL_JOB)
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    retrying: Number(row.retrying),
    sent: Number(row.sent),
    failed: Number(row.failed),
  };
}

interface PaymentCount {
  kind: 'order' | 'invoice' | 'top_up';
  status: string;
  count: number;
}

/**
 * Payments by outcome, from the records they change: orders' payment status, invoices' payments (each attempt a row)
 * and top-ups. Read when Prometheus scrapes, so every instance reports the same figures: a gauge, as the mails are.
 */
async function readPayments(db: Kysely<Database>): Promise<PaymentCount[]> {
  const count = sql<number | string>`count(*)`.as('count');
  const [orders, invoices, topUps] = await Promise.all([
    db.selectFrom('orders').select(['payment_status as status', count]).groupBy('payment_status').execute(),
    db.selectFrom('invoice_payments').select(['status', count]).groupBy('status').execute(),
    db.selectFrom('esim_top_ups').select(['status', count]).groupBy('status').execute(),
  ]);
  return [
    ...orders.map((row) => ({ kind: 'order' as const, status: row.status, count: Number(row.count) })),
    ...invoices.map((row) => ({ kind: 'invoice' as const, status: row.status, count: Number(row.count) })),
    ...topUps.map((row) => ({
      kind: 'top_up' as const,
      status: row.status === 'pending' ? 'open' : row.status,
      count: Number(row.count),
    })),
  ];
}

interface LastBillingRun {
  durationSeconds: number;
  finishedSeconds: number;
}

async function readLastBillingRun(db: Kysely<Database>): Promise<LastBillingRun | undefined> {
  const row = await db
    .selectFrom('billing_runs')
    .select(['started_at', 'finished_at'])
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.finished_at) return undefined;
  const finished = Date.parse(row.finished_at);
  return {
    durationSeconds: Math.max(0, (finished - Date.parse(row.started_at)) / 1000),
    finishedSeconds: finished / 1000,
  };
}
