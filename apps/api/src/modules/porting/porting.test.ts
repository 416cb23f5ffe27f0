// Porting requests (nummerbehoud, docs/contracts.md §9) through the API as the dashboard and the back office call it: a paid
// VOIP order that keeps a number makes a request; the back office moves it requested → validated → scheduled →
// completed (or rejected with a reason), only forward and once; the customer sees every step and gets a mail in their
// language at each; the carrier is told, and its messages (the donor's answer) move a request too. Then the back
// office's list: search, status filter, sort, paging and the counts per status.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PORTING_JOBS } from './porting.service.js';

const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'Card Holder' };
/** A Tuesday: the earliest wished date is Friday the 27th, the earliest day to schedule today. */
const START = '2026-11-24T10:00:00.000Z';

interface PortingOrder {
  number?: string;
  numberType?: 'nl' | 'international';
  provider?: string;
  holder?: string;
  name?: string;
  email?: string;
  date?: string;
  atContractEnd?: boolean;
}

function portingOrderBody(options: PortingOrder, account: 'existing' | 'guest') {
  const {
    number = '06 1234 5678',
    numberType = 'nl',
    provider = 'KPN',
    holder = 'Ingrid van der Wit',
    name = 'Ingrid van der Wit',
    email = 'ingrid@example.nl',
    date = '2026-12-01',
    atContractEnd = false,
  } = options;
  return {
    product: {
      kind: 'voip',
      numberType,
      porting: {
        number,
        currentProvider: provider,
        holderName: holder,
        ...(atContractEnd ? { atContractEnd: true } : { date }),
        consent: true,
      },
      bundle: 'europe',
    },
    customer: {
      name,
      email,
      phone: '+31 6 1234 5678',
      country: 'NL',
      postcode: '3511 wc',
      houseNumber: '11',
      street: 'Vredenburgkade',
      city: 'Utrecht',
    },
    delivery: 'email',
    payment: { method: 'creditcard', card: CARD },
    account,
    withdrawalConsent: true,
  };
}

