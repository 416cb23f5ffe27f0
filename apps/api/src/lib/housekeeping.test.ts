// Housekeeping (docs/decisions/067-housekeeping.md): the sweep deletes the jobs finished over 30 days ago and the
// Idempotency-Keys taken over a day ago, a batch at a time, and nothing else.
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueJob, JOB_MAX_ATTEMPTS } from '../modules/jobs/jobs.js';
import { MAIL_JOB } from '../modules/jobs/mail-outbox.js';
import { registerCustomer } from '../test/customer-orders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createHousekeeping, deleteInBatches, HOUSEKEEPING_BATCH_SIZE } from './housekeeping.js';

const DAY = 24 * 60 * 60_000;
const START = new Date('2026-09-01T09:00:00.000Z');

/** A test app whose clock stands at START until the test moves it. */
async function appWithClock() {
  let now = START;
  const t = await createTestApp({ clock: { now: () => now } });
  return { t, at: (ms: number) => (now = new Date(START.getTime() + ms)) };
}

const jobsLeft = (t: TestApp) => t.store.kysely.selectFrom('jobs').select(['id', 'kind']).orderBy('id').execute();

/** The mail kind's job of a mail the order's or account's flows would write; the outbox sends it. */
async function sendMail(t: TestApp, to: string) {
  await t.services.mail.add(t.store.kysely, { to, language: 'nl', subject: `Aan ${to}`, text: 'Hallo.' });
  await t.mails();
}

describe('the housekeeping sweep', () => {
  it('deletes the jobs finished over 30 days ago, sent or given up, and keeps recent ones and every job not done', async () => {
    const { t, at } = await appWithClock();
    await sendMail(t, 'old@example.nl');
    // A job whose kind nobody handles fails every time; after its last try it is given up, done with its error.
    await enqueueJob(t.store.kysely, 'test.unhandled', {}, START);
    for (let attempt = 0; attempt < JOB_MAX_ATTEMPTS; attempt++) {
      at(attempt * 11 * 60_000);
      await t.services.jobs.runDueJobs({ kinds: ['test.unhandled'] });
    }
    // A job that has waited since the start: no runner took it (or its handler keeps asking for later).
    const waiting = await enqueueJob(t.store.kysely, 'test.waiting', {}, START);
    at(29 * DAY);
    await sendMail(t, 'recent@example.nl');
    const recent = await t.store.kysely
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', MAIL_JOB)
      .where('payload', 'like', '%recent@example.nl%')
      .executeTakeFirstOrThrow();
    expect(await jobsLeft(t)).toHaveLength(4);

    at(31 * DAY);
    expect(await t.services.housekeeping.sweep()).toEqual({
      finishedJobs: 2,
      idempotencyKeys: 0,
      webhookDeliveries: 0,
    });
    expect(await jobsLeft(t)).toEqual([
      { id: waiting, kind: 'test.waiting' },
      { id: recent.id, kind: MAIL_JOB },
    ]);
    // A second sweep, or another instance's at the same time, finds nothing more to do.
    expect(await t.services.housekeeping.sweep()).toEqual({
      finishedJobs: 0,
      idempotencyKeys: 0,
      webhookDeliveries: 0,
    });
  });

  it('deletes the webhook deliveries settled over 30 days ago, and keeps recent ones and those still tried', async () => {
    const { t, at } = await appWithClock();
    const customer = await registerCustomer(t, { email: 'webhooks@example.nl' });
    const endpoint = await customer.post('/api/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['order.paid'] });
    expect(endpoint.status).toBe(201);
    const delivery = (status: 'pending' | 'delivered' | 'failed', createdAt: Date) =>
      t.store.kysely
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: endpoint.body.id as number,
          event_id: `evt_${status}_${createdAt.getTime()}`,
          type: 'order.paid',
          body: '{}',
          status,
          created_at: createdAt.toISOString(),
        })
        .execute();
    await delivery('delivered', START);
    await delivery('failed', START);
    // Still being tried: kept however old.
    await delivery('pending', START);
    await delivery('delivered', new Date(START.getTime() + 2 * DAY));

    at(31 * DAY);
    expect((await t.services.housekeeping.sweep()).webhookDeliveries).toBe(2);
    const left = await t.store.kysely.selectFrom('webhook_deliveries').select(['status', 'created_at']).execute();
    expect(left.map((row) => row.status).sort()).toEqual(['delivered', 'pending']);
    expect((await t.services.housekeeping.sweep()).webhookDeliveries).toBe(0);
  });

  it('deletes a backlog larger than a batch, a batch at a time, to the last row', async () => {
    const { t, at } = await appWithClock();
    const finished = START.toISOString();
    const backlog = 2 * HOUSEKEEPING_BATCH_SIZE + 500;
    for (let first = 0; first < backlog; first += 500)
      await t.store.kysely
        .insertInto('jobs')
        .values(
          Array.from({ length: 500 }, () => ({
            kind: MAIL_JOB,
            payload: '{"sent":true}',
            run_at: finished,
            created_at: finished,
            done_at: finished,
          })),
        )
        .execute();
    at(40 * DAY);
    expect(await t.services.housekeeping.sweep()).toEqual({
      finishedJobs: backlog,
      idempotencyKeys: 0,
      webhookDeliveries: 0,
    });
    expect(await jobsLeft(t)).toEqual([]);
  });

  it('deletes the Idempotency-Keys taken over a day ago: a retry with such a key is a new order', async () => {
    const { t, at } = await appWithClock();
    const order = (key: string, delivery: 'email' | 'sms') =>
      request(t.app)
        .post('/api/orders')
        .set('Idempotency-Key', key)
        .send({
          product: { kind: 'travel', regionId: 'europa', planId: 'standard' },
          customer: {
            name: 'Anna de Vries',
            email: 'anna@example.nl',
            phone: '+31 6 1234 5678',
            country: 'NL',
            postcode: '1012js',
            houseNumber: '1',
            street: 'Dam',
            city: 'Amsterdam',
          },
          delivery,
          payment: {
            method: 'creditcard',
            card: { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'A de Vries' },
          },
          account: 'guest',
          withdrawalConsent: true,
        });
    expect((await order('yesterday-morning', 'email')).status).toBe(201);
    at(23 * 60 * 60_000);
    expect((await order('this-morning', 'email')).status).toBe(201);

    at(25 * 60 * 60_000);
    expect(await t.services.housekeeping.sweep()).toEqual({
      finishedJobs: 0,
      idempotencyKeys: 1,
      webhookDeliveries: 0,
    });
    // The key kept answers another body with 409, as within its day; the deleted one is free for a new order.
    const kept = await order('this-morning', 'sms');
    expect(kept.status).toBe(409);
    expect(kept.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await order('yesterday-morning', 'sms')).status).toBe(201);
  });
});

