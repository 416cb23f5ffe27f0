// Webhooks (docs/contracts.md §18): a local server stands in for a customer's endpoint. A paid order reaches it as a
// signed `order.paid`, an endpoint that keeps failing is tried again on the delivery's schedule (the test moves the
// app's clock instead of waiting), and the endpoints and their logs are the account's own.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderAndPay,
  orderAssistant,
  orderVoipNumber,
  registerCustomer,
  type TestCustomer,
} from '../../test/customer-orders.js';
import { BUSINESS, KNOWLEDGE, NOW } from '../../test/assistant-fixtures.js';
import type { SimulatedVoicePlatform } from '../voice/simulated-voice.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyWebhookSignature } from './webhook-signature.js';
import { isPrivateAddress, webhookUrlProblem } from './webhook-url.js';
import { WEBHOOK_JOB, WEBHOOK_RETRY_DELAYS_MS } from './webhooks.service.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on a free port of 127.0.0.1 that keeps what it is sent and answers `status`. */
async function startReceiver(status: number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const START = new Date('2026-11-30T10:00:00.000Z');

describe('webhooks', () => {
  let now = START;
  let t: TestApp;
  let customer: TestCustomer;
  let other: TestCustomer;
  let good: Awaited<ReturnType<typeof startReceiver>>;
  let failing: Awaited<ReturnType<typeof startReceiver>>;
  const runWebhooks = () => t.services.jobs.runDueJobs({ kinds: [WEBHOOK_JOB] });
  const remove = (as: TestCustomer, id: number) =>
    request(t.app).delete(`/api/webhooks/${id}`).set('Authorization', `Bearer ${as.token}`);

  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
    customer = await registerCustomer(t, { email: 'hooks@example.nl' });
    other = await registerCustomer(t, { email: 'someone-else@example.nl' });
    good = await startReceiver(200);
    failing = await startReceiver(500);
  });
  afterAll(async () => {
    await good.close();
    await failing.close();
  });

  it('posts a signed order.paid to the endpoint when an order is paid, and logs the answer', async () => {
    const created = await customer.post('/api/webhooks', { url: good.url, events: ['order.paid'] });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: number; secret: string };
    expect(secret).toMatch(/^whsec_[0-9a-f]{32}$/);

    const order = await orderAndPay(t, customer);
    await runWebhooks();

    expect(good.received).toHaveLength(1);
    const [{ headers, body }] = good.received as [Received];
    const nowSeconds = Math.floor(now.getTime() / 1000);
    expect(verifyWebhookSignature(String(headers['webhook-signature']), body, secret, nowSeconds)).toBe(true);
    // The same body with another secret, or signed too long ago, does not verify.
    expect(verifyWebhookSignature(String(headers['webhook-signature']), body, 'whsec_other', nowSeconds)).toBe(false);
    expect(verifyWebhookSignature(String(headers['webhook-signature']), body, secret, nowSeconds + 301)).toBe(false);
    expect(JSON.parse(body)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'order.paid',
      created: nowSeconds,
      data: { orderId: order.id, amountCents: expect.any(Number), status: 'paid', paidAt: expect.any(String) },
    });
    expect((JSON.parse(body) as { data: { amountCents: number } }).data.amountCents).toBeGreaterThan(
      order.product.totalPriceCents,
    );

    const log = await customer.get(`/api/webhooks/${id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({
        type: 'order.paid',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        responseExcerpt: 'thanks',
        deliveredAt: now.toISOString(),
        nextAttemptAt: null,
      }),
    ]);
    expect((await remove(customer, id)).status).toBe(204);
    expect((await customer.get(`/api/webhooks/${id}/deliveries`)).status).toBe(404);
  });

  it('tries a failing endpoint again with growing delays, then gives up after 8 tries', async () => {
    const created = await customer.post('/api/webhooks', { url: failing.url, events: ['order.paid'] });
    const { id } = created.body as { id: number };
    const tested = await customer.post(`/api/webhooks/${id}/test`);
    expect(tested.status).toBe(202);
    expect(tested.body.delivery).toMatchObject({ type: 'ping', status: 'pending', attempts: 0 });

    const delivery = async () =>
      ((await customer.get(`/api/webhooks/${id}/deliveries`)).body.deliveries as Record<string, unknown>[])[0]!;
    await runWebhooks();
    expect(failing.received).toHaveLength(1);
    let previous = now.getTime();
    for (const [index, delayMs] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      const logged = await delivery();
      expect(logged).toMatchObject({ status: 'pending', attempts: index + 1, responseStatus: 500 });
      expect(logged.responseExcerpt).toBe('receiver is down');
      expect(Date.parse(String(logged.nextAttemptAt)) - previous).toBe(delayMs);
      // Not a moment before it is due …
      now = new Date(previous + delayMs - 1_000);
      await runWebhooks();
      expect(failing.received).toHaveLength(index + 1);
      // … and then once.
      now = new Date(previous + delayMs);
      previous = now.getTime();
      await runWebhooks();
      expect(failing.received).toHaveLength(index + 2);
    }
    expect(await delivery()).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: null, deliveredAt: null });
    // Every try carried the same event.
    expect(new Set(failing.received.map((sent) => (JSON.parse(sent.body) as { id: string }).id)).size).toBe(1);
    now = new Date(now.getTime() + 7 * 24 * 60 * 60_000);
    await runWebhooks();
    expect(failing.received).toHaveLength(8);
  });

  it("answers another account's endpoint as one that does not exist", async () => {
    const created = await customer.post('/api/webhooks', { url: good.url, events: ['invoice.paid'] });
    const { id } = created.body as { id: number };
    expect((await other.get(`/api/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await other.post(`/api/webhooks/${id}/test`)).status).toBe(404);
    expect((await remove(other, id)).status).toBe(404);
    expect((await other.get('/api/webhooks')).body.endpoints).toEqual([]);
    const own = (await customer.get('/api/webhooks')).body.endpoints as { id: number }[];
    expect(own.map((endpoint) => endpoint.id)).toContain(id);
    expect((await request(t.app).get('/api/webhooks')).status).toBe(401);
  });

  it('refuses a URL it may not post to, and an empty choice of events, with a message on the field', async () => {
    const refused = async (body: object) => {
      const answer = await customer.post('/api/webhooks', body).set('Accept-Language', 'en');
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      return answer.body.fields as Record<string, string>;
    };
    expect((await refused({ url: 'not a url', events: ['order.paid'] })).url).toBe(
      'Enter a full URL, such as https://example.nl/webhooks',
    );
    expect((await refused({ url: 'http://example.nl/hooks', events: ['order.paid'] })).url).toMatch(/https:\/\//);
    expect((await refused({ url: 'ftp://example.nl/hooks', events: ['order.paid'] })).url).toBeDefined();
    expect((await refused({ url: 'https://example.nl/hooks', events: [] })).events).toBe('Choose at least one event');
    expect(await refused({ url: 'https://example.nl/hooks', events: ['order.shipped'] })).toEqual({
      'events.0': 'Choose at least one event',
    });
  });

  it('sends nothing for an event the endpoint did not subscribe to', async () => {
    const before = good.received.length;
    const created = await other.post('/api/webhooks', { url: good.url, events: ['invoice.paid'] });
    expect(created.status).toBe(201);
    await orderAndPay(t, other);
    await runWebhooks();
    const log = await other.get(`/api/webhooks/${(created.body as { id: number }).id}/deliveries`);
    expect(log.body.deliveries.map((delivery: { type: string }) => delivery.type)).not.toContain('order.paid');
    expect(good.received.slice(before).map((sent) => (JSON.parse(sent.body) as { type: string }).type)).not.toContain(
      'order.paid',
    );
  });
});

