import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { sql, type RawBuilder } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { translateMessage } from '@telecom/domain';
import { createTestApp, openDemoDatabase, type TestApp } from '../../test/test-app.js';

/** The first row of a query on the app's database (SQLite or PostgreSQL), and its first value. */
const rowOf = async (query: RawBuilder<unknown>, app: TestApp = t) =>
  (await query.execute(app.store.kysely)).rows[0] as Record<string, unknown> | undefined;
const valueOf = async (query: RawBuilder<unknown>, app: TestApp = t) => {
  const row = await rowOf(query, app);
  return row && Object.values(row)[0];
};
import { csvCell } from '../../lib/csv.js';
import { createInvoicesRepository } from './invoices.repository.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const PASSWORD = 'Zomer-Fiets-2026';

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
  adminToken = (
    await request(t.app).post('/api/auth/login').send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
  ).body.token;
  customerToken = (
    await request(t.app)
      .post('/api/auth/register')
      .send({ firstName: 'Kees', lastName: 'Klant', email: 'kees@example.nl', password: PASSWORD, acceptTerms: true })
  ).body.token;
});

const admin = {
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`),
  post: (path: string, body?: object) =>
    request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${adminToken}`).send(body),
  delete: (path: string) => request(t.app).delete(path).set('Authorization', `Bearer ${adminToken}`),
};

async function addCustomer(name: string, email: string, plan = 'esim-pro', status = 'active') {
  const res = await admin.post('/api/admin/customers', { name, email, plan, status });
  expect(res.status).toBe(201);
  return res.body.customer as { id: number; name: string };
}

async function addInvoice(customerId: number, fields: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/invoices', {
    customerId,
    amount: '120,50',
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    status: 'sent',
    recurring: false,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.invoice as { id: number; invoice_number: string; status: string };
}

const storedCustomer = (id: number) =>
  rowOf(sql`SELECT name, email, email_key, plan, plan_name, status FROM customers WHERE id = ${Number(id)}`);
const storedInvoice = (id: number) =>
  rowOf(
    sql`SELECT invoice_number, amount_cents, vat_cents, total_cents, status, paid_date, due_date, recurring FROM invoices WHERE id = ${id}`,
  );
const latestActivity = () => rowOf(sql`SELECT type, message_key, params FROM activity ORDER BY id DESC LIMIT 1`);

describe('access', () => {
  it.each([
    ['get', '/api/admin/customers/1'],
    ['post', '/api/admin/customers'],
    ['delete', '/api/admin/customers/1'],
    ['get', '/api/admin/customers/export'],
    ['post', '/api/admin/invoices'],
    ['post', '/api/admin/invoices/1/reminder'],
    ['get', '/api/admin/invoices/export'],
  ] as const)('%s %s: 401 anonymous, 403 for a customer', async (method, path) => {
    expect((await request(t.app)[method](path)).status).toBe(401);
    expect((await request(t.app)[method](path).set('Authorization', `Bearer ${customerToken}`)).status).toBe(403);
  });
});

