// The monthly billing run charges last month's calls (docs/contracts.md §15): usage lines per destination class, the
// minutes after the bundle's at the destination's rate, on the subscription's next invoice and its PDF.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedVoicePlatform, type SimulatedVoicePlatform } from './simulated-voice.js';
import type { PlatformCall } from './voice-platform.js';
import { orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { binary, pdfText } from '../../test/pdf.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let now = new Date('2026-10-15T10:00:00.000Z');
let t: TestApp;
let platform: SimulatedVoicePlatform;
let ingrid: TestCustomer;
let number: string;

/** An answered call of `seconds` that `number` placed at `startedAt`. */
const placed = (callId: string, callee: string, startedAt: string, seconds: number): PlatformCall => ({
  callId,
  caller: number,
  callee,
  startedAt,
  answeredAt: new Date(Date.parse(startedAt) + 4_000).toISOString(),
  endedAt: new Date(Date.parse(startedAt) + 4_000 + seconds * 1000).toISOString(),
  seconds,
  disposition: 'answered',
});

interface OwnInvoice {
  id: number;
  issue_date: string;
  amountCents: number;
  lines: { description: string; quantity: number; unitPriceCents: number }[];
}

const invoiceOf = async (issueDate: string) => {
  const invoices = (await ingrid.get('/api/invoices')).body.invoices as OwnInvoice[];
  return invoices.find((invoice) => invoice.issue_date === issueDate)!;
};

beforeAll(async () => {
  platform = createSimulatedVoicePlatform({ domain: 'sip.telenova.nl' });
  t = await createTestApp({ clock: { now: () => now }, voicePlatform: platform });
  await t.services.voip.ensureInventory();
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  const free = await request(t.app).get('/api/voip/numbers?area=030');
  number = (free.body.numbers as { number: string }[])[0]!.number;
  const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number });
  // A Dutch number without a calling bundle: € 2,50 a month, every minute at its rate.
  await orderAndPay(t, ingrid, {
    kind: 'voip',
    numberType: 'nl',
    number,
    bundle: null,
    numberHold: hold.body.holdToken,
  });

  // October, the order's month: one landline call. November: a Belgian mobile, a landline, a mobile.
  platform.recordCall(placed('oct-1', '+31201234567', '2026-10-20T09:00:00.000Z', 61));
  platform.recordCall(placed('nov-1', '+32471234567', '2026-11-03T09:00:00.000Z', 61));
  platform.recordCall(placed('nov-2', '+31201234567', '2026-11-04T09:00:00.000Z', 120));
  platform.recordCall(placed('nov-3', '+31612345678', '2026-11-05T09:00:00.000Z', 30));
  // December's call belongs to January's invoice.
  platform.recordCall(placed('dec-1', '+31612345678', '2026-12-01T07:00:00.000Z', 600));
}, 60_000);

describe('the billing run with calls', () => {
  it('puts October’s calls on November’s invoice, beside the month’s fee', async () => {
    now = new Date('2026-11-01T06:00:00.000Z');
    expect((await t.services.billing.runBilling('2026-11-01')).invoiced).toBe(1);
    const invoice = await invoiceOf('2026-11-01');
    expect(invoice.lines).toMatchObject([
      { description: expect.stringContaining('november 2026'), quantity: 1, unitPriceCents: 250 },
      // 61 s = 2 started minutes at 2 ct.
      { description: 'Gesprekken naar Vaste nummers Nederland — oktober 2026: 2 min', quantity: 2, unitPriceCents: 2 },
    ]);
    expect(invoice.amountCents).toBe(254);
  });

  it('puts November’s calls on December’s invoice, one line per destination class, and in its PDF', async () => {
    now = new Date('2026-12-01T06:00:00.000Z');
    expect((await t.services.billing.runBilling('2026-12-01')).invoiced).toBe(1);
    const invoice = await invoiceOf('2026-12-01');
    expect(invoice.lines).toMatchObject([
      { description: expect.stringContaining('december 2026'), quantity: 1, unitPriceCents: 250 },
      // 120 s = 2 minutes at 2 ct; 30 s = 1 minute at 5 ct; 61 s = 2 minutes at 8 ct.
      { description: 'Gesprekken naar Vaste nummers Nederland — november 2026: 2 min', quantity: 2, unitPriceCents: 2 },
      {
        description: 'Gesprekken naar Mobiele nummers Nederland — november 2026: 1 min',
        quantity: 1,
        unitPriceCents: 5,
      },
      { description: 'Gesprekken naar Mobiele nummers Europa — november 2026: 2 min', quantity: 2, unitPriceCents: 8 },
    ]);
    // € 2,50 + € 0,04 + € 0,05 + € 0,16.
    expect(invoice.amountCents).toBe(275);
    const pdf = await binary(ingrid.get(`/api/invoices/${invoice.id}/pdf`));
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    // The description wraps in its column: its words, then quantity, price per minute and amount.
    expect(text).toMatch(/Gesprekken naar Mobiele nummers Europa —\s+november 2026: 2 min\s+2 € 0,08 € 0,16/);
    expect(text).toMatch(/Gesprekken naar Mobiele nummers Nederland —\s+november 2026: 1 min\s+1 € 0,05 € 0,05/);
  });

  it('shows the same costs in the call history as on the invoice', async () => {
    const calls = (await ingrid.get('/api/calls')).body.calls as { id: string; costCents: number }[];
    const november = calls.filter((call) => call.id.startsWith('nov-'));
    expect(november.map((call) => [call.id, call.costCents])).toEqual([
      ['nov-3', 5],
      ['nov-2', 4],
      ['nov-1', 16],
    ]);
  });
});
