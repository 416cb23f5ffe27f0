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
  /**
   * Keeps the route pattern of a request whose route failed, while the router it matched in still knows its mount
   * path: goes at the end of a router mounted under a path (the API's, under /api). Express resets `req.baseUrl` when
   * an error leaves a router, so by the time the error handler answers, `/api/orders/:id` would read `/orders/:id`.
   */
  keepRouteOfError: ErrorRequestHandler;
}

interface PendingJobs {
  kind: string;
  pending: number;
  /** The run_at of the kind's earliest job that is due and not done; null when none is due yet. */
  oldestDue: string | null;
}

/** The route pattern that answered `req` (`/api/orders/:id`, never the path with its ids), or `unmatched`. */
function routePattern(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : UNMATCHED_ROUTE;
}

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

  // The route pattern of requests whose route failed (see keepRouteOfError), until they are answered.
  const failedRoutes = new WeakMap<Request, string>();

  return {
    registry,
    countRequests(req, res, next) {
      const started = performance.now();
      res.on('finish', () => {
        const labels = {
          method: req.method,
          route: failedRoutes.get(req) ?? routePattern(req),
          status: String(res.statusCode),
        };
        requests.inc(labels);
        durations.observe(labels, (performance.now() - started) / 1000);
      });
      next();
    },
    keepRouteOfError(err, req, _res, next) {
      if (req.route) failedRoutes.set(req, routePattern(req));
      next(err);
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
