// Work that survives a restart (docs/contracts.md §8, issue 22): a job is a row of `jobs`, enqueued in the transaction of
// what it follows from (an eSIM's provisioning in the paid order's), due at `run_at`. Any instance on the database may
// run it: a runner claims a due job with a conditional UPDATE that sets `locked_until` (of two runners, one changes
// the row and runs it), runs its kind's handler, and marks it done, runs it again later when the handler asks, or
// retries it with a growing delay and `last_error` when it fails. A claim whose instance died runs again once its lock
// has passed, so a handler must be safe to run twice (every handler here checks what it finds first).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { runAsSystem } from '../../lib/actor-context.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { deleteInBatches, type HousekeepingOptions } from '../../lib/housekeeping.js';
import type { Logger } from '../../lib/logger.js';

/** What a handler is given: the job's payload (parsed JSON, for the handler to check) and its failures so far. */
export interface JobContext {
  id: number;
  payload: unknown;
  attempts: number;
}

/** A handler's result: done (nothing), or run this job again after `laterMs` (polling: not a failure). */
export type JobResult = void | { laterMs: number };

export type JobHandler = (job: JobContext) => Promise<JobResult>;

/** Handlers by kind. */
export type JobHandlers = Record<string, JobHandler>;

/** How long a claim holds: a job still running by then is taken to have died with its instance. */
export const JOB_LEASE_MS = 60_000;
/** A job that failed this many times in a row stops: done, with its last error kept. */
export const JOB_MAX_ATTEMPTS = 10;
/**
 * How long a finished job (done, or given up after its last try) is kept before housekeeping deletes it: a month to
 * look into what a job did or why it failed (its failure was logged as an error when it gave up); a mail sent since
 * keeps only its address, subject and key anyway (docs/decisions/067-housekeeping.md).
 */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** How many due jobs one pass claims at most, and how many passes one run makes at most. */
const BATCH = 20;
const MAX_PASSES = 5;

/** The delay before the next try after `attempts` failures: 2 s, 4 s, 8 s … at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

/** Adds a job in the caller's transaction (or on the database): it exists exactly when that transaction commits. */
export async function enqueueJob(
  db: Kysely<Database> | Transaction<Database>,
  kind: string,
  payload: unknown,
  runAt: Date,
  now: Date = runAt,
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload ?? {}),
      run_at: runAt.toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface JobRunnerOptions {
  db: Kysely<Database>;
  handlers: JobHandlers;
  logger: Logger;
  clock?: Clock;
  /**
   * Kinds of job that come back (the assistant's daily digest): the started runner adds a row of each kind that has
   * none waiting, due at once, and the handler answers `{ laterMs }` for its next time, so one row serves every day.
   */
  recurring?: readonly string[];
}

export interface JobRunResult {
  /** Jobs this runner claimed and ran (whatever their outcome). */
  ran: number;
  failed: number;
}

