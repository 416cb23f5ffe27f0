import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AI_FREE_TRIAL_DAYS,
  foldCase,
  monthlyCostWithVatCents,
  formatPhoneNumber,
  monthlyWithVat,
  parseCustomerListQuery,
  trialEndOf,
  type Call,
  type EsimRecord,
  type SubscriptionRecord,
  type VoicemailsAnswer,
} from '@telecom/domain';
import type { DataStore } from '../connection.js';
import { createTestApp, DEMO_SEED_NOW, openDemoDatabase, type TestApp } from '../../test/test-app.js';
import { demoRows as dump } from '../../test/demo-rows.js';
import { createCustomersRepository } from '../../modules/customers/customers.repository.js';
import { createInvoicesRepository } from '../../modules/invoices/invoices.repository.js';
import { exampleAudio, VOICEMAIL_EXAMPLES } from '../../modules/voicemail/voicemail-examples.js';
import { wavSeconds } from '../../modules/voice/wav.js';
import { DEMO_ACCOUNT, DEMO_TARGETS, seedDemo } from './demo.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const TODAY = '2026-11-23';
const count = async (store: DataStore, table: 'customers' | 'invoices') =>
  Number(
    (
      await store.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// A seed on PostgreSQL takes 20-30 s on a busy two-core machine, so the tests share three: one at another moment
// beside an admin account, one made by three instances at once (the data the second block checks), and the run's own
// (openDemoDatabase), which the second is compared with.
describe('the demo seed in the first hour of a month, beside an admin account', () => {
  const now = new Date('2026-12-01T00:30:00Z');
  const admin = { email: 'admin@example.nl', password: 'Admin-Wachtwoord-1' };
  let t: TestApp;
  let seeded: boolean;
  let adminBefore: unknown;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.ensureAdminAccount(admin);
    adminBefore = await t.store.kysely.selectFrom('users').selectAll().where('email', '=', admin.email).execute();
    seeded = await seedDemo(t.store, { now }, admin.email);
  });

  it('keeps its figures and its order in time', async () => {
    const { store } = t;
    expect(seeded).toBe(true);
    expect(await createCustomersRepository(store.kysely).customerStats('2026-12-01')).toMatchObject({
      total: 1247,
      active: 1156,
      newThisMonth: 23,
    });
    expect(await createInvoicesRepository(store.kysely).invoiceStats('2026-12-01')).toMatchObject({
      paid: DEMO_TARGETS.paidInvoices,
      pending: 34,
      overdue: 8,
      totalRevenueCents: DEMO_TARGETS.paidRevenueCents,
    });
    const customers = new Map(
      (await store.kysely.selectFrom('customers').select(['id', 'created_at']).execute()).map((row) => [
        row.id,
        row.created_at,
      ]),
    );
    const joined = (id: number | null) => customers.get(id!)!;
    for (const row of await store.kysely.selectFrom('services').selectAll().execute())
      expect(joined(row.customer_id) <= row.started_at && row.started_at <= now.toISOString()).toBe(true);
    for (const row of await store.kysely.selectFrom('invoices').selectAll().execute())
      expect(joined(row.customer_id).slice(0, 10) <= row.issue_date && row.issue_date <= '2026-12-01').toBe(true);
    for (const row of await store.kysely.selectFrom('orders').selectAll().execute())
      expect(joined(row.customer_id) <= row.created_at && row.created_at <= now.toISOString()).toBe(true);
  });

  it('runs only on an empty database, and leaves the admin account alone', async () => {
    expect(seeded).toBe(true);
    expect(await t.store.kysely.selectFrom('users').selectAll().where('email', '=', admin.email).execute()).toEqual(
      adminBefore,
    );
    const customers = await count(t.store, 'customers');
    expect(await seedDemo(t.store, { now }, admin.email)).toBe(false);
    expect(await count(t.store, 'customers')).toBe(customers);

    const used = await createTestApp();
    await request(used.app)
      .post('/api/auth/register')
      .send({ firstName: 'A', lastName: 'B', email: 'a@example.nl', password: 'Zomer-Fiets-2026', acceptTerms: true });
    expect(await seedDemo(used.store, { now: NOW })).toBe(false);
    expect(await count(used.store, 'customers')).toBe(0);
  });
});