describe('customers', () => {
  it('creates, reads, changes and deletes a customer, with the stored row and an activity entry each time', async () => {
    const created = await addCustomer('Anna de Boer', ' Anna@Example.NL ', 'voip', 'inactive');
    expect(created).toMatchObject({
      name: 'Anna de Boer',
      planName: 'VOIP Business',
      status: 'inactive',
      totalSpent: 0,
      created_at: NOW.toISOString(),
    });
    expect(await storedCustomer(created.id)).toEqual({
      name: 'Anna de Boer',
      email: 'anna@example.nl',
      email_key: 'anna@example.nl',
      plan: 'voip',
      plan_name: 'VOIP Business',
      status: 'inactive',
    });
    expect(await latestActivity()).toEqual({
      type: 'user',
      message_key: 'activity.customerCreated',
      params: JSON.stringify({ name: 'Anna de Boer' }),
    });

    const read = await admin.get(`/api/admin/customers/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ customer: created, invoices: [], orderServices: [], services: [] });

    const changed = await admin.put(`/api/admin/customers/${created.id}`, {
      name: 'Anna Jansen',
      email: 'anna.jansen@example.nl',
      plan: 'business',
      status: 'suspended',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.customer).toMatchObject({ name: 'Anna Jansen', planName: 'Business Pro', status: 'suspended' });
    expect(await storedCustomer(created.id)).toMatchObject({
      name: 'Anna Jansen',
      email: 'anna.jansen@example.nl',
      plan: 'business',
    });
    expect((await admin.get('/api/admin/customers?search=jansen')).body.items.map((c: { id: string }) => c.id)).toEqual(
      [created.id],
    );

    expect((await admin.delete(`/api/admin/customers/${created.id}`)).status).toBe(204);
    expect(await storedCustomer(created.id)).toBeUndefined();
    expect(await latestActivity()).toMatchObject({ message_key: 'activity.customerDeleted' });
    expect((await admin.get(`/api/admin/customers/${created.id}`)).status).toBe(404);
  });

  it('creates and edits a customer with each plan name of the catalogue, VOIP Standard included, and filters them by plan', async () => {
    const created: Record<string, number> = {};
    for (const [planName, plan] of [
      ['eSIM Pro', 'esim-pro'],
      ['VOIP Standard', 'voip'],
      ['VOIP Business', 'voip'],
      ['Business Pro', 'business'],
    ] as const) {
      const res = await admin.post('/api/admin/customers', {
        name: `Catalogus ${planName}`,
        email: `catalogus-${planName.replace(' ', '-').toLowerCase()}@example.nl`,
        planName,
        status: 'active',
      });
      expect(res.status).toBe(201);
      expect(res.body.customer).toMatchObject({ plan, planName });
      expect(await storedCustomer(res.body.customer.id)).toMatchObject({ plan, plan_name: planName });
      created[planName] = res.body.customer.id;
    }
    const standard = created['VOIP Standard']!;
    // The detail, the list and a filter by plan show the stored plan name.
    expect((await admin.get(`/api/admin/customers/${standard}`)).body.customer.planName).toBe('VOIP Standard');
    const voip = await admin.get('/api/admin/customers?search=catalogus&plan=voip');
    expect(voip.body.items.map((c: { planName: string }) => c.planName).sort()).toEqual([
      'VOIP Business',
      'VOIP Standard',
    ]);

    // Saved again with only its product line, a VOIP Standard customer stays VOIP Standard.
    const kept = await admin.put(`/api/admin/customers/${standard}`, {
      name: 'Catalogus VOIP Standard',
      email: 'catalogus-voip-standard@example.nl',
      plan: 'voip',
      status: 'inactive',
    });
    expect(kept.body.customer).toMatchObject({ plan: 'voip', planName: 'VOIP Standard', status: 'inactive' });
    const moved = await admin.put(`/api/admin/customers/${standard}`, {
      name: 'Catalogus VOIP Standard',
      email: 'catalogus-voip-standard@example.nl',
      planName: 'VOIP Business',
      status: 'active',
    });
    expect(moved.body.customer).toMatchObject({ plan: 'voip', planName: 'VOIP Business' });
    expect(await storedCustomer(standard)).toMatchObject({ plan: 'voip', plan_name: 'VOIP Business' });

    const wrong = await admin.post('/api/admin/customers', {
      name: 'X',
      email: 'x-plan@example.nl',
      plan: 'esim-pro',
      planName: 'VOIP Standard',
      status: 'active',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['planName']);
  });

  it('refuses bad input with translated field messages, a taken e-mail with 409, and unknown ids with 404', async () => {
    const bad = await admin
      .post('/api/admin/customers', { name: '', email: 'x', plan: 'gold' })
      .set('Accept-Language', 'nl');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: translateMessage('validation.name.required', 'nl'),
      email: translateMessage('validation.email.invalid', 'nl'),
      plan: translateMessage('validation.plan.invalid', 'nl'),
      status: translateMessage('validation.status.invalid', 'nl'),
    });
    const noPlan = await admin
      .post('/api/admin/customers', { name: 'Zonder', email: 'zonder@example.nl', status: 'active' })
      .set('Accept-Language', 'nl');
    expect(noPlan.body.fields).toEqual({ planName: translateMessage('validation.plan.invalid', 'nl') });
    const first = await addCustomer('Bas', 'bas@example.nl');
    const other = await addCustomer('Cor', 'cor@example.nl');
    const taken = await admin.post('/api/admin/customers', {
      name: 'Bas 2',
      email: 'BAS@example.nl',
      plan: 'voip',
      status: 'active',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CUSTOMER_EXISTS');
    expect(
      (
        await admin.put(`/api/admin/customers/${other.id}`, {
          name: 'Cor',
          email: 'bas@example.nl',
          plan: 'voip',
          status: 'active',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await admin.put(`/api/admin/customers/${first.id}`, {
          name: 'Bas',
          email: 'bas@example.nl',
          plan: 'voip',
          status: 'active',
        })
      ).status,
    ).toBe(200);
    for (const id of ['999', 'abc', '1e3', '-1'])
      expect((await admin.get(`/api/admin/customers/${id}`)).status).toBe(404);
    expect((await admin.delete('/api/admin/customers/999')).status).toBe(404);
  });

  it('changes the status of and deletes chosen customers', async () => {
    const a = await addCustomer('A', 'a@example.nl');
    const b = await addCustomer('B', 'b@example.nl');
    const c = await addCustomer('C', 'c@example.nl');
    const status = await admin.post('/api/admin/customers/bulk-status', {
      ids: [Number(a.id), Number(b.id), 999],
      status: 'suspended',
    });
    expect(status.body).toEqual({ updated: 2 });
    expect(
      [await storedCustomer(a.id), await storedCustomer(b.id), await storedCustomer(c.id)].map(
        (row) => (row as { status: string }).status,
      ),
    ).toEqual(['suspended', 'suspended', 'active']);
    expect((await admin.post('/api/admin/customers/bulk-status', { ids: [], status: 'active' })).status).toBe(400);
    const deleted = await admin.post('/api/admin/customers/bulk-delete', { ids: [Number(a.id), Number(c.id)] });
    expect(deleted.body).toEqual({ deleted: 2 });
    expect((await admin.get('/api/admin/customers')).body.items.map((row: { name: string }) => row.name)).toEqual([
      'B',
    ]);
  });

  it('exports every matching customer as CSV in the list order, or only the chosen ones', async () => {
    await addCustomer('Zeger', 'zeger@example.nl');
    const anna = await addCustomer('=HYPERLINK("evil")', 'anna@example.nl', 'voip');
    await addCustomer('Bram, de "Bouwer"', 'bram@example.nl');
    const res = await admin.get('/api/admin/customers/export?sort=email').set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers-2026-11-23.csv"');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFid,name,email,plan,planName,status,created_at,totalSpent');
    expect(lines.slice(1).map((line) => line.split(',').at(-6))).toEqual(
      ['anna@example.nl', 'bram@example.nl', 'zeger@example.nl'].map(() => expect.any(String)),
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""evil"")",anna@example.nl,voip,VOIP Business,active`);
    expect(lines[2]).toContain('"Bram, de ""Bouwer""",bram@example.nl');
    const chosen = await admin.get(`/api/admin/customers/export?ids=${anna.id}`);
    expect(chosen.text.trimEnd().split('\r\n')).toHaveLength(2);
    const filtered = await admin.get('/api/admin/customers/export?plan=esim-pro');
    expect(filtered.text.trimEnd().split('\r\n')).toHaveLength(3);
  });
});

