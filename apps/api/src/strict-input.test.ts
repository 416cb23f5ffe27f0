// Strict input (docs/contracts.md §7): the back-office lists refuse filter values outside the allowed ones with 400 and
// `fields` (never an unfiltered list), ids are numbers, dates are calendar dates, amounts are read in Dutch notation,
// and the CSV exports open in Excel (a UTF-8 byte order mark, `;` and a decimal comma in nl and es).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateMessage, type MessageKey } from '@telecom/domain';
import { createTestApp, type TestApp } from './test/test-app.js';

const NOW = new Date('2026-11-23T10:30:00Z');

let t: TestApp;
let adminToken: string;
let emile: { id: number; name: string };
let invoiceNumber: string;

const as = (path: string, language?: string) => {
  const call = request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`);
  return language ? call.set('Accept-Language', language) : call;
};
const post = (path: string, body: object) =>
  request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).set('Accept-Language', 'nl').send(body);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
  adminToken = (
    await request(t.app).post('/api/auth/login').send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
  ).body.token;
  emile = (
    await post('/api/admin/customers', {
      name: 'Émile Ürünç',
      email: 'emile@example.nl',
      plan: 'voip',
      status: 'active',
    })
  ).body.customer;
  await post('/api/admin/customers', {
    name: '=cmd|calc',
    email: 'formula@example.nl',
    plan: 'esim-pro',
    status: 'active',
  });
  const invoice = await post('/api/admin/invoices', {
    customerId: emile.id,
    amount: '1.234,56',
    issueDate: '2026-11-01',
    dueDate: '2026-11-30',
    status: 'sent',
  });
  expect(invoice.status).toBe(201);
  invoiceNumber = invoice.body.invoice.invoice_number;
});

describe('the back-office list queries', () => {
  it.each<[string, Record<string, MessageKey>]>([
    ['/api/admin/customers?status=bogus', { status: 'validation.status.invalid' }],
    ['/api/admin/customers?plan=fax', { plan: 'validation.plan.invalid' }],
    ['/api/admin/customers?sort=password', { sort: 'validation.sort.invalid' }],
    ['/api/admin/customers?dir=up', { dir: 'validation.dir.invalid' }],
    ['/api/admin/customers?page=abc', { page: 'validation.page.invalid' }],
    ['/api/admin/customers?pageSize=0', { pageSize: 'validation.page.invalid' }],
    ['/api/admin/customers?status=active&status=inactive', { status: 'validation.query.repeated' }],
    ['/api/admin/customers/export?status=bogus', { status: 'validation.status.invalid' }],
    ['/api/admin/customers/export?ids=3,x', { ids: 'validation.ids.invalid' }],
    ['/api/admin/invoices?status=late', { status: 'validation.status.invalid' }],
    ['/api/admin/invoices?month=2026-13', { month: 'validation.month.invalid' }],
    ['/api/admin/invoices?amount=500', { amount: 'validation.filter.invalid' }],
    ['/api/admin/invoices?sort=secret&dir=DESC', { sort: 'validation.sort.invalid', dir: 'validation.dir.invalid' }],
    ['/api/admin/invoices/export?month=2026-1', { month: 'validation.month.invalid' }],
    ['/api/admin/invoices/export?amount=all&amount=500%2B', { amount: 'validation.query.repeated' }],
    ['/api/admin/users?page=-1', { page: 'validation.page.invalid' }],
    ['/api/admin/users?search=a&search=b', { search: 'validation.query.repeated' }],
    ['/api/admin/activity?page=2.5', { page: 'validation.page.invalid' }],
    ['/api/admin/activity?pageSize=ten', { pageSize: 'validation.page.invalid' }],
  ])('%s answers 400 VALIDATION_FAILED naming the parameter in the reader’s language', async (path, fields) => {
    const res = await as(path, 'nl');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual(
      Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, translateMessage(key, 'nl')])),
    );
  });

  it('gives the message in English and Spanish too', async () => {
    expect((await as('/api/admin/invoices?month=2026-13', 'en')).body.fields).toEqual({
      month: 'Enter a month as YYYY-MM, e.g. 2026-03',
    });
    expect((await as('/api/admin/invoices?month=2026-13', 'es')).body.fields).toEqual({
      month: 'Introduce un mes como AAAA-MM, p. ej. 2026-03',
    });
  });

  it('keeps the defaults for empty parameters and ignores parameters it does not read', async () => {
    const res = await as('/api/admin/customers?status=&plan=%20&sort=&dir=&page=&pageSize=&search=&utm=x');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    const invoices = await as('/api/admin/invoices?month=&amount=');
    expect(invoices.status).toBe(200);
    expect(invoices.body.total).toBe(1);
  });

  it('shows the last page for a page past the last, also for a number past 2^53', async () => {
    expect((await as('/api/admin/customers?page=7')).body).toMatchObject({ page: 1, totalPages: 1 });
    expect((await as('/api/admin/activity?page=99999999999999999999')).status).toBe(200);
    expect((await as('/api/admin/customers?pageSize=500')).body.pageSize).toBe(100);
  });

  it('filters by a valid value as before', async () => {
    const voip = await as('/api/admin/customers?plan=voip&status=active');
    expect(voip.body.items.map((row: { name: string }) => row.name)).toEqual(['Émile Ürünç']);
    expect((await as('/api/admin/invoices?amount=500%2B&month=2026-11')).body.total).toBe(1);
  });
});

describe('ids', () => {
  it('are numbers in the customer list, a customer’s record, the users and the activity', async () => {
    const customers = (await as('/api/admin/customers')).body.items as { id: unknown }[];
    expect(customers.map((row) => typeof row.id)).toEqual(['number', 'number']);
    expect(customers.map((row) => row.id)).toContain(emile.id);
    const record = await as(`/api/admin/customers/${emile.id}`);
    expect(record.body.customer.id).toBe(emile.id);
    const users = (await as('/api/admin/users')).body.items as { id: unknown }[];
    expect(users.every((user) => typeof user.id === 'number')).toBe(true);
    const activity = (await as('/api/admin/activity')).body.items as { id: unknown }[];
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.every((entry) => Number.isInteger(entry.id))).toBe(true);
  });
});

describe('dates and amounts of the invoice form', () => {
  const body = { customerId: 0, amount: '12,50', issueDate: '2026-11-01', dueDate: '2026-11-15', status: 'draft' };

  it('refuses a date that is not on the calendar and takes a leap day', async () => {
    const impossible = await post('/api/admin/invoices', { ...body, customerId: emile.id, issueDate: '2026-02-30' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.fields).toEqual({ issueDate: translateMessage('validation.date.invalid', 'nl') });
    const leap = await post('/api/admin/invoices', {
      ...body,
      customerId: emile.id,
      issueDate: '2028-02-29',
      dueDate: '2028-03-14',
    });
    expect(leap.status).toBe(201);
    expect(leap.body.invoice).toMatchObject({ issue_date: '2028-02-29', amount: 12.5 });
  });

  it.each<[string, number]>([
    ['1.234,56', 1234.56],
    ['€ 12,50', 12.5],
    ['12,5', 12.5],
    ['1234.56', 1234.56],
    ['€1.234', 1234],
  ])('reads the amount %j as %d euros', async (amount, euros) => {
    const res = await post('/api/admin/invoices', { ...body, customerId: emile.id, amount });
    expect(res.status).toBe(201);
    expect(res.body.invoice.amount).toBe(euros);
  });

  it.each<[string, MessageKey]>([
    ['1,234.56', 'validation.amount.format'],
    ['12,345', 'validation.amount.invalid'],
    ['-5', 'validation.amount.invalid'],
    ['2.000.000', 'validation.amount.tooLarge'],
  ])('refuses the amount %j with a message that says why', async (amount, key) => {
    const res = await post('/api/admin/invoices', { ...body, customerId: emile.id, amount });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ amount: translateMessage(key, 'nl') });
  });
});

describe('CSV exports', () => {
  const bytesOf = async (path: string, language?: string) => {
    const res = await as(path, language)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };

  it('start with the UTF-8 byte order mark and keep "Émile Ürünç" byte for byte', async () => {
    const bytes = await bytesOf('/api/admin/customers/export?plan=voip', 'nl');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from('Émile Ürünç', 'utf8'))).toBe(true);
    expect(bytes.toString('utf8').slice(1).split('\r\n')[1]).toBe(
      `${emile.id};Émile Ürünç;emile@example.nl;voip;VOIP Business;active;2026-11-23T10:30:00.000Z;0,00`,
    );
  });

  it('split into columns at `;` with a decimal comma in Dutch and Spanish, at `,` with a decimal point in English', async () => {
    const dutch = (await bytesOf(`/api/admin/invoices/export?search=${invoiceNumber}`, 'nl'))
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    expect(dutch[0]!.split(';')).toHaveLength(10);
    expect(dutch[1]!.split(';')).toEqual([
      expect.any(String),
      invoiceNumber,
      'Émile Ürünç',
      'emile@example.nl',
      '1234,56',
      'sent',
      '2026-11-01',
      '2026-11-30',
      '',
      'false',
    ]);
    const spanish = (await bytesOf('/api/admin/invoices/export', 'es')).toString('utf8');
    expect(spanish).toContain(';1234,56;');
    const english = (await bytesOf(`/api/admin/invoices/export?search=${invoiceNumber}`, 'en'))
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    expect(english[1]!.split(',')[4]).toBe('1234.56');
  });

  it('follow the admin’s own language when the request names none', async () => {
    const text = (await bytesOf('/api/admin/invoices/export')).toString('utf8');
    expect(text).toContain(';1234,56;');
    expect(
      (
        await request(t.app)
          .put('/api/user/language')
          .set('Authorization', `Bearer ${adminToken}`)
          .send({ language: 'en' })
      ).status,
    ).toBeLessThan(300);
    expect((await bytesOf('/api/admin/invoices/export')).toString('utf8')).toContain(',1234.56,');
  });

  it('keep the formula guard', async () => {
    const text = (await bytesOf('/api/admin/customers/export?plan=esim-pro', 'nl')).toString('utf8');
    expect(text.split('\r\n')[1]).toContain(";'=cmd|calc;formula@example.nl;");
  });
});