describe('the events that reach an endpoint', () => {
  it('posts the order, its invoice, the eSIM, its usage, a porting step and a voicemail as they happen', async () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const t = await createTestApp({ clock: { now: () => now } });
    const receiver = await startReceiver(204);
    try {
      await t.services.voip.ensureInventory();
      const customer = await registerCustomer(t, { email: 'events@example.nl' });
      const all = ['order.paid', 'invoice.issued', 'invoice.paid', 'esim.ready', 'esim.usage', 'porting.updated'];
      const created = await customer.post('/api/webhooks', {
        url: receiver.url,
        events: [...all, 'voicemail.received', 'call.ended', 'booking.created'],
      });
      expect(created.status).toBe(201);
      const { secret } = created.body as { secret: string };
      const events = async () => {
        await t.services.jobs.runDueJobs();
        return receiver.received.map((sent) => {
          expect(
            verifyWebhookSignature(
              String(sent.headers['webhook-signature']),
              sent.body,
              secret,
              Math.floor(now.getTime() / 1000),
            ),
          ).toBe(true);
          return JSON.parse(sent.body) as { type: string; data: Record<string, unknown> };
        });
      };

      const order = await orderAndPay(t, customer);
      const afterOrder = await events();
      expect(afterOrder.map((event) => event.type).sort()).toEqual([
        'esim.ready',
        'invoice.issued',
        'invoice.paid',
        'order.paid',
      ]);
      const invoice = afterOrder.find((event) => event.type === 'invoice.issued')!.data;
      expect(invoice).toMatchObject({ status: 'paid', orderId: order.id, number: expect.stringMatching(/^INV-/) });
      const esimId = afterOrder.find((event) => event.type === 'esim.ready')!.data.esimId as number;
      expect(afterOrder.find((event) => event.type === 'esim.ready')!.data).toMatchObject({ orderId: order.id });

      // The eSIM installed and 85 % of its data used: the 80 % threshold.
      const simulate = (body: object) => customer.post(`/api/esims/${esimId}/simulate`, body);
      expect((await simulate({ event: 'installed' })).status).toBe(200);
      const usage = await customer.get(`/api/esims/${esimId}/usage`);
      expect((await simulate({ event: 'usage', mb: Math.ceil((usage.body.includedMb as number) * 0.85) })).status).toBe(
        200,
      );
      expect((await events()).filter((event) => event.type === 'esim.usage').map((event) => event.data)).toEqual([
        { esimId, percent: 80, periodStart: expect.any(String) },
      ]);

      // A number that moves from KPN: its request, and a voicemail left on a new number.
      await orderAndPay(t, customer, {
        kind: 'voip',
        numberType: 'nl',
        porting: {
          number: '06 1234 5678',
          currentProvider: 'KPN',
          holderName: 'Ingrid van der Wit',
          date: '2026-12-01',
          consent: true,
        },
        bundle: 'europe',
      });
      const porting = (await events()).filter((event) => event.type === 'porting.updated');
      expect(porting.map((event) => event.data)).toEqual([
        { portingId: expect.any(Number), number: '+31612345678', status: 'requested' },
      ]);
      const number = await orderVoipNumber(t, customer);
      expect((await customer.post('/api/voicemails/test', { number })).status).toBe(202);
      const voicemails = (await events()).filter((event) => event.type === 'voicemail.received');
      expect(voicemails.map((event) => event.data)).toEqual([
        {
          voicemailId: expect.any(Number),
          number,
          caller: expect.any(String),
          seconds: expect.any(Number),
          receivedAt: now.toISOString(),
        },
      ]);
      expect(receiver.received.every((sent) => sent.headers['content-type'] === 'application/json')).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});

describe('the events of the voice products', () => {
  it("posts a booking of the AI assistant and a call of the account's number, to each account concerned", async () => {
    const t = await createTestApp({ clock: { now: () => NOW } });
    const receiver = await startReceiver(200);
    try {
      await t.services.voip.ensureInventory();
      const customer = await registerCustomer(t, { email: 'voice-events@example.nl' });
      const created = await customer.post('/api/webhooks', {
        url: receiver.url,
        events: ['booking.created', 'call.ended'],
      });
      expect(created.status).toBe(201);
      const typesSent = async () => {
        await t.services.jobs.runDueJobs();
        return receiver.received.map((sent) => JSON.parse(sent.body) as { type: string; data: object });
      };

      const assistantId = await orderAssistant(customer, BUSINESS, 'professional');
      expect((await customer.put(`/api/subscriptions/${assistantId}/assistant`, KNOWLEDGE)).status).toBe(200);
      const offer = await customer.post(`/api/assistant/${assistantId}/test`, {
        utterance: 'Ik wil een afspraak morgen om 14 uur',
      });
      const booked = await customer.post(`/api/assistant/${assistantId}/test`, {
        utterance: 'Jan de Vries',
        conversation: offer.body.conversation,
        callId: offer.body.callId,
      });
      expect(booked.body.appointmentId).toEqual(expect.any(Number));
      expect(await typesSent()).toEqual([
        {
          id: expect.any(String),
          type: 'booking.created',
          created: Math.floor(NOW.getTime() / 1000),
          data: {
            appointmentId: booked.body.appointmentId,
            source: 'assistant',
            startAt: '2026-12-01T13:00:00.000Z',
            endAt: expect.any(String),
          },
        },
      ]);

      const number = await orderVoipNumber(t, customer);
      (t.services.voicePlatform as SimulatedVoicePlatform).recordCall({
        callId: 'webhook-call-1',
        caller: number,
        callee: '+31612345678',
        startedAt: '2026-11-30T08:00:00.000Z',
        answeredAt: '2026-11-30T08:00:05.000Z',
        endedAt: '2026-11-30T08:01:06.000Z',
        seconds: 61,
        disposition: 'answered',
      });
      await t.services.voice.importCalls();
      expect((await typesSent()).filter((event) => event.type === 'call.ended')).toEqual([
        expect.objectContaining({
          data: {
            callId: 'webhook-call-1',
            direction: 'outbound',
            caller: number,
            callee: '+31612345678',
            seconds: 61,
            disposition: 'answered',
            endedAt: '2026-11-30T08:01:06.000Z',
          },
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhook URLs in production', () => {
  const production = {
    production: true,
    resolve: async (host: string) => (host === 'inward.example' ? ['10.1.2.3'] : ['93.184.215.14']),
  };

  it('accepts https to a public address only', async () => {
    expect(await webhookUrlProblem('https://hooks.example/in', production)).toBeUndefined();
    expect(await webhookUrlProblem('http://hooks.example/in', production)).toBe('validation.webhook.https');
    expect(await webhookUrlProblem('http://localhost:8080/in', production)).toBe('validation.webhook.https');
    expect(await webhookUrlProblem('https://localhost/in', production)).toBe('validation.webhook.private');
    expect(await webhookUrlProblem('https://127.0.0.1/in', production)).toBe('validation.webhook.private');
    expect(await webhookUrlProblem('https://192.168.1.20/in', production)).toBe('validation.webhook.private');
    expect(await webhookUrlProblem('https://[::1]/in', production)).toBe('validation.webhook.private');
    expect(await webhookUrlProblem('https://inward.example/in', production)).toBe('validation.webhook.private');
  });

  it('knows the private and local networks', () => {
    for (const address of ['10.0.0.1', '172.16.5.4', '192.168.0.1', '127.0.0.1', '169.254.169.254', '::1', 'fd00::1'])
      expect(isPrivateAddress(address), address).toBe(true);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    for (const address of ['93.184.215.14', '2a00:1450:4001::200e', '172.32.0.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