describe('invoices', () => {
  it('creates an invoice with the next number of its year and the customer copied onto it', async () => {
    const customer = await addCustomer('Dirk Dekker', 'dirk@example.nl');
    const first = await addInvoice(customer.id);
    expect(first).toMatchObject({
      invoice_number: 'INV-2026-001',
      customer_name: 'Dirk Dekker',
      customer_email: 'dirk@example.nl',
      amount: 120.5,
      vatAmount: 25.31,
      totalAmount: 145.81,
      status: 'sent',
      kind: 'invoice',
      customerId: Number(customer.id),
      lines: [
        {
          description: 'Diensten',
          quantity: 1,
          unitPrice: 120.5,
          unitPriceCents: 12050,
          vatPercent: 21,
          amount: 120.5,
          amountCents: 12050,
        },
      ],
    });
    expect(await storedInvoice(first.id)).toEqual({
      invoice_number: 'INV-2026-001',
      amount_cents: 12050,
      // 21% of 120.50 = 25.305, half up.
      vat_cents: 2531,
      total_cents: 14581,
      status: 'sent',
      paid_date: null,
      due_date: '2026-11-15',
      recurring: 0,
    });
    expect((await addInvoice(customer.id)).invoice_number).toBe('INV-2026-002');
    expect((await addInvoice(customer.id, { issueDate: '2027-01-02', dueDate: '2027-01-16' })).invoice_number).toBe(
      'INV-2027-001',
    );
    expect(await latestActivity()).toMatchObject({ type: 'invoice', message_key: 'activity.invoiceCreated' });
    const read = await admin.get(`/api/admin/customers/${customer.id}`);
    expect(read.body.invoices.map((invoice: { invoice_number: string }) => invoice.invoice_number)).toEqual([
      'INV-2027-001',
      'INV-2026-002',
      'INV-2026-001',
    ]);
  });

  it('refuses an unknown customer, a due date before the issue date and a bad amount', async () => {
    const res = await admin
      .post('/api/admin/invoices', {
        customerId: 999,
        amount: '-3',
        issueDate: '2026-11-10',
        dueDate: '2026-11-01',
        status: 'draft',
      })
      .set('Accept-Language', 'nl');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      amount: translateMessage('validation.amount.invalid', 'nl'),
      dueDate: translateMessage('validation.dueDate.beforeIssue', 'nl'),
    });
    const unknown = await admin.post('/api/admin/invoices', {
      customerId: 999,
      amount: '3',
      issueDate: '2026-11-01',
      dueDate: '2026-11-10',
      status: 'draft',
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['customerId']);
  });

  it('edits drafts only, moves statuses forward with the paid date, and deletes drafts only', async () => {
    const customer = await addCustomer('Eva', 'eva@example.nl');
    const draft = await addInvoice(customer.id, { status: 'draft' });
    const edited = await admin.put(`/api/admin/invoices/${draft.id}`, {
      amount: 99.99,
      description: 'Installatie',
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      recurring: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.invoice.lines).toEqual([
      expect.objectContaining({ description: 'Installatie', amountCents: 9999 }),
    ]);
    expect(await storedInvoice(draft.id)).toMatchObject({
      amount_cents: 9999,
      vat_cents: 2100,
      total_cents: 12099,
      due_date: '2026-12-02',
      recurring: 1,
    });

    // A draft cannot be paid: it is sent first.
    const skipped = await admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'paid' });
    expect(skipped.status).toBe(409);
    expect(skipped.body.code).toBe('INVALID_TRANSITION');
    expect((await admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'sent' })).status).toBe(200);
    const paid = await admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'paid' });
    expect(paid.body.invoice).toMatchObject({ status: 'paid', paid_date: '2026-11-23' });
    expect(await latestActivity()).toMatchObject({ type: 'payment', message_key: 'activity.paymentReceived' });
    const notDraft = await admin.put(`/api/admin/invoices/${draft.id}`, {
      amount: 1,
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
    });
    expect(notDraft.status).toBe(409);
    expect(notDraft.body.code).toBe('INVOICE_NOT_DRAFT');
    // Paid is final: no way back, not even to cancelled.
    for (const status of ['cancelled', 'sent', 'draft'])
      expect((await admin.post(`/api/admin/invoices/${draft.id}/status`, { status })).status).toBe(409);
    expect(await storedInvoice(draft.id)).toMatchObject({ status: 'paid', paid_date: '2026-11-23' });
    expect((await admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'lost' })).status).toBe(400);

    // In bulk, those that may move do; the others are skipped and counted.
    const other = await addInvoice(customer.id);
    const third = await addInvoice(customer.id, { status: 'draft' });
    expect(
      (
        await admin.post('/api/admin/invoices/bulk-status', {
          ids: [draft.id, other.id, third.id, 999],
          status: 'paid',
        })
      ).body,
    ).toEqual({ updated: 1, skipped: 3 });
    expect(await storedInvoice(other.id)).toMatchObject({ status: 'paid', paid_date: '2026-11-23' });
    expect(await storedInvoice(third.id)).toMatchObject({ status: 'draft' });

    // Only a draft is deleted.
    const notDeleted = await admin.delete(`/api/admin/invoices/${other.id}`);
    expect(notDeleted.status).toBe(409);
    expect(notDeleted.body.code).toBe('INVOICE_NOT_DRAFT');
    expect(await storedInvoice(other.id)).toBeDefined();
    const fourth = await addInvoice(customer.id, { status: 'draft' });
    expect(
      (await admin.post('/api/admin/invoices/bulk-delete', { ids: [other.id, third.id, fourth.id, 999] })).body,
    ).toEqual({ deleted: 2, skipped: 2 });
    expect(await storedInvoice(third.id)).toBeUndefined();
    expect(await valueOf(sql`SELECT COUNT(*) AS n FROM invoice_lines WHERE invoice_id = ${third.id}`)).toBe(0);
    expect((await admin.get(`/api/admin/invoices/${third.id}`)).status).toBe(404);
    const fifth = await addInvoice(customer.id, { status: 'draft' });
    expect((await admin.delete(`/api/admin/invoices/${fifth.id}`)).status).toBe(204);
    expect(await storedInvoice(fifth.id)).toBeUndefined();
  });

  it('mails an overdue reminder in the company’s default language to a customer without an account, only for sent invoices', async () => {
    const customer = await addCustomer('Fleur', 'fleur@example.nl');
    // Due on the 15th, today is the 23rd: overdue.
    const open = await addInvoice(customer.id);
    const res = await admin.post(`/api/admin/invoices/${open.id}/reminder`).set('Accept-Language', 'en');
    expect(res.status).toBe(202);
    expect((await t.mails()).at(-1)).toMatchObject({
      to: 'fleur@example.nl',
      subject: 'Achterstallige betaling: factuur INV-2026-001',
    });
    // The amount to pay, with VAT: 120.50 + 25.31.
    expect((await t.mails()).at(-1)?.text).toMatch(
      /Factuur INV-2026-001 van €\s145,81 is achterstallig: deze had op 15 november 2026/,
    );
    expect(await latestActivity()).toMatchObject({ message_key: 'activity.reminderSent' });
    await admin.post(`/api/admin/invoices/${open.id}/status`, { status: 'paid' });
    const draft = await addInvoice(customer.id, { status: 'draft' });
    const cancelled = await addInvoice(customer.id);
    await admin.post(`/api/admin/invoices/${cancelled.id}/status`, { status: 'cancelled' });
    const mails = (await t.mails()).length;
    for (const invoice of [open, draft, cancelled]) {
      const refused = await admin.post(`/api/admin/invoices/${invoice.id}/reminder`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('INVOICE_NOT_SENT');
    }
    expect(await t.mails()).toHaveLength(mails);
    const second = await addInvoice(customer.id);
    const many = await admin.post('/api/admin/invoices/reminders', {
      ids: [open.id, second.id, draft.id, cancelled.id, 999],
    });
    expect(many.body).toEqual({ sent: 1, skipped: 4 });
    expect(await t.mails()).toHaveLength(mails + 1);
  });

  it('reminds of the due date, without saying overdue, before the invoice is due', async () => {
    const customer = await addCustomer('Gert', 'gert@example.nl');
    const due = await addInvoice(customer.id, { issueDate: '2026-11-20', dueDate: '2026-12-04' });
    expect((await admin.post(`/api/admin/invoices/${due.id}/reminder`)).status).toBe(202);
    const mail = (await t.mails()).at(-1)!;
    expect(mail.subject).toBe('Herinnering: factuur INV-2026-001 vervalt op 4 december 2026');
    expect(mail.text).toContain(
      'Een vriendelijke herinnering: factuur INV-2026-001 van €\u00a0145,81 vervalt op 4 december 2026.',
    );
    expect(mail.text).not.toMatch(/achterstallig/i);
    // Due today is not yet overdue.
    const today = await addInvoice(customer.id, { issueDate: '2026-11-20', dueDate: '2026-11-23' });
    await admin.post(`/api/admin/invoices/${today.id}/reminder`);
    expect((await t.mails()).at(-1)!.subject).toBe('Herinnering: factuur INV-2026-002 vervalt op 23 november 2026');
  });

  it('has no HTML download any more, and exports the list as CSV', async () => {
    const customer = await addCustomer('<script>alert(1)</script>', 'gijs@example.nl');
    const invoice = await addInvoice(customer.id, { recurring: true });
    expect((await admin.get(`/api/admin/invoices/${invoice.id}/download`)).status).toBe(404);
    // Due on the 15th and not paid on the 23rd: shown, filtered and exported as overdue.
    const csv = await admin.get('/api/admin/invoices/export?status=overdue').set('Accept-Language', 'en');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="invoices-2026-11-23.csv"');
    expect(csv.text.split('\r\n')[0]).toBe(
      '\uFEFFid,invoice_number,customer_name,customer_email,amount,status,issue_date,due_date,paid_date,recurring',
    );
    expect(csv.text.split('\r\n')[1]).toBe(
      `${invoice.id},INV-2026-001,<script>alert(1)</script>,gijs@example.nl,120.50,sent,2026-11-01,2026-11-15,,true`,
    );
    expect((await admin.get('/api/admin/invoices/export?status=paid')).text.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

/** Opens the confirmation link last mailed to the address (docs/contracts.md §6). */
async function confirmAddress(email: string) {
  const mail = (await t.mails()).filter((m) => m.to === email && m.text.includes('/email-bevestigen?token=')).at(-1);
  const token = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  expect((await request(t.app).post('/api/auth/verify-email').send({ token })).status).toBe(204);
}

describe('GET /api/invoices', () => {
  it('gives a customer the invoices of their own record once their address is confirmed, never another customer’s', async () => {
    const kees = await addCustomer('Kees Klant', 'kees@example.nl');
    const other = await addCustomer('Iemand Anders', 'anders@example.nl');
    const mine = await addInvoice(kees.id);
    await addInvoice(other.id);
    const asKees = () => request(t.app).get('/api/invoices').set('Authorization', `Bearer ${customerToken}`);
    // The same address is not enough while nobody has confirmed that it is Kees's.
    expect((await asKees()).body).toEqual({ invoices: [] });
    await confirmAddress('kees@example.nl');
    const keesId = (await valueOf(sql`SELECT id FROM users WHERE email = 'kees@example.nl'`)) as number;
    expect(await valueOf(sql`SELECT user_id FROM customers WHERE id = ${Number(kees.id)}`)).toBe(keesId);
    const res = await asKees();
    expect(res.status).toBe(200);
    expect(res.body.invoices.map((invoice: { id: number }) => invoice.id)).toEqual([mine.id]);
    expect((await request(t.app).get('/api/invoices')).status).toBe(401);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=1+1', "'=1+1"],
    ['+31 6', "'+31 6"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('more about customers', () => {
  it('answers the detail of a customer with their invoices and services', async () => {
    const customer = await addCustomer('Hanna Hoek', 'hanna@example.nl', 'business');
    await sql`INSERT INTO services (customer_id, kind, status, started_at) VALUES (${Number(customer.id)}, 'business', 'active', '2026-11-01T09:00:00Z')`.execute(
      t.store.kysely,
    );
    const invoice = await addInvoice(customer.id);
    const res = await admin.get(`/api/admin/customers/${customer.id}`);
    expect(Object.keys(res.body).sort()).toEqual(['customer', 'invoices', 'orderServices', 'services']);
    expect(Object.keys(res.body.customer).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'name',
      'plan',
      'planName',
      'status',
      'totalSpent',
    ]);
    expect(res.body.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, invoice_number: 'INV-2026-001', customerId: Number(customer.id) }),
    ]);
    expect(res.body.services).toEqual([
      { id: expect.any(Number), kind: 'business', status: 'active', startedAt: '2026-11-01T09:00:00Z' },
    ]);
    const missing = await admin.get('/api/admin/customers/999').set('Accept-Language', 'nl');
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Niet gevonden' });
  });

  it('keeps the invoices of a deleted customer with their name and e-mail, no longer linked', async () => {
    const customer = await addCustomer('Ivo Smit', 'ivo@example.nl');
    const invoice = await addInvoice(customer.id);
    expect((await admin.delete(`/api/admin/customers/${customer.id}`)).status).toBe(204);
    expect(
      await rowOf(
        sql`SELECT customer_id, customer_name, customer_email FROM invoices WHERE id = ${Number(invoice.id)}`,
      ),
    ).toEqual({
      customer_id: null,
      customer_name: 'Ivo Smit',
      customer_email: 'ivo@example.nl',
    });
    expect((await admin.get(`/api/admin/invoices/${invoice.id}`)).body.invoice).toMatchObject({
      customerId: null,
      customer_name: 'Ivo Smit',
    });
  });

  it('records a status change of each chosen customer once, and counts repeated ids once', async () => {
    const a = await addCustomer('A', 'a@example.nl');
    const b = await addCustomer('B', 'b@example.nl', 'esim-pro', 'suspended');
    const before = (await valueOf(sql`SELECT COUNT(*) FROM activity`)) as number;
    const res = await admin.post('/api/admin/customers/bulk-status', {
      ids: [Number(a.id), Number(a.id), Number(b.id)],
      status: 'suspended',
    });
    expect(res.body).toEqual({ updated: 2 });
    // b was suspended already: only a's change is recorded.
    expect(await valueOf(sql`SELECT COUNT(*) FROM activity`)).toBe(before + 1);
    expect(await latestActivity()).toEqual({
      type: 'user',
      message_key: 'activity.customerUpdated',
      params: JSON.stringify({ name: 'A' }),
    });
    expect((await admin.post('/api/admin/customers/bulk-delete', { ids: [Number(a.id), Number(a.id)] })).body).toEqual({
      deleted: 1,
    });
    const tooMany = await admin.post('/api/admin/customers/bulk-delete', {
      ids: Array.from({ length: 501 }, (_, index) => index + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fields)).toEqual(['ids']);
  });

  it('exports all matching customers, not one page, in the order of the list', async () => {
    // A fresh database with the demo data (the one of these tests holds an account already).
    t = await createTestApp({ clock: { now: () => NOW }, db: await openDemoDatabase() });
    await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
    adminToken = (
      await request(t.app)
        .post('/api/auth/login')
        .send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
    ).body.token;
    const all = await admin.get('/api/admin/customers/export?sort=totalSpent&dir=desc');
    const lines = all.text.trimEnd().split('\r\n');
    // 1247 demo customers, and the header.
    expect(lines).toHaveLength(1248);
    const page = await admin.get('/api/admin/customers?sort=totalSpent&dir=desc&pageSize=100');
    // The admin's own language is Dutch: cells separated by `;`.
    expect(lines.slice(1, 101).map((line) => Number(line.split(';')[0]))).toEqual(
      page.body.items.map((row: { id: number }) => row.id),
    );
    const active = await admin.get('/api/admin/customers/export?status=active&search=van');
    const listed = await admin.get('/api/admin/customers?status=active&search=van');
    expect(active.text.trimEnd().split('\r\n')).toHaveLength(listed.body.total + 1);
  });
});

describe('more about invoices', () => {
  it('answers one invoice as the list row plus its customer id, and 404 for unknown and non-numeric ids', async () => {
    const customer = await addCustomer('Jet', 'jet@example.nl');
    const invoice = await addInvoice(customer.id);
    const res = await admin.get(`/api/admin/invoices/${invoice.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.invoice).sort()).toEqual([
      'amount',
      'amountCents',
      'creditNoteId',
      'creditNoteOf',
      'creditNoteOfNumber',
      'customerId',
      'customer_email',
      'customer_name',
      'due_date',
      'id',
      'invoice_number',
      'issue_date',
      'kind',
      'lines',
      'orderId',
      'paid_date',
      'recurring',
      'reverseCharge',
      'status',
      'totalAmount',
      'totalAmountCents',
      'vatAmount',
      'vatAmountCents',
      'vatPercent',
    ]);
    expect(res.body.invoice.id).toBe(invoice.id);
    expect(typeof res.body.invoice.id).toBe('number');
    for (const id of ['999', 'INV-2026-001', '1;DROP']) {
      for (const call of [
        admin.get(`/api/admin/invoices/${id}`),
        admin.delete(`/api/admin/invoices/${id}`),
        admin.post(`/api/admin/invoices/${id}/status`, { status: 'paid' }),
      ]) {
        expect((await call).status).toBe(404);
      }
    }
  });

  it('keeps the recurrence of a draft when a change does not send it, and records the change', async () => {
    const customer = await addCustomer('Kim', 'kim@example.nl');
    const draft = await addInvoice(customer.id, { status: 'draft', recurring: true });
    const res = await admin.put(`/api/admin/invoices/${draft.id}`, {
      amount: '15',
      issueDate: '2026-11-03',
      dueDate: '2026-11-17',
    });
    expect(res.body.invoice).toMatchObject({
      amount: 15,
      issue_date: '2026-11-03',
      due_date: '2026-11-17',
      recurring: true,
    });
    expect(await storedInvoice(draft.id)).toMatchObject({ amount_cents: 1500, recurring: 1 });
    expect(await latestActivity()).toEqual({
      type: 'invoice',
      message_key: 'activity.invoiceUpdated',
      params: JSON.stringify({ invoice: 'INV-2026-001', name: 'Kim' }),
    });
    await admin.put(`/api/admin/invoices/${draft.id}`, {
      amount: '15',
      issueDate: '2026-11-03',
      dueDate: '2026-11-17',
      recurring: false,
    });
    expect(await storedInvoice(draft.id)).toMatchObject({ recurring: 0 });
    const early = await admin.put(`/api/admin/invoices/${draft.id}`, {
      amount: '15',
      issueDate: '2026-11-03',
      dueDate: '2026-11-02',
    });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.fields)).toEqual(['dueDate']);
    expect(
      (await admin.put('/api/admin/invoices/999', { amount: '15', issueDate: '2026-11-03', dueDate: '2026-11-17' }))
        .status,
    ).toBe(404);
  });

  it('numbers invoices from the counter of the issue year, also past 999, never looking at the numbers in use', async () => {
    const customer = await addCustomer('Lars', 'lars@example.nl');
    // The counters as migration 023 leaves them, and a row with a higher number that no counter knows of: the counter
    // alone decides (the unique number would refuse a repeat).
    await t.store.kysely
      .insertInto('number_sequences')
      .values([
        { name: 'INV-2026', last_value: 999 },
        { name: 'INV-2025', last_value: 41 },
      ])
      .execute();
    await createInvoicesRepository(t.store.kysely).insertInvoice({
      invoiceNumber: 'INV-2025-777',
      customerId: null,
      customerName: 'X',
      customerEmail: 'x@example.nl',
      amountCents: 1,
      status: 'paid',
      issueDate: '2025-06-01',
      dueDate: '2025-06-15',
      paidDate: '2025-06-02',
      recurring: false,
    });
    expect((await addInvoice(customer.id)).invoice_number).toBe('INV-2026-1000');
    expect((await addInvoice(customer.id)).invoice_number).toBe('INV-2026-1001');
    expect((await addInvoice(customer.id, { issueDate: '2025-12-01', dueDate: '2025-12-15' })).invoice_number).toBe(
      'INV-2025-042',
    );
    expect((await addInvoice(customer.id, { issueDate: '2027-01-04', dueDate: '2027-01-18' })).invoice_number).toBe(
      'INV-2027-001',
    );
    expect(
      await t.store.kysely.selectFrom('number_sequences').select(['name', 'last_value']).orderBy('name').execute(),
    ).toEqual(
      expect.arrayContaining([
        { name: 'INV-2025', last_value: 42 },
        { name: 'INV-2026', last_value: 1001 },
        { name: 'INV-2027', last_value: 1 },
      ]),
    );
  });

  it('gives invoices made at once each their own number, one after the other', async () => {
    const customer = await addCustomer('Noor', 'noor@example.nl');
    const made = await Promise.all(Array.from({ length: 12 }, () => addInvoice(customer.id)));
    expect(made.map((invoice) => invoice.invoice_number).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `INV-2026-${String(i + 1).padStart(3, '0')}`),
    );
  });

  it('moves statuses in bulk with the paid date, records each, and never moves a paid invoice back', async () => {
    const customer = await addCustomer('Mila', 'mila@example.nl');
    const first = await addInvoice(customer.id);
    const second = await addInvoice(customer.id);
    expect(
      (
        await admin.post('/api/admin/invoices/bulk-status', {
          ids: [first.id, second.id, 999],
          status: 'paid',
        })
      ).body,
    ).toEqual({ updated: 2, skipped: 1 });
    expect(await valueOf(sql`SELECT COUNT(*) FROM activity WHERE message_key = 'activity.paymentReceived'`)).toBe(2);
    expect((await admin.post('/api/admin/invoices/bulk-status', { ids: [first.id], status: 'sent' })).body).toEqual({
      updated: 0,
      skipped: 1,
    });
    expect(await storedInvoice(first.id)).toMatchObject({ status: 'paid', paid_date: '2026-11-23' });
    expect(await storedInvoice(second.id)).toMatchObject({ status: 'paid', paid_date: '2026-11-23' });
    expect((await admin.post('/api/admin/invoices/bulk-status', { ids: [first.id], status: 'lost' })).status).toBe(400);
  });

  it('writes the reminder in the language of the customer’s account', async () => {
    // Kees registered in English; the company's default is Dutch.
    const kees = await addCustomer('Kees Klant', 'kees@example.nl');
    const invoice = await addInvoice(kees.id);
    await sql`UPDATE users SET language = 'es' WHERE email = 'kees@example.nl'`.execute(t.store.kysely);
    // While nobody has confirmed the address, the account may be a stranger's: the company's language.
    await admin.post(`/api/admin/invoices/${invoice.id}/reminder`).set('Accept-Language', 'en');
    expect((await t.mails()).at(-1)?.subject).not.toMatch(/Recordatorio/);
    await confirmAddress('kees@example.nl');
    await admin.post(`/api/admin/invoices/${invoice.id}/reminder`).set('Accept-Language', 'nl');
    expect((await t.mails()).at(-1)).toMatchObject({
      to: 'kees@example.nl',
      subject: 'Pago vencido: factura INV-2026-001',
    });
    expect((await t.mails()).at(-1)?.text).toContain('15 de noviembre de 2026');
  });

  it('skips paid, unknown and repeated invoices in bulk reminders', async () => {
    const customer = await addCustomer('Noor', 'noor@example.nl');
    const open = await addInvoice(customer.id);
    const paid = await addInvoice(customer.id);
    await admin.post(`/api/admin/invoices/${paid.id}/status`, { status: 'paid' });
    const sentBefore = (await t.mails()).length;
    const res = await admin.post('/api/admin/invoices/reminders', {
      ids: [open.id, open.id, paid.id, 12345],
    });
    expect(res.body).toEqual({ sent: 1, skipped: 2 });
    expect((await t.mails()).length).toBe(sentBefore + 1);
    expect(await valueOf(sql`SELECT COUNT(*) FROM activity WHERE message_key = 'activity.reminderSent'`)).toBe(1);
    expect((await admin.post('/api/admin/invoices/12345/reminder')).status).toBe(404);
  });
});

describe('reminder e-mails on disk', () => {
  it('are written to MAIL_DIR as .eml files when no SMTP server is set', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'telecom-mail-'));
    try {
      // No mailer given: the app's own, which writes .eml files without SMTP_URL.
      const app = await createTestApp({ clock: { now: () => NOW }, mailer: undefined, env: { MAIL_DIR: mailDir } });
      await app.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
      const token = (
        await request(app.app)
          .post('/api/auth/login')
          .send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
      ).body.token;
      const auth = { Authorization: `Bearer ${token}` };
      const customer = (
        await request(app.app)
          .post('/api/admin/customers')
          .set(auth)
          .send({ name: 'Pim Post', email: 'pim@example.nl', plan: 'voip', status: 'active' })
      ).body.customer;
      const invoice = (
        await request(app.app)
          .post('/api/admin/invoices')
          .set(auth)
          .send({ customerId: customer.id, amount: 42, issueDate: '2026-11-01', dueDate: '2026-11-15', status: 'sent' })
      ).body.invoice;
      expect((await request(app.app).post(`/api/admin/invoices/${invoice.id}/reminder`).set(auth)).status).toBe(202);
      // Written to the outbox; the job runner sends it.
      expect(readdirSync(mailDir)).toEqual([]);
      await app.mails();
      const files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(mailDir, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: pim@example\.nl$/m);
      expect(eml).toMatch(/^Subject: Achterstallige betaling: factuur INV-2026-001$/m);
      expect(eml).toContain('INV-2026-001');
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/invoices ownership', () => {
  it('lists the invoices of the confirmed account’s own record, newest first, and none by a link or an address alone', async () => {
    const keesId = (await valueOf(sql`SELECT id FROM users WHERE email = 'kees@example.nl'`)) as number;
    // A record linked to Kees's account under another address (as the old rule linked shipping addresses) shows
    // nothing; the record with his own confirmed address is his.
    const foreign = await addCustomer('Kees (zakelijk)', 'kees@bedrijf.nl');
    const own = await addCustomer('Kees Klant', 'KEES@Example.NL');
    const stranger = await addCustomer('Vreemde', 'vreemd@example.nl');
    await addInvoice(foreign.id, { issueDate: '2026-10-25', dueDate: '2026-11-08' });
    const older = await addInvoice(own.id, { issueDate: '2026-09-01', dueDate: '2026-09-15' });
    const newer = await addInvoice(own.id, { issueDate: '2026-10-01', dueDate: '2026-10-15' });
    await addInvoice(stranger.id, { issueDate: '2026-11-01', dueDate: '2026-11-15' });
    const asKees = () => request(t.app).get('/api/invoices').set('Authorization', `Bearer ${customerToken}`);

    await sql`UPDATE customers SET user_id = ${keesId} WHERE id = ${Number(foreign.id)}`.execute(t.store.kysely);
    expect((await asKees()).body).toEqual({ invoices: [] });
    await sql`UPDATE customers SET user_id = NULL WHERE id = ${Number(foreign.id)}`.execute(t.store.kysely);

    await confirmAddress('kees@example.nl');
    const res = await asKees();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.invoices.map((invoice: { id: string }) => invoice.id)).toEqual([newer.id, older.id]);

    // Registering the stranger's address shows nothing of theirs: that account cannot confirm it.
    const impostor = await request(t.app).post('/api/auth/register').send({
      firstName: 'Vreemde',
      lastName: 'Eend',
      email: 'vreemd@example.nl',
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(
      (await request(t.app).get('/api/invoices').set('Authorization', `Bearer ${impostor.body.token}`)).body,
    ).toEqual({ invoices: [] });
    expect(await valueOf(sql`SELECT user_id FROM customers WHERE id = ${Number(stranger.id)}`)).toBeNull();
  });
});

describe('access to the other record calls', () => {
  it.each([
    ['put', '/api/admin/customers/1'],
    ['post', '/api/admin/customers/bulk-status'],
    ['post', '/api/admin/customers/bulk-delete'],
    ['get', '/api/admin/invoices/1'],
    ['put', '/api/admin/invoices/1'],
    ['delete', '/api/admin/invoices/1'],
    ['post', '/api/admin/invoices/1/status'],
    ['post', '/api/admin/invoices/bulk-status'],
    ['post', '/api/admin/invoices/reminders'],
    ['get', '/api/admin/invoices/1/download'],
  ] as const)('%s %s: 401 anonymous, 403 for a customer', async (method, path) => {
    expect((await request(t.app)[method](path).send({})).status).toBe(401);
    expect((await request(t.app)[method](path).set('Authorization', `Bearer ${customerToken}`).send({})).status).toBe(
      403,
    );
  });
});
