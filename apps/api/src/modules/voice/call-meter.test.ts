// The calling meter (docs/contracts.md §15, docs/decisions/052), on the simulated voice platform: customers who ordered
// and paid a VOIP number each through the API (Europe bundle: 500 minutes; World: 200; none), their calls imported,
// the meter of this month, the mails at 80 % and 100 % (once each), and the back office's view of a customer's calls.
import { sql } from 'kysely';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '@telecom/domain';
import { callMeterMail } from './call-meter-mail.js';
import { createSimulatedVoicePlatform, type SimulatedVoicePlatform } from './simulated-voice.js';
import type { PlatformCall } from './voice-platform.js';
import { orderAndPay, orderVoipNumber, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-30T09:00:00.000Z');
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

let t: TestApp;
let platform: SimulatedVoicePlatform;
let adminToken: string;
let ingrid: TestCustomer;
let bram: TestCustomer;
let erik: TestCustomer;
let ingridsNumber: string;
let bramsNumber: string;
let eriksNumber: string;

/** Orders the first free Utrecht (030) number with `bundle` and pays. */
const orderNumber = (customer: TestCustomer, bundle: string | null) => orderVoipNumber(t, customer, { bundle });

/** An answered call of `seconds` placed at `startedAt` (answered 5 s later). */
function call(callId: string, caller: string, callee: string, startedAt: string, seconds: number): PlatformCall {
  const answered = Date.parse(startedAt) + 5_000;
  return {
    callId,
    caller,
    callee,
    startedAt,
    answeredAt: new Date(answered).toISOString(),
    endedAt: new Date(answered + seconds * 1000).toISOString(),
    seconds,
    disposition: 'answered',
  };
}

const usagePath = (number: string) => `/api/voip/numbers/${encodeURIComponent(number)}/usage`;
/** The meter's mails sent so far (the other mails of the tests are the registrations' and the orders'). */
const meterMails = async () =>
  (await t.mails()).filter((mail) => /belminuten|call minutes|minutos de llamada/.test(mail.subject));
const asAdmin = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`);
const customerIdOf = async (number: string) =>
  Number(
    (
      await t.store.kysely
        .selectFrom('subscriptions')
        .select('customer_id')
        .where('number', '=', number)
        .executeTakeFirstOrThrow()
    ).customer_id,
  );

beforeAll(async () => {
  platform = createSimulatedVoicePlatform({ domain: 'sip.telenova.nl' });
  t = await createTestApp({ clock: { now: () => NOW }, voicePlatform: platform });
  await t.services.voip.ensureInventory();
  await t.services.auth.ensureAdminAccount(ADMIN);
  adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token;
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
  erik = await registerCustomer(t, {
    email: 'erik@example.com',
    firstName: 'Erik',
    lastName: 'Jansen',
    language: 'en',
  });
  ingridsNumber = await orderNumber(ingrid, 'europe');
  bramsNumber = await orderNumber(bram, null);
  eriksNumber = await orderNumber(erik, 'world');
  // October's calls are October's: 450 minutes of Ingrid's then count for nothing in November.
  platform.recordCall(call('oct', ingridsNumber, '+31201234567', '2026-10-20T10:00:00.000Z', 27_000));
  // New York: 2 minutes at 5 ct, which the Europe bundle does not cover. A Dutch landline: 23,941 s = 400 minutes
  // (399 and one second started), all from the bundle: 400 of 500 is 80 %.
  platform.recordCall(call('ny', ingridsNumber, '+12125550123', '2026-11-02T08:00:00.000Z', 120));
  platform.recordCall(call('nl-400', ingridsNumber, '+31201234567', '2026-11-03T08:00:00.000Z', 23_941));
  // Bram has no bundle: a Belgian mobile, 61 s = 2 minutes at 8 ct.
  platform.recordCall(call('bram-be', bramsNumber, '+32471234567', '2026-11-04T08:00:00.000Z', 61));
}, 60_000);

describe('GET /api/voip/numbers/{number}/usage', () => {
  it('counts this month’s bundle minutes of the bundle’s, and the minutes charged beyond it', async () => {
    const answer = await ingrid.get(usagePath(ingridsNumber));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      number: ingridsNumber,
      month: '2026-11',
      bundle: 'europe',
      includedMinutes: 500,
      usedMinutes: 400,
      percent: 80,
      chargedMinutes: 2,
      costCents: 10,
    });
  });

  it('shows a number without a bundle no meter, only what its minutes cost', async () => {
    const answer = await bram.get(usagePath(bramsNumber));
    expect(answer.body).toEqual({
      number: bramsNumber,
      month: '2026-11',
      bundle: null,
      includedMinutes: null,
      usedMinutes: 0,
      percent: null,
      chargedMinutes: 2,
      costCents: 16,
    });
  });

  it('answers 404 for another account’s number and for what is not a number, 401 without a token', async () => {
    expect((await bram.get(usagePath(ingridsNumber))).status).toBe(404);
    expect((await ingrid.get('/api/voip/numbers/abc/usage')).status).toBe(404);
    expect((await request(t.app).get(usagePath(ingridsNumber))).status).toBe(401);
  });
});

describe('the meter’s mails', () => {
  it('mails at 80 % once, in the customer’s language, however often the calls are imported', async () => {
    await ingrid.get('/api/calls');
    await ingrid.get(usagePath(ingridsNumber));
    const written = formatPhoneNumber(ingridsNumber);
    const mails = await meterMails();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ingrid@example.nl', `U heeft 80% van de belminuten van ${written} gebruikt`],
    ]);
    expect(mails[0]!.text).toContain(
      `Met uw nummer ${written} heeft u in november 2026 400 van de 500 minuten van uw belbundel gebruikt.`,
    );
    expect(mails[0]!.text).toMatch(
      /Uw gesprekken en wat ze kosten vindt u op uw belpagina: http\S+\/dashboard\/bellen\n/,
    );
  });

  it('mails at 100 % once more when the bundle is used up, and never again that month', async () => {
    // A Belgian mobile: 6,030 s = 101 minutes: the bundle's last 100, and 1 at 8 ct.
    platform.recordCall(call('be-101', ingridsNumber, '+32471234567', '2026-11-20T08:00:00.000Z', 6_030));
    const usage = await ingrid.get(usagePath(ingridsNumber));
    expect(usage.body).toMatchObject({ usedMinutes: 500, percent: 100, chargedMinutes: 3, costCents: 18 });
    await ingrid.get('/api/calls');
    await t.services.callMeter.importAndNotice();
    const written = formatPhoneNumber(ingridsNumber);
    const mails = await meterMails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `U heeft 80% van de belminuten van ${written} gebruikt`,
      `De belminuten van ${written} zijn op`,
    ]);
    expect(mails[1]!.text).toContain('heeft u in november 2026 500 van de 500 minuten van uw belbundel gebruikt.');
    const notices = await t.store.kysely
      .selectFrom('call_meter_notices')
      .select(['number', 'month_start', 'threshold'])
      .where('number', '=', ingridsNumber)
      .orderBy('threshold')
      .execute();
    expect(notices).toEqual([
      { number: ingridsNumber, month_start: '2026-11-01', threshold: 80 },
      { number: ingridsNumber, month_start: '2026-11-01', threshold: 100 },
    ]);
  });

  it('sends one 100 % mail for a jump past both, also for calls an earlier import left without their mail', async () => {
    // As if the import's mail had failed: the call is kept, its mail not written. Then the sweep runs.
    const placed = call('erik-be', eriksNumber, '+32471234567', '2026-11-21T08:00:00.000Z', 15_000);
    await t.store.kysely
      .insertInto('calls')
      .values({
        call_id: placed.callId,
        caller: placed.caller,
        callee: placed.callee,
        started_at: placed.startedAt,
        answered_at: placed.answeredAt,
        ended_at: placed.endedAt,
        seconds: placed.seconds,
        disposition: placed.disposition,
      })
      .execute();
    await t.services.callMeter.importAndNotice();
    await t.services.callMeter.importAndNotice();
    const mails = (await meterMails()).filter((mail) => mail.to === 'erik@example.com');
    const written = formatPhoneNumber(eriksNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([`The call minutes of ${written} are used up`]);
    // 15,000 s = 250 minutes to a Belgian mobile: the World bundle's 200, then 50 at 8 ct.
    expect(mails[0]!.text).toContain(
      `In November 2026 your number ${written} has used 200 of the 200 minutes of its calling bundle.`,
    );
    expect((await erik.get(usagePath(eriksNumber))).body).toMatchObject({
      bundle: 'world',
      includedMinutes: 200,
      usedMinutes: 200,
      percent: 100,
      chargedMinutes: 50,
      costCents: 400,
    });
  });

  it('writes the mail in Spanish too, with the figures in the language’s way', () => {
    const mail = callMeterMail(
      {
        email: 'lucia@example.es',
        name: 'Lucía',
        language: 'es',
        number: '+31301234567',
        monthStart: '2026-11-01',
        threshold: 80,
        usedMinutes: 160,
        includedMinutes: 200,
      },
      'https://telenova.nl',
    );
    expect(mail.subject).toBe('Ha usado el 80 % de los minutos de llamada de 030 123 4567');
    expect(mail.text).toBe(
      [
        'Hola, Lucía:',
        '',
        'En noviembre de 2026 su número 030 123 4567 ha usado 160 de los 200 minutos de su bono de llamadas. ' +
          'Cuando se agote el bono, le avisaremos de nuevo; después, cada minuto cuesta la tarifa de su destino hasta final de mes.',
        '',
        'Sus llamadas y lo que cuestan están en su página de teléfono: https://telenova.nl/dashboard/bellen',
        '',
        'El equipo de TeleNova',
        '',
      ].join('\n'),
    );
  });

  it('mails nobody for a number without a bundle', async () => {
    expect((await meterMails()).filter((mail) => mail.to === 'bram@example.nl')).toEqual([]);
  });
});

describe('GET /api/admin/customers/{id}/calls', () => {
  it('shows an admin the customer’s calls as their account sees them, with the meter of each number', async () => {
    const own = await ingrid.get('/api/calls');
    const answer = await asAdmin(`/api/admin/customers/${await customerIdOf(ingridsNumber)}/calls`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.calls).toEqual(own.body.calls);
    expect((answer.body.calls as { id: string; costCents: number }[]).map((c) => [c.id, c.costCents])).toEqual([
      ['be-101', 8],
      ['nl-400', 0],
      ['ny', 10],
      ['oct', 0],
    ]);
    expect(answer.body.usage).toEqual([
      {
        number: ingridsNumber,
        month: '2026-11',
        bundle: 'europe',
        includedMinutes: 500,
        usedMinutes: 500,
        percent: 100,
        chargedMinutes: 3,
        costCents: 18,
      },
    ]);
  });

  it('answers 404 for an unknown customer, 403 to a customer and 401 without a token', async () => {
    const id = await customerIdOf(ingridsNumber);
    expect((await asAdmin('/api/admin/customers/999999/calls')).status).toBe(404);
    expect((await asAdmin('/api/admin/customers/abc/calls')).status).toBe(404);
    expect((await ingrid.get(`/api/admin/customers/${id}/calls`)).status).toBe(403);
    expect((await request(t.app).get(`/api/admin/customers/${id}/calls`)).status).toBe(401);
  });

  it('answers a customer without an account no calls', async () => {
    const created = await request(t.app)
      .post('/api/admin/customers')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ name: 'Zonder Account', email: 'zonder@example.nl', planName: 'VOIP Standard', status: 'active' });
    expect(created.status).toBe(201);
    const answer = await asAdmin(`/api/admin/customers/${created.body.customer.id}/calls`);
    expect(answer.body).toEqual({ calls: [], usage: [] });
  });
});

describe('a meter mail that cannot be written', () => {
  it('leaves the call list answering, and the import sweep writes the mail later', async () => {
    // An app of its own, whose notices table is away while the calls come in.
    const own = createSimulatedVoicePlatform({ domain: 'sip.telenova.nl' });
    const app = await createTestApp({ clock: { now: () => NOW }, voicePlatform: own });
    await app.services.voip.ensureInventory();
    const saskia = await registerCustomer(app, { email: 'saskia@example.nl', firstName: 'Saskia' });
    const free = await request(app.app).get('/api/voip/numbers?area=030');
    const number = (free.body.numbers as { number: string }[])[0]!.number;
    const hold = await request(app.app).post('/api/voip/numbers/hold').send({ number });
    await orderAndPay(app, saskia, {
      kind: 'voip',
      numberType: 'nl',
      number,
      bundle: 'europe',
      numberHold: hold.body.holdToken,
    });
    // 24,000 s = 400 minutes to a Dutch landline: 80 % of 500.
    own.recordCall(call('s-400', number, '+31201234567', '2026-11-10T08:00:00.000Z', 24_000));
    await sql`ALTER TABLE call_meter_notices RENAME TO call_meter_notices_away`.execute(app.store.kysely);
    const listed = await saskia.get('/api/calls');
    expect(listed.status).toBe(200);
    expect((listed.body.calls as { id: string }[]).map((c) => c.id)).toEqual(['s-400']);
    const subjects = async () =>
      (await app.mails()).filter((mail) => mail.to === 'saskia@example.nl').map((mail) => mail.subject);
    expect((await subjects()).filter((subject) => subject.includes('belminuten'))).toEqual([]);

    await sql`ALTER TABLE call_meter_notices_away RENAME TO call_meter_notices`.execute(app.store.kysely);
    await app.services.callMeter.importAndNotice();
    expect((await subjects()).filter((subject) => subject.includes('belminuten'))).toEqual([
      `U heeft 80% van de belminuten van ${formatPhoneNumber(number)} gebruikt`,
    ]);
  });
});
