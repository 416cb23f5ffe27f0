import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { orderAndPay, placeOrder, registerCustomer, ESIM_PRO } from '../../test/customer-orders.js';
import { enqueueJob } from '../jobs/jobs.js';

const TOKEN = 'metrics-token-for-the-tests';
const NOW = new Date('2026-12-01T12:00:00.000Z');

/** The value of one sample in Prometheus' text format, found by its name and exact labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (match[2]!.split(',').sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}

/** The value of a sample without labels; undefined when absent. */
function plainSample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

async function metricsApp() {
  return createTestApp({ env: { METRICS_TOKEN: TOKEN }, clock: { now: () => NOW } });
}

describe('GET /metrics', () => {
  it('answers 404 while METRICS_TOKEN is not set, with a token or without', async () => {
    const { app } = await createTestApp();
    expect((await request(app).get('/metrics')).status).toBe(404);
    expect((await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('answers 401 without the token, with a wrong one, and with it in another scheme', async () => {
    const { app } = await metricsApp();
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const req = request(app).get('/metrics');
      const res = await (authorization === undefined ? req : req.set('Authorization', authorization));
      expect({ authorization, status: res.status, code: res.body.code }).toEqual({
        authorization,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      expect(res.text).not.toContain('http_requests_total');
    }
  });

  it("answers Prometheus' text format to the token, never to be cached", async () => {
    const { app } = await metricsApp();
    const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE http_requests_total counter');
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts the requests between two scrapes exactly, by route, method and status', async () => {
    const { app } = await metricsApp();
    const scrape = async () => (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    await request(app).get('/api/health').expect(200);
    const before = sample(await scrape(), 'http_requests_total', {
      method: 'GET',
      route: '/api/health',
      status: '200',
    });
    expect(before).toBe(1);
    for (let i = 0; i < 3; i++) await request(app).get('/api/health').expect(200);
    const after = await scrape();
    expect(sample(after, 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(4);
    expect(
      sample(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status: '200' }),
    ).toBe(4);
    // The first scrape was answered before the second was taken: it is counted as a route of its own.
    expect(sample(after, 'http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBe(1);
  });

  it('labels a request by its route pattern, also when the route fails, and a request no route took as unmatched', async () => {
    const { app } = await metricsApp();
    await request(app).get('/api/orders/987654').expect(404);
    await request(app).get('/api/orders/987655').expect(404);
    await request(app).get('/api/no-such-call/42').expect(404);
    const text = (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/orders/:id', status: '404' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-call');
  });

  it('shows the pending jobs by kind and how long the oldest due one has waited, read when scraped', async () => {
    const { app, store } = await metricsApp();
    const scrape = async () => (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    expect(sample(await scrape(), 'jobs_pending', { kind: 'metrics-test' })).toBeUndefined();
    // Two due (the oldest for 90 seconds), one due tomorrow: pending, but not waiting.
    await enqueueJob(store.kysely, 'metrics-test', {}, new Date(NOW.getTime() - 90_000));
    await enqueueJob(store.kysely, 'metrics-test', {}, new Date(NOW.getTime() - 30_000));
    await enqueueJob(store.kysely, 'metrics-later', {}, new Date(NOW.getTime() + 86_400_000));
    const text = await scrape();
    expect(sample(text, 'jobs_pending', { kind: 'metrics-test' })).toBe(2);
    expect(sample(text, 'jobs_oldest_pending_age_seconds', { kind: 'metrics-test' })).toBe(90);
    expect(sample(text, 'jobs_pending', { kind: 'metrics-later' })).toBe(1);
    expect(sample(text, 'jobs_oldest_pending_age_seconds', { kind: 'metrics-later' })).toBe(0);
  });

  it('shows the mails of the outbox by state: pending until sent, then sent', async () => {
    const { app, store, services, mails } = await metricsApp();
    const scrape = async () => (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    const states = (text: string) =>
      Object.fromEntries(
        ['pending', 'retrying', 'sent', 'failed'].map((state) => [state, sample(text, 'mail_jobs', { state })]),
      );
    expect(states(await scrape())).toEqual({ pending: 0, retrying: 0, sent: 0, failed: 0 });
    await services.mail.add(store.kysely, { to: 'klant@example.nl', language: 'nl', subject: 'Test', text: 'Hallo' });
    expect(states(await scrape())).toEqual({ pending: 1, retrying: 0, sent: 0, failed: 0 });
    expect(await mails()).toHaveLength(1);
    expect(states(await scrape())).toEqual({ pending: 0, retrying: 0, sent: 1, failed: 0 });
  });

  it('shows the payments by what they pay and their outcome, as the records say', async () => {
    const t = await metricsApp();
    const scrape = async () => (await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    expect(sample(await scrape(), 'payments', { kind: 'order', status: 'paid' })).toBeUndefined();
    const customer = await registerCustomer(t, { email: 'betaler@example.nl' });
    await placeOrder(customer, { kind: 'esim-pro', configuration: ESIM_PRO });
    await orderAndPay(t, customer);
    await orderAndPay(t, customer);
    const text = await scrape();
    expect(sample(text, 'payments', { kind: 'order', status: 'open' })).toBe(1);
    expect(sample(text, 'payments', { kind: 'order', status: 'paid' })).toBe(2);
    // Recounted from the table: every order row is in exactly one of the figures.
    const orders = await t.store.kysely.selectFrom('orders').select('payment_status').execute();
    const counted = ['open', 'paid', 'failed', 'expired', 'canceled'].reduce(
      (sum, status) => sum + (sample(text, 'payments', { kind: 'order', status }) ?? 0),
      0,
    );
    expect(counted).toBe(orders.length);
  });

  it("shows the newest finished billing run's duration and end, 0 before the first run", async () => {
    // A clock that moves a second each time it is read, so that the run takes time.
    let reads = 0;
    const t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN },
      clock: { now: () => new Date(NOW.getTime() + 1000 * reads++) },
    });
    const scrape = async () => (await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    const before = await scrape();
    expect(plainSample(before, 'billing_last_run_duration_seconds')).toBe(0);
    expect(plainSample(before, 'billing_last_run_finished_timestamp_seconds')).toBe(0);
    await orderAndPay(t, await registerCustomer(t, { email: 'abonnee@example.nl' }));
    expect(await t.services.billing.runToday()).toBeDefined();
    const text = await scrape();
    const run = await t.store.kysely.selectFrom('billing_runs').selectAll().executeTakeFirstOrThrow();
    expect(plainSample(text, 'billing_last_run_finished_timestamp_seconds')).toBe(Date.parse(run.finished_at!) / 1000);
    const duration = (Date.parse(run.finished_at!) - Date.parse(run.started_at)) / 1000;
    expect(duration).toBeGreaterThan(0);
    expect(plainSample(text, 'billing_last_run_duration_seconds')).toBe(duration);
  });
});
