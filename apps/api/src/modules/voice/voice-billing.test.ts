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

describe('the billing run after a number’s subscription has ended', () => {
  const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
  let anna: TestCustomer;
  let bram: TestCustomer;
  let annasNumber: string;
  let bramsNumber: string;

  /** An answered call of `seconds` that `caller` placed at `startedAt`. */
  const call = (callId: string, caller: string, callee: string, startedAt: string, seconds: number) =>
    platform.recordCall({ ...placed(callId, callee, startedAt, seconds), caller });
  const invoicesOf = async (customer: TestCustomer) =>
    ((await customer.get('/api/invoices')).body.invoices as OwnInvoice[]).sort((a, b) =>
      a.issue_date.localeCompare(b.issue_date),
    );
  const subscriptionIdOf = async (number: string) =>
    Number(
      (
        await t.store.kysely
          .selectFrom('subscriptions')
          .select('id')
          .where('number', '=', number)
          .executeTakeFirstOrThrow()
      ).id,
    );

  /** Orders and pays the `index`-th free Utrecht number without a bundle (€ 2,50 a month). */
  async function orderNumber(customer: TestCustomer, index: number): Promise<string> {
    const free = await request(t.app).get('/api/voip/numbers?area=030');
    const chosen = (free.body.numbers as { number: string }[])[index]!.number;
    const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number: chosen });
    await orderAndPay(t, customer, {
      kind: 'voip',
      numberType: 'nl',
      number: chosen,
      bundle: null,
      numberHold: hold.body.holdToken,
    });
    return chosen;
  }

  beforeAll(async () => {
    now = new Date('2027-01-05T10:00:00.000Z');
    anna = await registerCustomer(t, { email: 'anna@example.nl', firstName: 'Anna', lastName: 'Bakker' });
    bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
    annasNumber = await orderNumber(anna, 0);
    bramsNumber = await orderNumber(bram, 0);

    // Anna's January: a Dutch mobile of 61 s (2 min at 5 ct) and a landline of 30 s (1 min at 2 ct).
    call('anna-1', annasNumber, '+31612345678', '2027-01-10T09:00:00.000Z', 61);
    call('anna-2', annasNumber, '+31201234567', '2027-01-20T09:00:00.000Z', 30);
    // Bram's January: a Belgian mobile of 61 s (2 min at 8 ct). February: a Dutch mobile of 125 s (3 min at 5 ct)
    // before his subscription ends on the 10th, and a landline after it, which is not his to pay.
    call('bram-1', bramsNumber, '+32471234567', '2027-01-15T09:00:00.000Z', 61);
    call('bram-2', bramsNumber, '+31612345678', '2027-02-03T09:00:00.000Z', 125);
    call('bram-3', bramsNumber, '+31201234567', '2027-02-12T09:00:00.000Z', 60);
  }, 60_000);

  it('charges the calls of the last month on a final invoice when the subscription ended at that month’s end', async () => {
    now = new Date('2027-01-21T10:00:00.000Z');
    const cancelling = await anna.post(`/api/subscriptions/${await subscriptionIdOf(annasNumber)}/cancel`);
    expect(cancelling.status).toBe(200);
    // Its minimum term is its first month.
    expect(cancelling.body.subscription.endsOn).toBe('2027-01-31');

    now = new Date('2027-02-01T06:00:00.000Z');
    // Ingrid's and Bram's monthly invoices, and Anna's final one; Anna's subscription ends.
    expect(await t.services.billing.runBilling('2027-02-01')).toMatchObject({ invoiced: 3, ended: 1 });
    const [order, final, ...later] = await invoicesOf(anna);
    // The order's invoice paid January's fee.
    expect(order).toMatchObject({ issue_date: '2027-01-05', amountCents: 250 });
    expect(final!.issue_date).toBe('2027-02-01');
    expect(final!.lines).toMatchObject([
      { description: 'Gesprekken naar Vaste nummers Nederland — januari 2027: 1 min', quantity: 1, unitPriceCents: 2 },
      {
        description: 'Gesprekken naar Mobiele nummers Nederland — januari 2027: 2 min',
        quantity: 2,
        unitPriceCents: 5,
      },
    ]);
    // 1 × € 0,02 + 2 × € 0,05, and no month's fee.
    expect(final!.amountCents).toBe(12);
    expect(later).toEqual([]);
  });

  it('makes it once, however often the month is run', async () => {
    expect((await t.services.billing.runBilling('2027-02-01')).invoiced).toBe(0);
    now = new Date('2027-02-02T06:00:00.000Z');
    expect((await t.services.billing.runBilling('2027-02-02')).invoiced).toBe(0);
    expect((await invoicesOf(anna)).map((invoice) => invoice.amountCents)).toEqual([250, 12]);
  });

  it('charges the calls up to the last day when the subscription ended in the month after its monthly invoice', async () => {
    // February's monthly invoice charged Bram's January.
    const february = (await invoicesOf(bram)).find((invoice) => invoice.issue_date === '2027-02-01')!;
    expect(february.lines).toMatchObject([
      { quantity: 1, unitPriceCents: 250 },
      { description: 'Gesprekken naar Mobiele nummers Europa — januari 2027: 2 min', quantity: 2, unitPriceCents: 8 },
    ]);
    expect(february.amountCents).toBe(266);

    await t.services.auth.ensureAdminAccount(ADMIN);
    const adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token as string;
    now = new Date('2027-02-10T10:00:00.000Z');
    const cancelled = await request(t.app)
      .post(`/api/admin/subscriptions/${await subscriptionIdOf(bramsNumber)}/cancel`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ when: 'now' });
    expect(cancelled.status).toBe(200);

    now = new Date('2027-03-01T06:00:00.000Z');
    // Ingrid's monthly invoice and Bram's final one.
    expect((await t.services.billing.runBilling('2027-03-01')).invoiced).toBe(2);
    const march = (await invoicesOf(bram)).find((invoice) => invoice.issue_date === '2027-03-01')!;
    // 125 s = 3 minutes at 5 ct; the landline call of the 12th came after the end.
    expect(march.lines).toMatchObject([
      {
        description: 'Gesprekken naar Mobiele nummers Nederland — februari 2027: 3 min',
        quantity: 3,
        unitPriceCents: 5,
      },
    ]);
    expect(march.amountCents).toBe(15);

    now = new Date('2027-04-01T06:00:00.000Z');
    // Only Ingrid's: Bram and Anna have nothing more to pay.
    expect((await t.services.billing.runBilling('2027-04-01')).invoiced).toBe(1);
    expect((await invoicesOf(bram)).map((invoice) => invoice.issue_date)).toEqual([
      '2027-01-05',
      '2027-02-01',
      '2027-03-01',
    ]);
    expect((await invoicesOf(anna)).map((invoice) => invoice.issue_date)).toEqual(['2027-01-05', '2027-02-01']);
  });
});
