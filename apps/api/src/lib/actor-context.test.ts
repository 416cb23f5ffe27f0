// Who is acting (lib/actor-context.ts): the user a request runs as reaches whatever that request starts, and the job
// runner's work is the system's even when a request wakes it.
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { createJobRunner, enqueueJob } from '../modules/jobs/jobs.js';
import { openTestDatabase } from '../test/test-app.js';
import { currentActor, runAsActor } from './actor-context.js';
import { createLogger } from './logger.js';

const ADMIN = { userId: 7, name: 'Anna Jansen' };

describe('the acting user', () => {
  it('is the one the work runs as, through timers and awaits, and no one outside it', async () => {
    expect(currentActor()).toBeUndefined();
    const seen = await runAsActor(ADMIN, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.resolve();
      return currentActor();
    });
    expect(seen).toEqual(ADMIN);
    expect(currentActor()).toBeUndefined();
  });

  it('is no one in a job, also when the runner was started from an admin’s request', async () => {
    const store = await openTestDatabase();
    await migrate(store);
    const seen: unknown[] = [];
    const runner = createJobRunner({
      db: store.kysely,
      handlers: {
        'test.look': async () => {
          seen.push(currentActor());
        },
      },
      logger: createLogger('silent'),
    });
    await enqueueJob(store.kysely, 'test.look', {}, new Date());
    const result = await runAsActor(ADMIN, () => runner.runDueJobs());
    expect(result).toEqual({ ran: 1, failed: 0 });
    expect(seen).toEqual([undefined]);
  });
});
