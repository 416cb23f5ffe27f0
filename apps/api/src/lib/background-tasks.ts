// Work that goes on after its answer has been sent (the reset mail of POST /api/auth/forgot-password, an order's
// confirmation mail). Each piece runs through one tracker, so that a failure is logged instead of becoming an
// unhandled rejection, and so that server.ts can let it finish before it closes the database (docs/contracts.md §6).
import type { Logger } from './logger.js';

export interface BackgroundTasks {
  /**
   * Tracks work that continues after the answer: a promise already started, or a function to start now. A failure
   * is logged under `name` with the error's name, code and message only, never thrown.
   */
  run(task: Promise<unknown> | (() => unknown), name?: string): void;
  /** How many tasks have not settled yet. */
  readonly pending: number;
  /**
   * Resolves once every task has settled, including tasks started while it waits, or after `timeoutMs`, whichever
   * comes first; then `pending` tells whether any were left behind.
   */
  settled(timeoutMs: number): Promise<void>;
}

type TaskLogger = Pick<Logger, 'error'>;

/** Credentials that error messages sometimes carry: `user:password@` in a URL. */
const URL_CREDENTIALS = /\/\/[^/\s:@]+:[^/\s@]+@/g;

/**
 * What of an error may reach the log. Not the error itself: a mailer's error carries the SMTP conversation
 * (`command: 'AUTH PLAIN …'`, the base64 of the credentials) and the response; a stack adds nothing here.
 */
function describeError(error: unknown): { name?: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { message: 'a value that is not an Error was thrown' };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message.replace(URL_CREDENTIALS, '//[redacted]@'),
  };
}

export function createBackgroundTasks(logger: TaskLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();

  function run(task: Promise<unknown> | (() => unknown), name = 'background task'): void {
    let started: Promise<unknown>;
    try {
      started = Promise.resolve(typeof task === 'function' ? task() : task);
    } catch (error) {
      started = Promise.reject(error);
    }
    const tracked: Promise<void> = started
      .then(
        () => undefined,
        (error: unknown) => logger.error({ task: name, err: describeError(error) }, `${name} failed`),
      )
      .then(() => {
        pending.delete(tracked);
      });
    pending.add(tracked);
  }

  async function settled(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, timeoutMs));
    });
    try {
      // A task may start another one as it finishes: wait until none is left.
      while (pending.size > 0) {
        if ((await Promise.race([Promise.all(pending), timedOut])) === 'timeout') return;
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    run,
    get pending() {
      return pending.size;
    },
    settled,
  };
}