describe('deleteInBatches', () => {
  it('deletes until a batch comes back short, and stops before the next batch once aborted', async () => {
    let rows = 10;
    const batches: number[] = [];
    const deleteBatch = async (limit: number) => {
      const count = Math.min(limit, rows);
      rows -= count;
      batches.push(count);
      return count;
    };
    expect(await deleteInBatches(deleteBatch, { batchSize: 4 })).toBe(10);
    expect(batches).toEqual([4, 4, 2]);

    rows = 10;
    batches.length = 0;
    const stopping = new AbortController();
    const stopAfterFirst = async (limit: number) => {
      const count = await deleteBatch(limit);
      stopping.abort();
      return count;
    };
    expect(await deleteInBatches(stopAfterFirst, { batchSize: 4, signal: stopping.signal })).toBe(4);
    expect(rows).toBe(6);
  });
});

describe('the started housekeeping', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps at once and every interval, reports what it deleted, and sweeps no more once stopped', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => 3);
    const swept: unknown[] = [];
    const stop = createHousekeeping({ rows: task }).start(60 * 60_000, {
      onSwept: (deleted) => swept.push(deleted),
      onError: (error) => {
        throw error;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(swept).toEqual([{ rows: 3 }]);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(swept).toEqual([{ rows: 3 }, { rows: 3 }]);
    await stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('reports a failed sweep and sweeps again at the next interval', async () => {
    vi.useFakeTimers();
    const task = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0);
    const errors: unknown[] = [];
    const swept: unknown[] = [];
    const stop = createHousekeeping({ rows: task }).start(60 * 60_000, {
      onSwept: (deleted) => swept.push(deleted),
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(errors).toEqual([new Error('database gone')]);
    expect(swept).toEqual([{ rows: 0 }]);
    await stop();
  });
});
