import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { translateMessage } from '@telecom/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvCell } from './admin-records.service.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const PASSWORD = 'Zomer-Fiets-2026';

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeEach(async () => {
  t = createTestApp({ clock: { now: () => NOW } });
  await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
  adminToken = (await request(t.app).post('/api/auth/login').send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })).body.token;
  customerToken = (await request(t.app).post('/api/auth/register').send({ firstName: 'Kees', lastName: 'Klant', email: 'kees@example.nl', password: PASSWORD, acceptTerms: true })).body.token;
});

const admin = {
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`),
  post: (path: string, body?: object) => request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${adminToken}`).send(body),
  delete: (path: string) => request(t.app).delete(path).set('Authorization', `Bearer ${adminToken}`),
};

async function addCustomer(name: string, email: string, plan = 'esim-pro', status = 'active') {
  const res = await admin.post('/api/admin/customers', { name, email, plan, status });
  expect(res.status).toBe(201);
  return res.body.customer as { id: string; name: string };
}

async function addInvoice(customerId: string, fields: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/invoices', { customerId, amount: '120,50', issueDate: '2026-11-01', dueDate: '2026-11-15', status: 'sent', recurring: false, ...fields });
  expect(res.status).toBe(201);
  return res.body.invoice as { id: string; invoice_number: string; status: string };
}

