// A local fake of Mollie's payments API (https://docs.mollie.com/reference), for the tests of the Mollie adapter: the
// calls the adapter makes, answered in Mollie's own JSON (HAL links, amounts as strings, errors as problem JSON),
// behind Mollie's bearer-key check. A test plays the visitor on Mollie's checkout with `complete`, which moves the
// payment and posts Mollie's webhook (`id=tr_…`, form-encoded) to the payment's webhookUrl, as Mollie does.
//
// Mollie's client speaks HTTPS only, through an agent that trusts its own bundle of public root certificates, so the
// fake serves HTTPS with a throwaway self-signed certificate (openssl) and, while it runs, the test process does not
// check server certificates (NODE_TLS_REJECT_UNAUTHORIZED=0, put back by close()). Nothing else in a test talks TLS.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';

type Status = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'expired' | 'canceled';

interface Amount {
  currency: string;
  value: string;
}

export interface FakePayment {
  id: string;
  status: Status;
  amount: Amount;
  description: string;
  method: string | null;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl: string | undefined;
  locale: string | undefined;
  createdAt: string;
  expiresAt: string;
  paidAt?: string;
}

export interface FakeRefund {
  id: string;
  paymentId: string;
  amount: Amount;
  status: 'pending';
  createdAt: string;
}

export interface FakeMollie {
  /** The API's address, as MOLLIE_API_URL: `https://127.0.0.1:{port}/v2/`. */
  apiUrl: string;
  apiKey: string;
  payments: Map<string, FakePayment>;
  refunds: FakeRefund[];
  /** The visitor finishes on Mollie's checkout: the payment moves to `status`, then Mollie posts its webhook. */
  complete(id: string, status: Exclude<Status, 'open'>): Promise<number>;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x')}`;
const cents = (amount: Amount) => Math.round(Number(amount.value) * 100);

function problem(res: express.Response, status: number, title: string, detail: string, field?: string) {
  res
    .status(status)
    .type('application/hal+json')
    .json({ status, title, detail, ...(field ? { field } : {}) });
}

export async function startFakeMollie(apiKey = `test_${'f'.repeat(30)}`): Promise<FakeMollie> {
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  const app = express();
  app.use(express.json());
  let origin = '';

  app.use('/v2', (req, res, next) => {
    if (req.get('authorization') !== `Bearer ${apiKey}`)
      return problem(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    next();
  });

  const paymentJson = (payment: FakePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: payment.status === 'open',
    expiresAt: payment.expiresAt,
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
    profileId: 'pfl_fake',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
    ...(payment.locale ? { locale: payment.locale } : {}),
    _links: {
      self: { href: `${origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open'
        ? { checkout: { href: `${origin}/checkout/select-method/${payment.id}`, type: 'text/html' } }
        : {}),
    },
  });

  app.post('/v2/payments', (req, res) => {
    const body = req.body as Record<string, unknown>;
    const amount = body.amount as Amount | undefined;
    if (!amount || amount.currency !== 'EUR' || !/^\d+\.\d{2}$/.test(String(amount.value)))
      return problem(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
    if (typeof body.description !== 'string' || body.description === '')
      return problem(res, 422, 'Unprocessable Entity', 'The description is invalid', 'description');
    if (typeof body.redirectUrl !== 'string')
      return problem(res, 422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
    const now = Date.now();
    const payment: FakePayment = {
      id: newId('tr'),
      status: 'open',
      amount: { currency: 'EUR', value: String(amount.value) },
      description: body.description,
      method: typeof body.method === 'string' ? body.method : null,
      metadata: body.metadata ?? null,
      redirectUrl: body.redirectUrl,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : undefined,
      locale: typeof body.locale === 'string' ? body.locale : undefined,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 15 * 60_000).toISOString(),
    };
    payments.set(payment.id, payment);
    res.status(201).type('application/hal+json').json(paymentJson(payment));
  });

  app.get('/v2/payments/:id', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) return problem(res, 404, 'Not Found', `No payment exists with token ${req.params.id}.`);
    res.type('application/hal+json').json(paymentJson(payment));
  });

  app.post('/v2/payments/:id/refunds', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) return problem(res, 404, 'Not Found', `No payment exists with token ${req.params.id}.`);
    const amount = (req.body as { amount?: Amount }).amount;
    if (!amount || !/^\d+\.\d{2}$/.test(String(amount.value)))
      return problem(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
    if (payment.status !== 'paid')
      return problem(res, 422, 'Unprocessable Entity', 'The payment has not been paid', 'amount');
    const refunded = refunds.filter((r) => r.paymentId === payment.id).reduce((sum, r) => sum + cents(r.amount), 0);
    if (cents(amount) > cents(payment.amount) - refunded)
      return problem(res, 422, 'Unprocessable Entity', 'The amount is higher than the refundable amount', 'amount');
    const refund: FakeRefund = {
      id: newId('re'),
      paymentId: payment.id,
      amount: { currency: 'EUR', value: String(amount.value) },
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    refunds.push(refund);
    res
      .status(201)
      .type('application/hal+json')
      .json({ resource: 'refund', ...refund, description: '', _links: {} });
  });

  const server = createServer(selfSignedCertificate(), app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const checkedBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

  return {
    apiUrl: `${origin}/v2/`,
    apiKey,
    payments,
    refunds,
    async complete(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`the fake Mollie has no payment ${id}`);
      payment.status = status;
      if (status === 'paid') payment.paidAt = new Date().toISOString();
      if (!payment.webhookUrl) return 0;
      const answer = await fetch(payment.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      });
      return answer.status;
    },
    close: async () => {
      if (checkedBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = checkedBefore;
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A key and a certificate for 127.0.0.1, valid for a day, made by openssl for this run. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-mollie-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