export function createJobRunner({ db, handlers, logger, clock = systemClock, recurring = [] }: JobRunnerOptions) {
  const later = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

  /** Takes job `id` if it is still due and unclaimed (or its claim has lapsed): true for the one runner that did. */
  async function claim(id: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set((eb) => ({ locked_until: later(JOB_LEASE_MS), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('done_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function runOne(id: number): Promise<'ran' | 'failed' | 'lost'> {
    const now = clock.now().toISOString();
    if (!(await claim(id, now))) return 'lost';
    const job = await db
      .selectFrom('jobs')
      .select(['kind', 'payload', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const attempts = Number(job.attempts);
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind '${job.kind}'`);
      const result = await handler({ id, payload: JSON.parse(job.payload) as unknown, attempts: attempts - 1 });
      if (result && 'laterMs' in result) {
        // Polling, not failing: due again later, the count of failures back to none.
        await db
          .updateTable('jobs')
          .set({ run_at: later(result.laterMs), locked_until: null, attempts: 0, last_error: null })
          .where('id', '=', id)
          .execute();
      } else {
        await db
          .updateTable('jobs')
          .set({ done_at: clock.now().toISOString(), locked_until: null, last_error: null })
          .where('id', '=', id)
          .execute();
      }
      return 'ran';
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const givingUp = attempts >= JOB_MAX_ATTEMPTS;
      logger[givingUp ? 'error' : 'warn'](
        { err: error, jobId: id, kind: job.kind, attempts },
        givingUp ? 'job failed for the last time' : 'job failed; it runs again later',
      );
      await db
        .updateTable('jobs')
        .set({
          last_error: message.slice(0, 4_000),
          locked_until: null,
          ...(givingUp ? { done_at: clock.now().toISOString() } : { run_at: later(retryDelayMs(attempts)) }),
        })
        .where('id', '=', id)
        .execute();
      return 'failed';
    }
  }

  /** One pass: the jobs due now (of `kinds`, when given), claimed and run one after another. */
  async function runPass(result: JobRunResult, kinds: readonly string[] | undefined): Promise<number> {
    if (kinds?.length === 0) return 0;
    const now = clock.now().toISOString();
    let query = db.selectFrom('jobs').select('id');
    if (kinds) query = query.where('kind', 'in', kinds);
    const due = await query
      .where('done_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let ran = 0;
    for (const { id } of due) {
      const outcome = await runOne(Number(id));
      if (outcome !== 'lost') ran++;
      if (outcome === 'failed') result.failed++;
    }
    result.ran += ran;
    return ran;
  }

  /**
   * Claims and runs the jobs due now, and those they enqueue for now (the mail after the provisioning), up to a few
   * passes; any number of runners on the database may do so at once. `kinds` limits the run to jobs of those kinds
   * (a test sends the mails written so far, and nothing else). Jobs are the system's work, also when a request woke
   * the runner: what they record has no actor (lib/actor-context.ts).
   */
  function runDueJobs({ kinds }: { kinds?: readonly string[] } = {}): Promise<JobRunResult> {
    return runAsSystem(async () => {
      const result: JobRunResult = { ran: 0, failed: 0 };
      for (let pass = 0; pass < MAX_PASSES; pass++) if ((await runPass(result, kinds)) === 0) break;
      return result;
    });
  }

  /**
   * Adds a row, due now, of each recurring kind that has none waiting. Two instances starting at once may both add one:
   * a recurring handler finishes a row that has an earlier one of its kind waiting (see the digest's).
   */
  async function ensureRecurring(): Promise<void> {
    for (const kind of recurring) {
      const waiting = await db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', kind)
        .where('done_at', 'is', null)
        .executeTakeFirst();
      if (!waiting) await enqueueJob(db, kind, {}, clock.now());
    }
  }

  /**
   * Housekeeping: deletes the jobs that finished more than FINISHED_JOB_RETENTION_MS ago, a batch at a time; a job
   * that is not done is never deleted, however old. Answers how many it deleted.
   */
  function deleteFinished(options: HousekeepingOptions = {}): Promise<number> {
    const doneBefore = new Date(clock.now().getTime() - FINISHED_JOB_RETENTION_MS).toISOString();
    return deleteInBatches(async (limit) => {
      const result = await db
        .deleteFrom('jobs')
        .where('id', 'in', (eb) =>
          eb.selectFrom('jobs').select('id').where('done_at', '<', doneBefore).orderBy('id').limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    }, options);
  }

  /** The started runner's run, for `wake`; undefined while the runner is not started. */
  let runNow: ((woken: boolean) => void) | undefined;

  return {
    runDueJobs,
    ensureRecurring,
    deleteFinished,

    /**
     * A job was just committed for now (a paid order's eSIM provisioning): the started runner runs the due jobs at once
     * instead of at its next tick, or once more right after the run in progress. Jobs committed on another instance
     * wait for this instance's tick.
     */
    wake(): void {
      runNow?.(true);
    },

    /**
     * Runs `runDueJobs` every `intervalMs` (unref'd: it never keeps the process up) and on `wake`, one run at a time;
     * returns its stop, which resolves once a run in progress has finished.
     */
    start(intervalMs: number): () => Promise<void> {
      let running: Promise<unknown> | undefined;
      let stopped = false;
      let again = false;
      // The recurring jobs' rows are added before the first run (and tried again at the next run if that failed).
      let recurringReady = recurring.length === 0;
      const run = (woken: boolean) => {
        if (stopped) return;
        if (running) {
          // A wake during a run: the new job may have come after that run looked, so one more run follows.
          again ||= woken;
          return;
        }
        running = (
          recurringReady
            ? runDueJobs()
            : ensureRecurring().then(() => {
                recurringReady = true;
                return runDueJobs();
              })
        )
          .catch((error: unknown) => logger.error({ err: error }, 'running the due jobs failed'))
          .finally(() => {
            running = undefined;
            if (again) {
              again = false;
              run(false);
            }
          });
      };
      runNow = run;
      const timer = setInterval(() => run(false), intervalMs);
      timer.unref();
      return async () => {
        stopped = true;
        runNow = undefined;
        clearInterval(timer);
        await running;
      };
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