describe('the demo data', () => {
  let t: TestApp;
  let seeders: boolean[];
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => NOW } });
    // Three instances that start together on one empty database.
    seeders = await Promise.all([1, 2, 3].map(() => seedDemo(t.store, { now: NOW })));
  });

  it('is seeded once when several instances start together', async () => {
    expect(seeders.filter(Boolean)).toHaveLength(1);
    expect(await count(t.store, 'customers')).toBe(DEMO_TARGETS.customers);
  });

  const rows = {
    customers: () => t.store.kysely.selectFrom('customers').selectAll().orderBy('id').execute(),
    invoices: () => t.store.kysely.selectFrom('invoices').selectAll().orderBy('id').execute(),
    orders: () => t.store.kysely.selectFrom('orders').selectAll().orderBy('id').execute(),
    activity: () => t.store.kysely.selectFrom('activity').selectAll().orderBy('id').execute(),
  };
  const demoUser = () =>
    t.store.kysely.selectFrom('users').selectAll().where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow();

  it('gives the same rows for the same day', async () => {
    // This seed against the run's own, made apart from it (openDemoDatabase: once per run, or per worker on SQLite).
    expect(DEMO_SEED_NOW).toEqual(NOW);
    expect(await dump(t.store)).toEqual(await dump(await openDemoDatabase()));
  });

  it('shows the figures its records give, near the spec sample', async () => {
    const customers = await rows.customers();
    const invoices = await rows.invoices();
    // Paid invoices count once each; credit notes subtract their (negative) amounts.
    const settled = invoices.filter((row) => row.status === 'paid');
    const paid = settled.filter((row) => row.kind === 'invoice');
    const spentCents = settled.reduce((sum, row) => sum + row.total_cents, 0);
    const shownCustomers = await createCustomersRepository(t.store.kysely).customerStats(TODAY);
    expect(shownCustomers).toEqual({
      total: customers.length,
      active: customers.filter((row) => row.status === 'active').length,
      newThisMonth: customers.filter((row) => row.created_at.startsWith('2026-11')).length,
      averageSpend: Math.round(spentCents / 100 / customers.length),
    });
    expect(shownCustomers).toMatchObject({ total: 1247, active: 1156, newThisMonth: 23 });

    const sent = invoices.filter((row) => row.status === 'sent');
    const shownInvoices = await createInvoicesRepository(t.store.kysely).invoiceStats(TODAY);
    expect(shownInvoices).toMatchObject({
      paid: paid.length,
      totalRevenueCents: settled.reduce((sum, row) => sum + row.amount_cents, 0),
      pending: sent.filter((row) => row.due_date >= TODAY).length,
      overdue: sent.filter((row) => row.due_date < TODAY).length,
    });
    expect(shownInvoices).toMatchObject({ paid: DEMO_TARGETS.paidInvoices, pending: 34, overdue: 8 });
    // The back office's invoices make up what the orders leave of the sample's €145,670 before VAT.
    expect(shownInvoices.totalRevenueCents).toBe(DEMO_TARGETS.paidRevenueCents);
    expect(invoices.filter((row) => row.status === 'draft')).toHaveLength(DEMO_TARGETS.draftInvoices);
    expect(invoices.filter((row) => row.status === 'cancelled')).toHaveLength(DEMO_TARGETS.cancelledInvoices);
    // Each paid order that charged something has its paid invoice (the businesses' AI assistants' trials charge
    // nothing), and only paid orders have one.
    const orders = await rows.orders();
    expect(orders).toHaveLength(DEMO_TARGETS.orders);
    expect(orders.every((order) => order.status === 'paid')).toBe(true);
    const charged = orders.filter(
      (order) => (JSON.parse(order.product) as { totalPriceCents: number }).totalPriceCents,
    );
    expect(charged).toHaveLength(DEMO_TARGETS.orders - 3);
    expect(invoices.filter((row) => row.order_id !== null).map((row) => row.order_id)).toEqual(
      charged.map((order) => order.id).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('numbers invoices INV-YYYY-NNN by issue date, and writes Dutch names and e-mail addresses', async () => {
    const invoices = await rows.invoices();
    const numbers = invoices.map((row) => row.invoice_number);
    expect(numbers.every((n) => /^INV-20\d\d-\d{3}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const row of invoices) expect(row.invoice_number.slice(4, 8)).toBe(row.issue_date.slice(0, 4));
    const customers = await rows.customers();
    const emails = customers.map((row) => row.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((e) => /^[a-z0-9.]+@[a-z0-9.]+\.[a-z]+$/.test(e))).toBe(true);
    expect(customers.some((row) => / van der /.test(row.name))).toBe(true);
  });

  it("names each invoice's own customer", async () => {
    const customers = new Map((await rows.customers()).map((row) => [row.id, row]));
    const invoices = await rows.invoices();
    expect(invoices.length).toBeGreaterThan(500);
    for (const invoice of invoices) {
      const customer = customers.get(invoice.customer_id!);
      expect({ name: invoice.customer_name, email: invoice.customer_email }).toEqual({
        name: customer?.name,
        email: customer?.email,
      });
    }
  });

  it('names the right customer in every activity entry that names an invoice or an order', async () => {
    const invoices = new Map((await rows.invoices()).map((row) => [row.invoice_number, row]));
    const orders = new Map((await rows.orders()).map((row) => [row.id, row]));
    const orderName = (id: string) => {
      const order = orders.get(id);
      return order && (JSON.parse(order.customer) as { name: string }).name;
    };
    const entries = (await rows.activity()).map((row) => ({
      ...row,
      params: JSON.parse(row.params) as Record<string, string>,
    }));
    const naming = entries.filter((row) => row.params.invoice !== undefined || row.params.order !== undefined);
    expect(naming.length).toBeGreaterThan(1000);
    for (const entry of naming) {
      if (entry.params.invoice !== undefined)
        expect([entry.params.invoice, entry.params.name]).toEqual([
          entry.params.invoice,
          invoices.get(entry.params.invoice)?.customer_name,
        ]);
      if (entry.params.order !== undefined)
        expect([entry.params.order, entry.params.name]).toEqual([entry.params.order, orderName(entry.params.order)]);
    }
    // The entries the system itself records name no one.
    const system = entries.filter((row) => row.type === 'clock');
    expect(system.length).toBeGreaterThan(0);
    for (const entry of system) expect(entry.params).toEqual({});
  });

  it("puts every member's joining before their orders and invoices, and everything before now", async () => {
    const customers = await rows.customers();
    const byEmail = new Map(customers.map((row) => [row.email_key, row]));
    const byId = new Map(customers.map((row) => [row.id, row]));
    for (const invoice of await rows.invoices()) {
      expect(byId.get(invoice.customer_id!)!.created_at.slice(0, 10) <= invoice.issue_date).toBe(true);
      if (invoice.paid_date) expect(invoice.issue_date <= invoice.paid_date && invoice.paid_date <= TODAY).toBe(true);
    }
    const user = await demoUser();
    for (const order of await rows.orders()) {
      // Booked on its account's record, or for a guest on the record of its address.
      const customer = byId.get(order.customer_id!);
      if (order.user_id === null) expect(customer, order.id).toBe(byEmail.get(foldCase(order.customer_email)));
      expect(customer, order.id).toBeDefined();
      expect(customer!.created_at <= order.created_at).toBe(true);
      if (order.user_id === user.id) expect(user.created_at <= order.created_at).toBe(true);
    }
    for (const service of await t.store.kysely.selectFrom('services').selectAll().execute()) {
      expect(byId.get(service.customer_id!)!.created_at <= service.started_at).toBe(true);
      expect(service.started_at <= NOW.toISOString()).toBe(true);
    }
    for (const entry of await rows.activity()) expect(entry.timestamp <= NOW.toISOString()).toBe(true);
    for (const customer of customers) expect(customer.created_at <= NOW.toISOString()).toBe(true);
  });

  it('gives the demo account its own record with its own address, its four orders and nothing of anyone else', async () => {
    const user = await demoUser();
    expect(user).toMatchObject({ language: 'nl', role: 'customer' });
    expect(user.email_verified_at).not.toBeNull();
    const own = (await rows.customers()).filter((row) => row.user_id === user.id);
    expect(own).toEqual([expect.objectContaining({ name: 'Sanne de Vries', email: DEMO_ACCOUNT.email })]);
    expect(user.created_at <= own[0]!.created_at).toBe(true);
    // No one else has an address of the demo domain.
    const demoDomain = (await rows.customers()).filter((row) => row.email.endsWith('@telenova.nl'));
    expect(demoDomain.map((row) => row.id)).toEqual([own[0]!.id]);

    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ name: 'Sanne de Vries', role: 'customer', language: 'nl' });
    const auth = `Bearer ${login.body.token}`;
    const orders = await request(t.app).get('/api/orders').set('Authorization', auth);
    expect(orders.body.orders.map((order: { product: { kind: string } }) => order.product.kind).sort()).toEqual([
      'ai-voicemail',
      'esim-pro',
      'travel',
      'voip',
    ]);
    const invoices = await request(t.app).get('/api/invoices').set('Authorization', auth);
    expect(invoices.status).toBe(200);
    const booked = (await rows.orders()).filter((order) => order.user_id === user.id);
    expect(booked.map((order) => [order.status, order.customer_id])).toEqual(booked.map(() => ['paid', own[0]!.id]));
    // Its paid orders' invoices and this month's of its subscriptions from before this month (the billing run's), and
    // no other invoice of its record or its address.
    const orderIds = orders.body.orders
      .filter((order: { product: { totalPriceCents: number } }) => order.product.totalPriceCents > 0)
      .map((order: { id: string }) => order.id)
      .sort();
    const monthly = await t.store.kysely
      .selectFrom('subscription_invoices')
      .innerJoin('subscriptions', 'subscriptions.id', 'subscription_invoices.subscription_id')
      .select(['subscription_invoices.invoice_id', 'subscription_invoices.period_start'])
      .where('subscriptions.user_id', '=', user.id)
      .execute();
    // Its eSIM Pro, VOIP number and AI voicemail all started before November.
    expect(monthly.map((row) => row.period_start)).toEqual(['2026-11-01', '2026-11-01', '2026-11-01']);
    const ownInvoices = (await rows.invoices()).filter(
      (row) => row.customer_id === own[0]!.id || row.customer_email === DEMO_ACCOUNT.email,
    );
    expect(
      ownInvoices
        .filter((row) => row.order_id !== null)
        .map((row) => [row.order_id, row.status, row.customer_id])
        .sort(),
    ).toEqual(orderIds.map((id: string) => [id, 'paid', own[0]!.id]));
    expect(
      ownInvoices
        .filter((row) => row.order_id === null)
        .map((row) => [row.id, row.status])
        .sort(),
    ).toEqual(monthly.map((row) => [row.invoice_id, 'paid']).sort());
    expect(invoices.body.invoices.map((invoice: { invoice_number: string }) => invoice.invoice_number).sort()).toEqual(
      ownInvoices.map((row) => row.invoice_number).sort(),
    );
  });

  it("shows the demo account's dashboard its installed eSIM, its subscriptions and their monthly cost", async () => {
    const user = await demoUser();
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const auth = `Bearer ${login.body.token}`;
    // What the dashboard calls (apps/web dashboard.tsx): the account's eSIMs and subscriptions.
    const esims = await request(t.app).get('/api/esims').set('Authorization', auth);
    expect(esims.status).toBe(200);
    const own = esims.body.esims as EsimRecord[];
    expect(own.map((esim) => [esim.kind, esim.status]).sort()).toEqual([
      ['esim-pro', 'active'],
      ['travel', 'active'],
    ]);
    for (const esim of own) {
      // Installed (and in use since), with the codes it was installed with.
      expect(esim.installedAt! > esim.readyAt!).toBe(true);
      expect(esim.lpa).toMatch(/^LPA:1\$/);
      const usage = await request(t.app).get(`/api/esims/${esim.id}/usage`).set('Authorization', auth);
      expect(usage.status).toBe(200);
      expect(usage.body.usedMb).toBeGreaterThan(0);
      expect(usage.body.usedMb).toBeLessThan(usage.body.includedMb);
    }
    const subscriptions = await request(t.app).get('/api/subscriptions').set('Authorization', auth);
    expect(subscriptions.status).toBe(200);
    const answered = subscriptions.body.subscriptions as SubscriptionRecord[];
    expect(answered.map((each) => [each.kind, each.status]).sort()).toEqual([
      ['ai-voicemail', 'active'],
      ['esim-pro', 'active'],
      ['voip', 'active'],
    ]);
    expect(answered.find((each) => each.kind === 'esim-pro')!.esimId).toBe(
      own.find((esim) => esim.kind === 'esim-pro')!.id,
    );
    // The monthly cost the dashboard shows, and the same figure from the stored rows.
    const stored = await t.store.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    const fromRows = stored
      .filter((row) => row.status === 'active')
      .reduce((sum, row) => sum + monthlyWithVat(row.monthly_cents), 0);
    expect(monthlyCostWithVatCents(answered)).toBe(fromRows);
    expect(fromRows).toBeGreaterThan(0);
    // Its VOIP number is the inventory's, assigned to its subscription.
    const voip = stored.find((row) => row.kind === 'voip')!;
    expect(
      await t.store.kysely.selectFrom('voip_numbers').selectAll().where('number', '=', voip.number!).execute(),
    ).toEqual([expect.objectContaining({ status: 'assigned', subscription_id: voip.id, order_id: voip.order_id })]);
  });

  it("gives the demo account's number a call history, rated with its NL unlimited bundle", async () => {
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const answer = await request(t.app).get('/api/calls').set('Authorization', `Bearer ${login.body.token}`);
    expect(answer.status).toBe(200);
    const calls = answer.body.calls as Call[];
    // Newest first, all before now: Dutch numbers in the bundle (free), the Belgian mobile's 61 s as 2 minutes at
    // 8 cents, the call that came in free, the unanswered one 0 minutes.
    expect(
      calls.map((call) => [
        call.direction,
        call.destination,
        call.disposition,
        call.seconds,
        call.minutes,
        call.costCents,
      ]),
    ).toEqual([
      ['outbound', 'nl-landline', 'answered', 38, 1, 0],
      ['outbound', 'nl-mobile', 'no-answer', 0, 0, 0],
      ['outbound', 'europe-mobile', 'answered', 61, 2, 16],
      ['inbound', 'on-net', 'answered', 187, 4, 0],
      ['outbound', 'nl-mobile', 'answered', 95, 2, 0],
      ['outbound', 'nl-landline', 'answered', 252, 5, 0],
    ]);
    for (const call of calls) expect(call.endedAt < NOW.toISOString()).toBe(true);
  });

  it("gives the demo account's number an inbox of the three recorded examples, one accepted into the calendar", async () => {
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const answer = await request(t.app).get('/api/voicemails').set(auth);
    expect(answer.status).toBe(200);
    const { voicemails, unread } = answer.body as VoicemailsAnswer;
    const { subscriptions } = (await request(t.app).get('/api/subscriptions').set(auth)).body as {
      subscriptions: SubscriptionRecord[];
    };
    const number = subscriptions.find((subscription) => subscription.kind === 'voip')!.number;
    // Newest first: Sarah Miller 35 minutes before now (new, urgent), Jan de Vries the day before (read, his request
    // waiting), María García three days before (read, accepted). Each as the domain's analysis read it then.
    expect(unread).toBe(1);
    expect(
      voicemails.map(({ id: _id, transcript: _transcript, seconds: _seconds, ...voicemail }) => voicemail),
    ).toEqual([
      {
        number,
        caller: '+31698765432',
        receivedAt: '2026-11-23T09:55:00.000Z',
        status: 'new',
        language: 'en',
        summary: 'Sarah Miller asks you to call back on +31698765432.',
        urgency: 'urgent',
        callbackNumber: '+31698765432',
        appointment: null,
        expiresAt: '2027-02-21T09:55:00.000Z',
      },
      {
        number,
        caller: '+31612345678',
        receivedAt: '2026-11-22T08:15:00.000Z',
        status: 'read',
        language: 'nl',
        summary: 'Jan de Vries vraagt een afspraak op dinsdag 8 december om 10:00.',
        urgency: 'normal',
        callbackNumber: '+31612345678',
        appointment: { date: '2026-12-08', time: '10:00', status: 'pending' },
        expiresAt: '2027-02-20T08:15:00.000Z',
      },
      {
        number,
        caller: '+31611223344',
        receivedAt: '2026-11-20T08:10:00.000Z',
        status: 'read',
        language: 'es',
        summary: 'María García pide una cita el jueves 10 de diciembre a las 15:00.',
        urgency: 'normal',
        callbackNumber: '+31611223344',
        appointment: { date: '2026-12-10', time: '15:00', status: 'approved' },
        expiresAt: '2027-02-18T08:10:00.000Z',
      },
    ]);
    // The recordings and their words are the examples'.
    for (const [index, caller] of ['+31698765432', '+31612345678', '+31611223344'].entries()) {
      const example = VOICEMAIL_EXAMPLES.find((candidate) => candidate.caller === caller)!;
      const voicemail = voicemails[index]!;
      expect(voicemail.transcript).toBe(example.transcript);
      expect(voicemail.seconds).toBe(wavSeconds(exampleAudio(example)));
      const audio = await request(t.app).get(`/api/voicemails/${voicemail.id}/audio`).set(auth).buffer(true);
      expect(audio.status).toBe(200);
      expect(Buffer.compare(audio.body as Buffer, exampleAudio(example))).toBe(0);
    }
    // Jan de Vries's request is still to be answered.
    expect(voicemails[1]!.appointment?.status).toBe('pending');
    // María García's accepted request: Thursday 10 December, 15:00 in Amsterdam (UTC+1), for 30 minutes.
    const calendar = await request(t.app).get('/api/calendar').set(auth);
    expect(calendar.body.events).toEqual([
      {
        id: `voicemail-${voicemails[2]!.id}`,
        source: 'voicemail',
        title: `Afspraak met ${formatPhoneNumber('+31611223344')}`,
        start: '2026-12-10T14:00:00.000Z',
        end: '2026-12-10T14:30:00.000Z',
        contact: '+31611223344',
      },
    ]);
  });

  it('makes every paid order deliver what a real paid order delivers', async () => {
    const orders = await rows.orders();
    const kindOf = (order: { product: string }) => (JSON.parse(order.product) as { kind: string }).kind;
    const esims = await t.store.kysely.selectFrom('esims').selectAll().execute();
    const subscriptions = await t.store.kysely.selectFrom('subscriptions').selectAll().execute();
    const services = await t.store.kysely.selectFrom('services').selectAll().execute();
    const of = <T extends { order_id: string | null }>(list: T[], id: string) =>
      list.filter((row) => row.order_id === id);
    const kinds = new Map<string, number>();
    for (const order of orders) {
      const kind = kindOf(order);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const delivered = {
        esims: of(esims, order.id).map((row) => row.kind),
        subscriptions: of(subscriptions, order.id).map((row) => [row.kind, row.status, row.customer_id]),
        services: of(services, order.id).map((row) => row.kind),
      };
      const subscription = [kind, 'active', order.customer_id];
      expect([order.id, delivered]).toEqual([
        order.id,
        {
          'esim-pro': { esims: ['esim-pro'], subscriptions: [subscription], services: ['esim-pro'] },
          travel: { esims: ['travel'], subscriptions: [], services: ['other'] },
          voip: { esims: [], subscriptions: [subscription], services: ['voip'] },
          'ai-voicemail': { esims: [], subscriptions: [subscription], services: ['ai-voicemail'] },
          'ai-assistant': { esims: [], subscriptions: [subscription], services: ['business'] },
        }[kind],
      ]);
      // An eSIM Pro's subscription links its eSIM.
      if (kind === 'esim-pro') expect(of(subscriptions, order.id)[0]!.esim_id).toBe(of(esims, order.id)[0]!.id);
    }
    expect(Object.fromEntries(kinds)).toEqual({
      'esim-pro': expect.any(Number),
      travel: expect.any(Number),
      voip: 19,
      'ai-voicemail': 1,
      'ai-assistant': 3,
    });
    // The new VOIP numbers are the inventory's, each assigned to its order's subscription; the kept ones are not in it.
    const assigned = await t.store.kysely
      .selectFrom('voip_numbers')
      .select(['number', 'order_id', 'subscription_id'])
      .where('status', '=', 'assigned')
      .orderBy('number')
      .execute();
    const voip = subscriptions.filter((row) => row.kind === 'voip');
    const kept = new Set(
      (await t.store.kysely.selectFrom('porting_requests').select('order_id').execute()).map((row) => row.order_id),
    );
    expect(assigned).toEqual(
      voip
        .filter((row) => !kept.has(row.order_id!))
        .map((row) => ({ number: row.number, order_id: row.order_id, subscription_id: row.id }))
        .sort((a, b) => a.number!.localeCompare(b.number!)),
    );
    expect(kept.size).toBe(voip.length - assigned.length);
    // The businesses' AI assistants: ordered with their own accounts, their free trial first.
    const assistants = subscriptions.filter((row) => row.kind === 'ai-assistant');
    for (const row of assistants) {
      const user = await t.store.kysely
        .selectFrom('users')
        .select('email')
        .where('id', '=', row.user_id!)
        .executeTakeFirstOrThrow();
      const order = orders.find((each) => each.id === row.order_id)!;
      expect(user.email).toBe(order.customer_email);
      expect(row.trial_end).toBe(trialEndOf(row.started_on, AI_FREE_TRIAL_DAYS));
    }
    // Every eSIM was provisioned (codes from the platform); most are installed, and many have used data.
    expect(esims.every((row) => row.iccid !== null && row.ready_at !== null)).toBe(true);
    const installed = esims.filter((row) => row.installed_at !== null);
    expect(installed.length).toBeGreaterThan(esims.length * 0.8);
    expect(installed.filter((row) => row.used_mb > 0).length).toBeGreaterThan(100);
    expect(esims.filter((row) => row.installed_at === null && row.used_mb > 0)).toEqual([]);
    // No job is left undone but the carrier's poll while a porting request is on its way, and the reminders of
    // travel plans that have not ended yet (each due 3 days before its end, after now); none failed.
    const jobs = await t.store.kysely.selectFrom('jobs').selectAll().execute();
    const open = jobs.filter((job) => job.done_at === null);
    const reminders = open.filter((job) => job.kind === 'esim.travel-end-reminder');
    expect(open.filter((job) => !reminders.includes(job)).map((job) => job.kind)).toEqual(['porting.carrier-messages']);
    expect(reminders.filter((job) => job.run_at <= DEMO_SEED_NOW.toISOString())).toEqual([]);
    expect(jobs.filter((job) => job.last_error !== null)).toEqual([]);
  });

  it('has porting requests in every state, moved through the carrier and the back office', async () => {
    const requests = await t.store.kysely.selectFrom('porting_requests').selectAll().orderBy('id').execute();
    const events = await t.store.kysely.selectFrom('porting_events').selectAll().orderBy('id').execute();
    const dossiers = new Map(
      (await t.store.kysely.selectFrom('simulated_carrier_dossiers').selectAll().execute()).map((row) => [
        row.ref,
        row,
      ]),
    );
    expect(new Set(requests.map((row) => row.status))).toEqual(
      new Set(['requested', 'validated', 'scheduled', 'completed', 'rejected']),
    );
    const dossierStatus = {
      requested: 'requested',
      validated: 'accepted',
      scheduled: 'accepted',
      completed: 'performed',
      rejected: 'rejected',
    } as const;
    const history = {
      requested: ['requested'],
      validated: ['requested', 'validated'],
      scheduled: ['requested', 'validated', 'scheduled'],
      completed: ['requested', 'validated', 'scheduled', 'completed'],
      rejected: ['requested', 'rejected'],
    } as const;
    for (const request of requests) {
      const own = events.filter((event) => event.porting_id === request.id);
      expect([request.id, own.map((event) => event.status)]).toEqual([request.id, history[request.status]]);
      expect(own.map((event) => event.at)).toEqual(own.map((event) => event.at).sort());
      expect(own.at(-1)!.at).toBe(request.updated_at);
      expect(request.updated_at <= NOW.toISOString()).toBe(true);
      // The carrier knows each request, and has it as far as we do.
      expect(dossiers.get(request.carrier_ref!)?.status).toBe(dossierStatus[request.status]);
      if (request.status === 'rejected') expect(request.reason).not.toBe('');
      if (request.status === 'scheduled') expect(request.scheduled_date! > TODAY).toBe(true);
      if (request.status === 'completed') expect(request.scheduled_date! <= TODAY).toBe(true);
      // Its subscription is the order's VOIP subscription of the number kept.
      const subscription = await t.store.kysely
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', request.subscription_id!)
        .executeTakeFirstOrThrow();
      expect([subscription.order_id, subscription.number]).toEqual([request.order_id, request.number]);
    }
  });

  it("invokes this month's billing run once, for the subscriptions of earlier months", async () => {
    const subscriptions = await t.store.kysely.selectFrom('subscriptions').selectAll().orderBy('id').execute();
    const billed = await t.store.kysely
      .selectFrom('subscription_invoices')
      .innerJoin('invoices', 'invoices.id', 'subscription_invoices.invoice_id')
      .select(['subscription_invoices.subscription_id', 'subscription_invoices.period_start', 'invoices.status'])
      .orderBy('subscription_invoices.subscription_id')
      .execute();
    expect(billed).toEqual(
      subscriptions
        .filter((row) => row.started_on < '2026-11-01')
        .map((row) => ({ subscription_id: row.id, period_start: '2026-11-01', status: 'paid' })),
    );
    expect(billed.length).toBeGreaterThan(100);
    // The server's run of today finds it done.
    expect(await t.services.billing.runBilling(TODAY)).toMatchObject({ invoiced: 0, ended: 0 });
    expect(await t.store.kysely.selectFrom('billing_runs').select('run_date').execute()).toEqual([
      { run_date: '2026-11-01' },
    ]);
  });

  it("reconciles every customer's total spent with their paid invoices less their credit notes", async () => {
    const query = parseCustomerListQuery({});
    const list = await createCustomersRepository(t.store.kysely).listCustomers({ ...query, pageSize: 1_000_000 });
    expect(list.items).toHaveLength(DEMO_TARGETS.customers);
    const spentCents = new Map<number, number>();
    for (const invoice of await rows.invoices())
      if (invoice.status === 'paid')
        spentCents.set(invoice.customer_id!, (spentCents.get(invoice.customer_id!) ?? 0) + invoice.total_cents);
    expect([...spentCents.values()].filter((cents) => cents > 0).length).toBeGreaterThan(300);
    for (const customer of list.items)
      expect([customer.id, Math.round(customer.totalSpent * 100)]).toEqual([
        customer.id,
        spentCents.get(Number(customer.id)) ?? 0,
      ]);
  });
});
