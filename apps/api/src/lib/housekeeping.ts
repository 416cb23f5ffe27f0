// Housekeeping (docs/contracts.md §18, docs/decisions/067-housekeeping.md): rows that have served their purpose (jobs
// finished long ago, Idempotency-Keys past the day they hold) are deleted on a schedule, so that their tables stop
// growing with every order and mail. Each task is a plain conditional DELETE, a batch at a time: any number of
// instances may sweep at once (a row two of them pick is deleted by one, the other deletes nothing), and a backlog of
// millions of rows never holds the database, or SQLite's event loop, for longer than one batch.

/** How many rows one statement deletes at most. */
export const HOUSEKEEPING_BATCH_SIZE = 1_000;

export interface HousekeepingOptions {
  /** Aborted: the task stops before its next batch (shutdown), keeping what it has deleted so far. */
  signal?: AbortSignal;
}

/** A task: deletes what has served its purpose and answers how many rows it deleted. */
export type HousekeepingTask = (options?: HousekeepingOptions) => Promise<number>;

/**
 * Runs `deleteBatch` (which deletes at most `limit` rows and answers how many it did) until a batch deletes fewer than
 * `limit` or `signal` is aborted; answers the rows deleted in all. Between batches the event loop turns, so that
 * requests are answered in between also on SQLite, whose driver runs each statement synchronously.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  { signal, batchSize = HOUSEKEEPING_BATCH_SIZE }: HousekeepingOptions & { batchSize?: number } = {},
): Promise<number> {
  let deleted = 0;
  while (!signal?.aborted) {
    const count = await deleteBatch(batchSize);
    deleted += count;
    if (count < batchSize) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return deleted;
}

export interface HousekeepingHandlers<Name extends string> {
  /** After each sweep: the rows each task deleted. */
  onSwept?: (deleted: Record<Name, number>) => void;
  onError: (error: unknown) => void;
}

/** The housekeeping of `tasks`, by name: a sweep runs them one after another. */
export function createHousekeeping<Name extends string>(tasks: Record<Name, HousekeepingTask>) {
  async function sweep(options: HousekeepingOptions = {}): Promise<Record<Name, number>> {
    const deleted = {} as Record<Name, number>;
    for (const name of Object.keys(tasks) as Name[]) deleted[name] = await tasks[name](options);
    return deleted;
  }

  return {
    sweep,

    /**
     * Sweeps now and every `intervalMs` (unref'd: it never keeps the process up), one sweep at a time; a sweep that
     * fails is reported and the next one comes at its time. Returns its stop, which ends a sweep in progress after
     * its current batch and resolves once it has.
     */
    start(intervalMs: number, { onSwept, onError }: HousekeepingHandlers<Name>): () => Promise<void> {
      const stopping = new AbortController();
      let running: Promise<void> | undefined;
      const run = () => {
        if (running || stopping.signal.aborted) return;
        running = sweep({ signal: stopping.signal })
          .then((deleted) => onSwept?.(deleted))
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      };
      const timer = setInterval(run, intervalMs);
      timer.unref();
      run();
      return async () => {
        stopping.abort();
        clearInterval(timer);
        await running;
      };
    },
  };
}

export type Housekeeping<Name extends string = string> = ReturnType<typeof createHousekeeping<Name>>;