const storedCustomer = (id: string) => t.db.prepare('SELECT name, email, email_key, plan, plan_name, status FROM customers WHERE id = ?').get(Number(id));
const storedInvoice = (id: string) => t.db.prepare('SELECT invoice_number, amount_cents, status, paid_date, due_date, recurring FROM invoices WHERE id = ?').get(Number(id));
const latestActivity = () => t.db.prepare('SELECT type, message_key, params FROM activity ORDER BY id DESC LIMIT 1').get();

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
    expect(created).toMatchObject({ name: 'Anna de Boer', planName: 'VOIP Business', status: 'inactive', totalSpent: 0, created_at: NOW.toISOString() });
    expect(storedCustomer(created.id)).toEqual({ name: 'Anna de Boer', email: 'anna@example.nl', email_key: 'anna@example.nl', plan: 'voip', plan_name: 'VOIP Business', status: 'inactive' });
    expect(latestActivity()).toEqual({ type: 'user', message_key: 'activity.customerCreated', params: JSON.stringify({ name: 'Anna de Boer' }) });

    const read = await admin.get(`/api/admin/customers/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ customer: created, invoices: [], services: [] });

    const changed = await admin.put(`/api/admin/customers/${created.id}`, { name: 'Anna Jansen', email: 'anna.jansen@example.nl', plan: 'business', status: 'suspended' });
    expect(changed.status).toBe(200);
    expect(changed.body.customer).toMatchObject({ name: 'Anna Jansen', planName: 'Business Pro', status: 'suspended' });
    expect(storedCustomer(created.id)).toMatchObject({ name: 'Anna Jansen', email: 'anna.jansen@example.nl', plan: 'business' });
    expect((await admin.get('/api/admin/customers?search=jansen')).body.items.map((c: { id: string }) => c.id)).toEqual([created.id]);

    expect((await admin.delete(`/api/admin/customers/${created.id}`)).status).toBe(204);
    expect(storedCustomer(created.id)).toBeUndefined();
    expect(latestActivity()).toMatchObject({ message_key: 'activity.customerDeleted' });
    expect((await admin.get(`/api/admin/customers/${created.id}`)).status).toBe(404);
  });

  it('refuses bad input with translated field messages, a taken e-mail with 409, and unknown ids with 404', async () => {
    const bad = await admin.post('/api/admin/customers', { name: '', email: 'x', plan: 'gold' }).set('Accept-Language', 'nl');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: translateMessage('validation.name.required', 'nl'),
      email: translateMessage('validation.email.invalid', 'nl'),
      plan: translateMessage('validation.plan.invalid', 'nl'),
      status: translateMessage('validation.status.invalid', 'nl'),
    });
    const first = await addCustomer('Bas', 'bas@example.nl');
    const other = await addCustomer('Cor', 'cor@example.nl');
    const taken = await admin.post('/api/admin/customers', { name: 'Bas 2', email: 'BAS@example.nl', plan: 'voip', status: 'active' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CUSTOMER_EXISTS');
    expect((await admin.put(`/api/admin/customers/${other.id}`, { name: 'Cor', email: 'bas@example.nl', plan: 'voip', status: 'active' })).status).toBe(409);
    expect((await admin.put(`/api/admin/customers/${first.id}`, { name: 'Bas', email: 'bas@example.nl', plan: 'voip', status: 'active' })).status).toBe(200);
    for (const id of ['999', 'abc', '1e3', '-1']) expect((await admin.get(`/api/admin/customers/${id}`)).status).toBe(404);
    expect((await admin.delete('/api/admin/customers/999')).status).toBe(404);
  });

  it('changes the status of and deletes chosen customers', async () => {
    const a = await addCustomer('A', 'a@example.nl');
    const b = await addCustomer('B', 'b@example.nl');
    const c = await addCustomer('C', 'c@example.nl');
    const status = await admin.post('/api/admin/customers/bulk-status', { ids: [Number(a.id), Number(b.id), 999], status: 'suspended' });
    expect(status.body).toEqual({ updated: 2 });
    expect([storedCustomer(a.id), storedCustomer(b.id), storedCustomer(c.id)].map((row) => (row as { status: string }).status)).toEqual(['suspended', 'suspended', 'active']);
    expect((await admin.post('/api/admin/customers/bulk-status', { ids: [], status: 'active' })).status).toBe(400);
    const deleted = await admin.post('/api/admin/customers/bulk-delete', { ids: [Number(a.id), Number(c.id)] });
    expect(deleted.body).toEqual({ deleted: 2 });
    expect((await admin.get('/api/admin/customers')).body.items.map((row: { name: string }) => row.name)).toEqual(['B']);
  });

  it('exports every matching customer as CSV in the list order, or only the chosen ones', async () => {
    await addCustomer('Zeger', 'zeger@example.nl');
    const anna = await addCustomer('=HYPERLINK("evil")', 'anna@example.nl', 'voip');
    await addCustomer('Bram, de "Bouwer"', 'bram@example.nl');
    const res = await admin.get('/api/admin/customers/export?sort=email');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers-2026-11-23.csv"');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,name,email,plan,planName,status,created_at,totalSpent');
    expect(lines.slice(1).map((line) => line.split(',').at(-6))).toEqual(['anna@example.nl', 'bram@example.nl', 'zeger@example.nl'].map(() => expect.any(String)));
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
    expect(first).toMatchObject({ invoice_number: 'INV-2026-001', customer_name: 'Dirk Dekker', customer_email: 'dirk@example.nl', amount: 120.5, status: 'sent', customerId: customer.id });
    expect(storedInvoice(first.id)).toEqual({ invoice_number: 'INV-2026-001', amount_cents: 12050, status: 'sent', paid_date: null, due_date: '2026-11-15', recurring: 0 });
    expect((await addInvoice(customer.id)).invoice_number).toBe('INV-2026-002');
    expect((await addInvoice(customer.id, { issueDate: '2027-01-02', dueDate: '2027-01-16' })).invoice_number).toBe('INV-2027-001');
    expect(latestActivity()).toMatchObject({ type: 'invoice', message_key: 'activity.invoiceCreated' });
    const read = await admin.get(`/api/admin/customers/${customer.id}`);
    expect(read.body.invoices.map((invoice: { invoice_number: string }) => invoice.invoice_number)).toEqual(['INV-2027-001', 'INV-2026-002', 'INV-2026-001']);
  });

  it('refuses an unknown customer, a due date before the issue date and a bad amount', async () => {
    const res = await admin.post('/api/admin/invoices', { customerId: 999, amount: '-3', issueDate: '2026-11-10', dueDate: '2026-11-01', status: 'draft' }).set('Accept-Language', 'nl');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ amount: translateMessage('validation.amount.invalid', 'nl'), dueDate: translateMessage('validation.dueDate.beforeIssue', 'nl') });
    const unknown = await admin.post('/api/admin/invoices', { customerId: 999, amount: '3', issueDate: '2026-11-01', dueDate: '2026-11-10', status: 'draft' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['customerId']);
  });

  it('edits drafts only, sets statuses with the paid date, and deletes', async () => {
    const customer = await addCustomer('Eva', 'eva@example.nl');
    const draft = await addInvoice(customer.id, { status: 'draft' });
    const edited = await admin.put(`/api/admin/invoices/${draft.id}`, { amount: 99.99, issueDate: '2026-11-02', dueDate: '2026-12-02', recurring: true });
    expect(edited.status).toBe(200);
    expect(storedInvoice(draft.id)).toMatchObject({ amount_cents: 9999, due_date: '2026-12-02', recurring: 1 });

    const paid = await admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'paid' });
    expect(paid.body.invoice).toMatchObject({ status: 'paid', paid_date: '2026-11-23' });
    expect(latestActivity()).toMatchObject({ type: 'payment', message_key: 'activity.paymentReceived' });
    const notDraft = await admin.put(`/api/admin/invoices/${draft.id}`, { amount: 1, issueDate: '2026-11-02', dueDate: '2026-12-02' });
    expect(notDraft.status).toBe(409);
    expect(notDraft.body.code).toBe('INVOICE_NOT_DRAFT');
    await admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'cancelled' });
    expect(storedInvoice(draft.id)).toMatchObject({ status: 'cancelled', paid_date: null });
    expect((await admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'lost' })).status).toBe(400);

    const other = await addInvoice(customer.id);
    expect((await admin.post('/api/admin/invoices/bulk-status', { ids: [Number(draft.id), Number(other.id)], status: 'paid' })).body).toEqual({ updated: 2 });
    expect(storedInvoice(other.id)).toMatchObject({ status: 'paid', paid_date: '2026-11-23' });

    expect((await admin.delete(`/api/admin/invoices/${other.id}`)).status).toBe(204);
    expect(storedInvoice(other.id)).toBeUndefined();
    expect((await admin.get(`/api/admin/invoices/${other.id}`)).status).toBe(404);
  });

  it('mails a payment reminder in the admin’s language, but not for a paid invoice', async () => {
    const customer = await addCustomer('Fleur', 'fleur@example.nl');
    const open = await addInvoice(customer.id);
    const res = await admin.post(`/api/admin/invoices/${open.id}/reminder`).set('Accept-Language', 'nl');
    expect(res.status).toBe(202);
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: 'fleur@example.nl', subject: 'Betalingsherinnering: factuur INV-2026-001' });
    expect(t.mailer.sent.at(-1)?.text).toMatch(/€\s120,50/);
    expect(latestActivity()).toMatchObject({ message_key: 'activity.reminderSent' });
    await admin.post(`/api/admin/invoices/${open.id}/status`, { status: 'paid' });
    const paid = await admin.post(`/api/admin/invoices/${open.id}/reminder`);
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('INVOICE_PAID');
    const second = await addInvoice(customer.id);
    const many = await admin.post('/api/admin/invoices/reminders', { ids: [Number(open.id), Number(second.id), 999] });
    expect(many.body).toEqual({ sent: 1, skipped: 2 });
  });

  it('downloads an invoice as escaped HTML and exports the list as CSV', async () => {
    const customer = await addCustomer('<script>alert(1)</script>', 'gijs@example.nl');
    const invoice = await addInvoice(customer.id, { recurring: true });
    const html = await admin.get(`/api/admin/invoices/${invoice.id}/download`);
    expect(html.headers['content-disposition']).toBe('attachment; filename="INV-2026-001.html"');
    expect(html.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html.text).not.toContain('<script>');
    // Due on the 15th and not paid on the 23rd: shown, filtered and exported as overdue.
    const csv = await admin.get('/api/admin/invoices/export?status=overdue');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="invoices-2026-11-23.csv"');
    expect(csv.text.split('\r\n')[0]).toBe('id,invoice_number,customer_name,customer_email,amount,status,issue_date,due_date,paid_date,recurring');
    expect(csv.text.split('\r\n')[1]).toBe(`${invoice.id},INV-2026-001,<script>alert(1)</script>,gijs@example.nl,120.50,sent,2026-11-01,2026-11-15,,true`);
    expect((await admin.get('/api/admin/invoices/export?status=paid')).text.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('GET /api/invoices', () => {
  it('gives a customer the invoices sent to their address and never another customer’s', async () => {
    const kees = await addCustomer('Kees Klant', 'kees@example.nl');
    const other = await addCustomer('Iemand Anders', 'anders@example.nl');
    const mine = await addInvoice(kees.id);
    await addInvoice(other.id);
    const res = await request(t.app).get('/api/invoices').set('Authorization', `Bearer ${customerToken}`);
    expect(res.status).toBe(200);
    expect(res.body.invoices.map((invoice: { id: string }) => invoice.id)).toEqual([mine.id]);
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