async function setUp() {
  let now = new Date(START);
  const t = await createTestApp({ clock: { now: () => now } });
  await t.services.auth.ensureAdminAccount(ADMIN);
  const login = await request(t.app).post('/api/auth/login').send(ADMIN);
  expect(login.status).toBe(200);
  const admin = login.body.token as string;
  return {
    t,
    at: (iso: string) => {
      now = new Date(iso);
    },
    adminGet: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${admin}`),
    /** POST …/status as the admin, in `language`. */
    move: (id: number, body: object, language = 'en') =>
      request(t.app)
        .post(`/api/admin/porting/${id}/status`)
        .set('Authorization', `Bearer ${admin}`)
        .set('Accept-Language', language)
        .send(body),
  };
}

/** Orders a VOIP number that keeps `options.number`, paid by card at once: the paid order's id. */
async function orderPorting(
  t: TestApp,
  options: PortingOrder = {},
  customer?: TestCustomer,
): Promise<{ orderId: string }> {
  const body = portingOrderBody(
    { ...options, ...(customer && !options.email ? { email: customer.email } : {}) },
    customer ? 'existing' : 'guest',
  );
  // A guest order is in the language it was placed in: Dutch here.
  const placed = customer
    ? await customer.post('/api/orders', body)
    : await request(t.app).post('/api/orders').set('Accept-Language', 'nl').send(body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body.order.status).toBe('paid');
  return { orderId: placed.body.order.id as string };
}

async function portingOf(t: TestApp, orderId: string) {
  return t.store.kysely.selectFrom('porting_requests').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

const dossierOf = (t: TestApp, ref: string | null) =>
  t.store.kysely
    .selectFrom('simulated_carrier_dossiers')
    .selectAll()
    .where('ref', '=', ref ?? '')
    .executeTakeFirst();

/** The mails sent to `email` so far. */
const mailsTo = async (t: TestApp, email: string) => (await t.mails()).filter((mail) => mail.to === email);

describe('a porting request through its whole life', () => {
  const LIVES = [
    {
      language: 'nl',
      email: 'ingrid@example.nl',
      subjects: [
        'We zetten je nummer 06 1234 5678 over naar TeleNova',
        'KPN heeft het overzetten van je nummer 06 1234 5678 goedgekeurd',
        'Je nummer 06 1234 5678 gaat over op 30 november 2026',
        'Je nummer 06 1234 5678 is nu bij TeleNova',
      ],
      bodies: [
        'We hebben KPN gevraagd je nummer 06 1234 5678 naar ons over te zetten, op naam van Ingrid van der Wit. Je gewenste overstapdatum is 1 december 2026.',
        'Je huidige provider KPN heeft het verzoek goedgekeurd om je nummer 06 1234 5678 naar ons over te zetten.',
        'De overstap van je nummer 06 1234 5678 van KPN naar ons staat gepland op 30 november 2026.',
        'De overstap is klaar: vanaf nu komen oproepen naar 06 1234 5678 bij je binnen via TeleNova.',
      ],
      dashboard: 'Volg elke stap in je dashboard: http://localhost:3000/dashboard',
    },
    {
      language: 'en',
      email: 'ingrid.en@example.nl',
      subjects: [
        'We are moving your number 06 1234 5678 to TeleNova',
        'KPN has approved moving your number 06 1234 5678',
        'Your number 06 1234 5678 moves on 30 November 2026',
        'Your number 06 1234 5678 is now with TeleNova',
      ],
      bodies: [
        'We have asked KPN to move your number 06 1234 5678 to us, in the name of Ingrid van der Wit. You asked for the move on 1 December 2026.',
        'Your current provider KPN has approved the request to move your number 06 1234 5678 to us.',
        'The move of your number 06 1234 5678 from KPN to us is planned for 30 November 2026.',
        'The move is done: from now on, calls to 06 1234 5678 reach you through TeleNova.',
      ],
      dashboard: 'Follow every step in your dashboard: http://localhost:3000/dashboard',
    },
  ] as const;

  it.each(LIVES)(
    'goes requested → validated → scheduled → completed, seen and mailed in $language at every step',
    async ({ language, email, subjects, bodies, dashboard }) => {
      const { t, at, move, adminGet } = await setUp();
      const customer = await registerCustomer(t, { email, language });
      const { orderId } = await orderPorting(t, {}, customer);
      const stored = (await portingOf(t, orderId))!;
      expect(stored).toMatchObject({ status: 'requested', number: '+31612345678', carrier_ref: null });
      // The order's subscription (made by the subscription's hook, which runs first), when there is one.
      const subscription = await t.store.kysely
        .selectFrom('subscriptions')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      const id = Number(stored.id);

      // The jobs tell the carrier and mail the customer.
      await t.services.jobs.runDueJobs();
      const submitted = (await portingOf(t, orderId))!;
      expect(submitted.carrier_ref).toEqual(expect.any(String));
      expect(await dossierOf(t, submitted.carrier_ref)).toMatchObject({
        number: '+31612345678',
        donor: 'KPN',
        holder_name: 'Ingrid van der Wit',
        wished_date: '2026-12-01',
        status: 'requested',
      });
      const own = await customer.get('/api/porting');
      expect(own.status).toBe(200);
      expect(own.body).toEqual({
        porting: [
          {
            id,
            orderId,
            subscriptionId: subscription ? Number(subscription.id) : null,
            number: '+31612345678',
            display: '06 1234 5678',
            numberType: 'nl',
            currentProvider: 'KPN',
            holderName: 'Ingrid van der Wit',
            wishedDate: '2026-12-01',
            atContractEnd: false,
            status: 'requested',
            scheduledDate: null,
            reason: null,
            history: [{ status: 'requested', at: START, date: null, reason: null }],
            createdAt: START,
            updatedAt: START,
          },
        ],
      });

      at('2026-11-25T09:00:00.000Z');
      const validated = await move(id, { status: 'validated' });
      expect(validated.status).toBe(200);
      expect(validated.body.porting).toMatchObject({ status: 'validated', nextStatuses: ['scheduled', 'rejected'] });
      // A day to move on that is not a working day, or has passed, is refused on `date`, in the admin's language.
      const saturday = await move(id, { status: 'scheduled', date: '2026-11-28' }, 'nl');
      expect(saturday.status).toBe(400);
      expect(saturday.body.fields).toEqual({ date: 'Kies een werkdag (maandag tot en met vrijdag)' });
      const past = await move(id, { status: 'scheduled', date: '2026-11-24' });
      expect(past.status).toBe(400);
      expect(Object.keys(past.body.fields)).toEqual(['date']);
      const scheduled = await move(id, { status: 'scheduled', date: '2026-11-30' });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.porting).toMatchObject({ status: 'scheduled', scheduledDate: '2026-11-30' });
      await t.services.jobs.runDueJobs();
      expect((await dossierOf(t, submitted.carrier_ref))?.status).toBe('accepted');

      at('2026-11-30T08:00:00.000Z');
      const completed = await move(id, { status: 'completed' });
      expect(completed.status).toBe(200);
      expect(completed.body.porting).toMatchObject({ status: 'completed', nextStatuses: [] });
      await t.services.jobs.runDueJobs();
      // The carrier is told the port was performed on the scheduled day.
      expect(await dossierOf(t, submitted.carrier_ref)).toMatchObject({
        status: 'performed',
        performed_on: '2026-11-30',
      });

      const history = (await customer.get('/api/porting')).body.porting[0];
      expect(history.status).toBe('completed');
      expect(history.history).toEqual([
        { status: 'requested', at: START, date: null, reason: null },
        { status: 'validated', at: '2026-11-25T09:00:00.000Z', date: null, reason: null },
        { status: 'scheduled', at: '2026-11-25T09:00:00.000Z', date: '2026-11-30', reason: null },
        { status: 'completed', at: '2026-11-30T08:00:00.000Z', date: null, reason: null },
      ]);
      expect((await adminGet(`/api/admin/porting/${id}`)).body.porting.history).toEqual(history.history);

      // One mail at every step, in the customer's language.
      const mails = (await mailsTo(t, email)).filter((mail) => /06 1234 5678/.test(mail.subject));
      expect(mails.map((mail) => mail.subject)).toEqual(subjects);
      mails.forEach((mail, step) => {
        expect(mail.text).toContain(bodies[step]);
        expect(mail.text).toContain(dashboard);
      });

      // Every step is in the activity log.
      const activity = await adminGet('/api/admin/activity?page=1&pageSize=20').set('Accept-Language', 'en');
      const messages = (activity.body.items as { message: string }[]).map((item) => item.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Porting of 06 1234 5678 for Ingrid van der Wit requested from KPN',
          'Porting of 06 1234 5678 for Ingrid van der Wit approved by KPN',
          'Porting of 06 1234 5678 for Ingrid van der Wit scheduled on 2026-11-30',
          'Number 06 1234 5678 of Ingrid van der Wit ported from KPN',
        ]),
      );
    },
  );

  it('is rejected with its reason, mailed in English, and moves no further', async () => {
    const { t, move } = await setUp();
    const customer = await registerCustomer(t, { email: 'gerrit@example.nl', language: 'en' });
    const { orderId } = await orderPorting(
      t,
      { number: '020 123 4567', provider: 'Ziggo', holder: 'G. Bakker', atContractEnd: true },
      customer,
    );
    await t.services.jobs.runDueJobs();
    const row = (await portingOf(t, orderId))!;
    expect(row).toMatchObject({ wished_date: null, at_contract_end: 1 });
    const requested = (await mailsTo(t, 'gerrit@example.nl')).at(-1)!;
    expect(requested.text).toContain('You asked for the move at the end of your contract with Ziggo.');

    // The schema needs the reason.
    const withoutReason = await move(Number(row.id), { status: 'rejected' });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.fields).toEqual({ reason: 'Give the reason for the rejection' });
    const rejected = await move(Number(row.id), {
      status: 'rejected',
      reason: 'The account holder does not match the contract',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.porting).toMatchObject({
      status: 'rejected',
      reason: 'The account holder does not match the contract',
      nextStatuses: [],
    });
    await t.services.jobs.runDueJobs();
    // The simulated donor gave the refusal.
    expect((await dossierOf(t, row.carrier_ref))?.status).toBe('rejected');
    const mail = (await mailsTo(t, 'gerrit@example.nl')).at(-1)!;
    expect(mail.subject).toBe('We could not move your number 020 123 4567');
    expect(mail.text).toContain(
      'Your number 020 123 4567 cannot be moved from Ziggo to us. The reason: The account holder does not match the contract',
    );
    expect(mail.text).toContain('http://localhost:3000/support');

    for (const status of ['validated', 'scheduled', 'completed', 'rejected', 'requested']) {
      const again = await move(Number(row.id), { status, date: '2026-11-30', reason: 'again' });
      expect(again.status, status).toBe(409);
      expect(again.body.code).toBe('INVALID_TRANSITION');
    }
    const own = (await customer.get('/api/porting')).body.porting[0];
    expect(own.history.map((step: { status: string }) => step.status)).toEqual(['requested', 'rejected']);
    expect(own.history[1].reason).toBe('The account holder does not match the contract');
  });

  it('moves only forward and once: a backward, skipped or repeated move answers 409, and two admins at once move it once', async () => {
    const { t, move } = await setUp();
    const { orderId } = await orderPorting(t);
    const id = Number((await portingOf(t, orderId))!.id);
    expect((await move(id, { status: 'scheduled', date: '2026-11-30' })).status).toBe(409);
    expect((await move(id, { status: 'completed' })).status).toBe(409);
    expect((await move(id, { status: 'requested' })).status).toBe(409);
    const both = await Promise.all([move(id, { status: 'validated' }), move(id, { status: 'validated' })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await move(id, { status: 'validated' })).status).toBe(409);
    expect((await move(id, { status: 'requested' })).status).toBe(409);
    const events = await t.store.kysely
      .selectFrom('porting_events')
      .select('status')
      .where('porting_id', '=', id)
      .execute();
    expect(events.map((event) => event.status)).toEqual(['requested', 'validated']);
  });

  it('answers 400 for a body or a date that does not do, and 404 for a request that does not exist', async () => {
    const { t, move, adminGet } = await setUp();
    const { orderId } = await orderPorting(t);
    const id = Number((await portingOf(t, orderId))!.id);
    expect((await move(id, { status: 'validated' })).status).toBe(200);
    const cases: [object, string[]][] = [
      [{}, ['status']],
      [{ status: 'cancelled' }, ['status']],
      [{ status: 'scheduled' }, ['date']],
      [{ status: 'scheduled', date: '2026-02-30' }, ['date']],
      [{ status: 'scheduled', date: '2027-06-01' }, ['date']],
    ];
    for (const [body, fields] of cases) {
      const answer = await move(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields), JSON.stringify(body)).toEqual(fields);
    }
    const tooLate = await move(id, { status: 'scheduled', date: '2027-06-01' }, 'nl');
    expect(tooLate.body.fields.date).toBe('Kies een datum binnen de komende 120 dagen');
    for (const path of ['/api/admin/porting/999999', '/api/admin/porting/abc']) {
      const answer = await adminGet(path);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('PORTING_NOT_FOUND');
    }
    expect((await move(999999, { status: 'validated' })).status).toBe(404);
    expect((await adminGet(`/api/admin/porting/${id}`)).body.porting.status).toBe('validated');
  });
});

describe('a refunded order', () => {
  it('rejects its open porting request with the reason, mails the customer, withdraws it at the carrier and never completes it', async () => {
    const { t, at, move, adminGet } = await setUp();
    const customer = await registerCustomer(t, { email: 'femke@example.nl', language: 'nl' });
    const { orderId } = await orderPorting(t, {}, customer);
    await t.services.jobs.runDueJobs();
    const row = (await portingOf(t, orderId))!;
    expect(await move(Number(row.id), { status: 'validated' })).toMatchObject({ status: 200 });
    await t.services.jobs.runDueJobs();
    expect((await dossierOf(t, row.carrier_ref))?.status).toBe('accepted');

    at('2026-11-25T09:00:00.000Z');
    const login = await request(t.app).post('/api/auth/login').send(ADMIN);
    const refund = await request(t.app)
      .post(`/api/admin/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${login.body.token as string}`);
    expect(refund.status).toBe(200);

    // Stored: rejected, with the reason in the customer's language, as a step of the timeline.
    const reason = 'Je bestelling is terugbetaald, dus het nummer blijft bij je huidige provider.';
    expect(await portingOf(t, orderId)).toMatchObject({ status: 'rejected', reason });
    const own = (await customer.get('/api/porting')).body.porting[0];
    expect(own.history.map((step: { status: string }) => step.status)).toEqual(['requested', 'validated', 'rejected']);
    expect(own.history[2]).toEqual({ status: 'rejected', at: '2026-11-25T09:00:00.000Z', date: null, reason });
    // The order's subscription ended with it.
    const subscription = await t.store.kysely
      .selectFrom('subscriptions')
      .select(['status', 'ends_on'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(subscription).toEqual({ status: 'cancelled', ends_on: '2026-11-25' });

    await t.services.jobs.runDueJobs();
    // Withdrawn at the carrier (not the donor's refusal), and the customer told why, in Dutch.
    expect((await dossierOf(t, row.carrier_ref))?.status).toBe('cancelled');
    const mail = (await mailsTo(t, 'femke@example.nl')).at(-1)!;
    expect(mail.subject).toBe('We konden je nummer 06 1234 5678 niet overzetten');
    expect(mail.text).toContain(`De reden: ${reason}`);
    expect(mail.text).toContain('Voor je nummer verandert er niets: het blijft bij KPN.');
    expect(mail.text).not.toContain('dienen we het verzoek opnieuw in');

    // It goes no further: scheduling or completing it answers 409.
    for (const status of ['scheduled', 'completed']) {
      const again = await move(Number(row.id), { status, date: '2026-11-30' });
      expect(again.status, status).toBe(409);
    }
    const listed = await adminGet(`/api/admin/porting/${Number(row.id)}`);
    expect(listed.body.porting).toMatchObject({ status: 'rejected', reason, nextStatuses: [] });
  });

  it('leaves a completed request as it is', async () => {
    const { t, at, move } = await setUp();
    const { orderId } = await orderPorting(t);
    await t.services.jobs.runDueJobs();
    const id = Number((await portingOf(t, orderId))!.id);
    await move(id, { status: 'validated' });
    await move(id, { status: 'scheduled', date: '2026-11-30' });
    at('2026-11-30T08:00:00.000Z');
    expect((await move(id, { status: 'completed' })).status).toBe(200);
    const login = await request(t.app).post('/api/auth/login').send(ADMIN);
    const refund = await request(t.app)
      .post(`/api/admin/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${login.body.token as string}`);
    expect(refund.status).toBe(200);
    expect(await portingOf(t, orderId)).toMatchObject({ status: 'completed', reason: null });
  });
});

describe("the account's own requests", () => {
  it("shows an account its own requests and those of its confirmed address's guest orders, and no one else's", async () => {
    const { t } = await setUp();
    // A guest order with Sanne's address: hers once she has an account with that address, confirmed.
    await orderPorting(t, { number: '020 765 4321', name: 'Sanne de Vries', email: 'sanne@example.nl' });
    const ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const sanne = await registerCustomer(t, { email: 'sanne@example.nl', firstName: 'Sanne' });
    await orderPorting(t, {}, ingrid);
    const mine = (await ingrid.get('/api/porting')).body.porting as { display: string }[];
    expect(mine.map((porting) => porting.display)).toEqual(['06 1234 5678']);
    const hers = (await sanne.get('/api/porting')).body.porting as { display: string }[];
    expect(hers.map((porting) => porting.display)).toEqual(['020 765 4321']);

    expect((await request(t.app).get('/api/porting')).status).toBe(401);
    expect((await ingrid.get('/api/admin/porting')).status).toBe(403);
    expect((await ingrid.get(`/api/admin/porting/1`)).status).toBe(403);
    expect((await ingrid.post(`/api/admin/porting/1/status`, { status: 'validated' })).status).toBe(403);
  });

  it('makes no request for a new number, an eSIM or an order that is not paid', async () => {
    const { t } = await setUp();
    const customer = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const ideal = await customer.post('/api/orders', {
      ...portingOrderBody({ email: customer.email }, 'existing'),
      payment: { method: 'ideal' },
    });
    expect(ideal.status).toBe(201);
    expect(ideal.body.order.status).toBe('pending');
    expect(await t.store.kysely.selectFrom('porting_requests').selectAll().execute()).toEqual([]);
    expect((await customer.get('/api/porting')).body).toEqual({ porting: [] });
  });
});

describe("the carrier's messages", () => {
  it("validate a request by the donor's acceptance and reject one by its refusal, mailed, and are confirmed", async () => {
    const { t, move } = await setUp();
    const accepted = await orderPorting(t, { email: 'a@example.nl' });
    const refused = await orderPorting(t, { number: '010 222 3333', email: 'b@example.nl' });
    const delayed = await orderPorting(t, { number: '030 444 5555', email: 'c@example.nl' });
    await t.services.jobs.runDueJobs();
    const carrier = t.services.carrier;
    const refOf = async (orderId: string) => (await portingOf(t, orderId))!.carrier_ref!;
    await carrier.simulate!(await refOf(accepted.orderId), { type: 'accepted', firstPossibleDate: '2026-11-27' });
    await carrier.simulate!(await refOf(refused.orderId), { type: 'rejected', reason: 'Number is not in use' });
    await carrier.simulate!(await refOf(delayed.orderId), {
      type: 'delayed',
      answerDueAt: '2026-11-26T12:00:00.000Z',
    });

    await t.services.porting.handleCarrierMessages();
    expect((await portingOf(t, accepted.orderId))?.status).toBe('validated');
    expect(await portingOf(t, refused.orderId)).toMatchObject({ status: 'rejected', reason: 'Number is not in use' });
    expect((await portingOf(t, delayed.orderId))?.status).toBe('requested');
    expect(await carrier.receiveMessages()).toEqual([]);
    await t.services.jobs.runDueJobs();
    expect((await mailsTo(t, 'a@example.nl')).at(-1)?.subject).toBe(
      'KPN heeft het overzetten van je nummer 06 1234 5678 goedgekeurd',
    );
    expect((await mailsTo(t, 'b@example.nl')).at(-1)?.text).toContain('De reden: Number is not in use');
    // A move by the carrier is not told back to it.
    const told = await t.store.kysely
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', PORTING_JOBS.notifyCarrier)
      .execute();
    expect(told).toEqual([]);

    // The back office moves it on from there; the donor's deactivation after the port moves nothing.
    const id = Number((await portingOf(t, accepted.orderId))!.id);
    expect((await move(id, { status: 'scheduled', date: '2026-11-27' })).status).toBe(200);
    expect((await move(id, { status: 'completed' })).status).toBe(200);
    await t.services.jobs.runDueJobs();
    expect((await carrier.receiveMessages()).map((message) => message.type)).toEqual(['deactivated']);
    await t.services.porting.handleCarrierMessages();
    expect((await portingOf(t, accepted.orderId))?.status).toBe('completed');
    expect(await carrier.receiveMessages()).toEqual([]);
  });

  it('are read by a job that runs again while a request is on its way, and stops after the last', async () => {
    const { t, at, move } = await setUp();
    const { orderId } = await orderPorting(t);
    await t.services.jobs.runDueJobs();
    const poll = () =>
      t.store.kysely
        .selectFrom('jobs')
        .select(['run_at', 'done_at'])
        .where('kind', '=', PORTING_JOBS.carrierMessages)
        .execute();
    expect(await poll()).toEqual([{ run_at: '2026-11-24T10:01:00.000Z', done_at: null }]);
    await t.services.carrier.simulate!((await portingOf(t, orderId))!.carrier_ref!, { type: 'accepted' });
    at('2026-11-24T10:01:00.000Z');
    await t.services.jobs.runDueJobs();
    expect((await portingOf(t, orderId))?.status).toBe('validated');
    expect(await poll()).toEqual([{ run_at: '2026-11-24T10:02:00.000Z', done_at: null }]);
    expect(
      (await move(Number((await portingOf(t, orderId))!.id), { status: 'rejected', reason: 'Withdrawn' })).status,
    ).toBe(200);
    at('2026-11-24T10:02:00.000Z');
    await t.services.jobs.runDueJobs();
    expect(await poll()).toEqual([{ run_at: '2026-11-24T10:02:00.000Z', done_at: '2026-11-24T10:02:00.000Z' }]);
    // Rejected after the donor's acceptance: withdrawn at the exchange.
    expect((await dossierOf(t, (await portingOf(t, orderId))!.carrier_ref))?.status).toBe('cancelled');
  });
});

describe('GET /api/admin/porting', () => {
  /** Five requests over two days, of different people, providers and statuses. */
  async function backOffice() {
    const office = await setUp();
    const { t, at, move } = office;
    const orders = [
      { number: '06 1234 5678', name: 'Zoë Bakker', email: 'zoe@example.nl', provider: 'KPN' },
      { number: '020 123 4567', name: 'Émile Ørsted', email: 'emile@example.nl', provider: 'Vodafone' },
      { number: '010 222 3333', name: 'Anna de Vries', email: 'anna@example.nl', provider: 'Odido' },
      {
        number: '+32 2 345 67 89',
        numberType: 'international',
        name: 'Bram Peeters',
        email: 'bram@example.be',
        provider: 'Proximus',
      },
      { number: '030 444 5555', name: 'Carla Jansen', email: 'carla@example.nl', provider: 'Ziggo' },
    ] as const;
    const ids: number[] = [];
    for (const [index, order] of orders.entries()) {
      at(`2026-11-24T1${index}:00:00.000Z`);
      const { orderId } = await orderPorting(t, { ...order, holder: order.name });
      ids.push(Number((await portingOf(t, orderId))!.id));
    }
    at('2026-11-25T09:00:00.000Z');
    const [zoe, emile, anna, bram] = ids as [number, number, number, number, number];
    for (const id of [zoe, emile, anna]) expect((await move(id, { status: 'validated' })).status).toBe(200);
    expect((await move(zoe, { status: 'scheduled', date: '2026-12-02' })).status).toBe(200);
    expect((await move(emile, { status: 'scheduled', date: '2026-11-27' })).status).toBe(200);
    expect((await move(emile, { status: 'completed' })).status).toBe(200);
    expect((await move(bram, { status: 'rejected', reason: 'Unknown number' })).status).toBe(200);
    return { ...office, ids };
  }

  const displays = (answer: request.Response) => (answer.body.items as { display: string }[]).map((row) => row.display);

  it('lists the newest first with the counts per status over every request, in pages', async () => {
    const { adminGet } = await backOffice();
    const all = await adminGet('/api/admin/porting');
    expect(all.status).toBe(200);
    expect(displays(all)).toEqual(['030 444 5555', '+32 2 345 67 89', '010 222 3333', '020 123 4567', '06 1234 5678']);
    expect(all.body).toMatchObject({ page: 1, pageSize: 10, total: 5, totalPages: 1 });
    const stats = { requested: 1, validated: 1, scheduled: 1, completed: 1, rejected: 1 };
    expect(all.body.stats).toEqual(stats);
    expect(all.body.items[1]).toEqual({
      id: expect.any(Number),
      number: '+3223456789',
      display: '+32 2 345 67 89',
      customerName: 'Bram Peeters',
      customerEmail: 'bram@example.be',
      customerId: expect.any(Number),
      currentProvider: 'Proximus',
      status: 'rejected',
      wishedDate: '2026-12-01',
      atContractEnd: false,
      scheduledDate: null,
      orderId: expect.stringMatching(/^ORD-/),
      createdAt: '2026-11-24T13:00:00.000Z',
      updatedAt: '2026-11-25T09:00:00.000Z',
      nextStatuses: [],
    });
    const second = await adminGet('/api/admin/porting?pageSize=2&page=2');
    expect(displays(second)).toEqual(['010 222 3333', '020 123 4567']);
    expect(second.body).toMatchObject({ page: 2, total: 5, totalPages: 3 });
    const last = await adminGet('/api/admin/porting?pageSize=2&page=9');
    expect(displays(last)).toEqual(['06 1234 5678']);
    // The counts are over every request, whatever the filter.
    expect((await adminGet('/api/admin/porting?status=completed')).body.stats).toEqual(stats);
  });

  it('filters by status and searches numbers as stored or written, names, e-mail and providers', async () => {
    const { adminGet } = await backOffice();
    const search = async (query: string) => displays(await adminGet(`/api/admin/porting?${query}`));
    expect(await search('status=validated')).toEqual(['010 222 3333']);
    expect(await search('status=scheduled')).toEqual(['06 1234 5678']);
    expect(await search('search=emile')).toEqual(['020 123 4567']);
    expect(await search('search=%C3%98RSTED')).toEqual(['020 123 4567']);
    expect(await search('search=vodafone')).toEqual(['020 123 4567']);
    expect(await search('search=020%20123')).toEqual(['020 123 4567']);
    expect(await search('search=0201234567')).toEqual(['020 123 4567']);
    expect(await search('search=%2B3120')).toEqual(['020 123 4567']);
    expect(await search('search=example.be')).toEqual(['+32 2 345 67 89']);
    expect(await search('search=ziggo&status=requested')).toEqual(['030 444 5555']);
    expect(await search('search=ziggo&status=completed')).toEqual([]);
    expect(await search('search=100%25')).toEqual([]);
  });

  it('sorts by every sort key, both ways, a request without a porting day last', async () => {
    const { adminGet } = await backOffice();
    const sorted = async (query: string) => displays(await adminGet(`/api/admin/porting?${query}`));
    expect(await sorted('sort=customerName')).toEqual([
      '010 222 3333',
      '+32 2 345 67 89',
      '030 444 5555',
      '020 123 4567',
      '06 1234 5678',
    ]);
    expect(await sorted('sort=customerName&dir=desc')).toEqual([
      '06 1234 5678',
      '020 123 4567',
      '030 444 5555',
      '+32 2 345 67 89',
      '010 222 3333',
    ]);
    // By the number as stored (E.164): +31 10…, +31 20…, +31 30…, +31 6…, +32 2….
    expect(await sorted('sort=number')).toEqual([
      '010 222 3333',
      '020 123 4567',
      '030 444 5555',
      '06 1234 5678',
      '+32 2 345 67 89',
    ]);
    expect(await sorted('sort=status')).toEqual([
      '030 444 5555',
      '010 222 3333',
      '06 1234 5678',
      '020 123 4567',
      '+32 2 345 67 89',
    ]);
    expect(await sorted('sort=createdAt&dir=asc')).toEqual([
      '06 1234 5678',
      '020 123 4567',
      '010 222 3333',
      '+32 2 345 67 89',
      '030 444 5555',
    ]);
    const byDay = await sorted('sort=scheduledDate');
    expect(byDay.slice(0, 2)).toEqual(['020 123 4567', '06 1234 5678']);
    const byDayDesc = await sorted('sort=scheduledDate&dir=desc');
    expect(byDayDesc.slice(0, 2)).toEqual(['06 1234 5678', '020 123 4567']);
    // The same rows, page by page, read from the front or the back.
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await sorted(`sort=scheduledDate&pageSize=2&page=${page}`)));
    expect(pages).toEqual(byDay);
  });

  it('refuses a filter or sort it does not have, naming the parameter, and is admin only', async () => {
    const { t, adminGet } = await backOffice();
    for (const [query, field] of [
      ['status=cancelled', 'status'],
      ['sort=price', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['status=requested&status=validated', 'status'],
    ]) {
      const answer = await adminGet(`/api/admin/porting?${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.fields), query).toEqual([field]);
    }
    expect((await request(t.app).get('/api/admin/porting')).status).toBe(401);
  });
});
