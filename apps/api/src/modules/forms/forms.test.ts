import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '@telecom/domain';
import { createTestApp } from '../../test/test-app.js';

const nl = (key: Parameters<typeof translateMessage>[0]) => translateMessage(key, 'nl');

describe('POST /api/tickets', () => {
  const ticket = {
    name: 'Anna de Vries',
    email: 'Anna@Example.nl',
    subject: 'esim',
    message: 'Mijn eSIM activeert niet.',
  };

  it('stores the ticket and answers 201 with its reference', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/tickets')
      .set('Accept-Language', 'nl')
      .send({ ...ticket, priority: 'urgent' });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^TCK-[2-9A-HJKMNP-Z]{8}$/);
    const row = await t.store.kysely.selectFrom('tickets').selectAll().where('id', '=', res.body.id).executeTakeFirst();
    expect(row).toMatchObject({
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      subject: 'esim',
      message: 'Mijn eSIM activeert niet.',
      language: 'nl',
      status: 'open',
    });
    expect(row).not.toHaveProperty('priority');
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ name: '' }, { name: nl('validation.name.required') }],
    [{ email: 'anna' }, { email: nl('validation.email.invalid') }],
    [{ subject: 'sales' }, { subject: nl('validation.subject.required') }],
    [{ message: '   ' }, { message: nl('validation.message.required') }],
  ])('refuses %o with a translated message', async (change, fields) => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/tickets')
      .set('Accept-Language', 'nl')
      .send({ ...ticket, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
    expect(await t.store.kysely.selectFrom('tickets').selectAll().execute()).toEqual([]);
  });

  it('answers in English by default', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/tickets')
      .send({ ...ticket, name: '' });
    expect(res.body.fields).toEqual({ name: translateMessage('validation.name.required', 'en') });
  });

  it('stores SQL-injection text literally', async () => {
    const t = await createTestApp();
    const message = "'); DROP TABLE tickets; --";
    const res = await request(t.app)
      .post('/api/tickets')
      .send({ ...ticket, message });
    expect(res.status).toBe(201);
    expect((await t.store.kysely.selectFrom('tickets').select('message').executeTakeFirst())?.message).toBe(message);
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes once per address, whatever its case, answering 201 each time', async () => {
    const t = await createTestApp();
    const first = await request(t.app).post('/api/newsletter').send({ email: 'jan@example.nl' });
    const again = await request(t.app).post('/api/newsletter').send({ email: ' JAN@example.NL ' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ email: 'jan@example.nl', subscribed: true });
    expect(
      (await t.store.kysely.selectFrom('newsletter_subscriptions').select('email').execute()).map((row) => row.email),
    ).toEqual(['jan@example.nl']);
  });

  it.each<[unknown, string]>([
    ['', 'validation.email.required'],
    ['not-an-address', 'validation.email.invalid'],
  ])('refuses %j', async (email, key) => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/newsletter').set('Accept-Language', 'es').send({ email });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: translateMessage(key as never, 'es') });
  });
});

describe('POST /api/inquiries', () => {
  const base = {
    name: 'Piet Bakker',
    email: 'piet@bakker.nl',
    phone: '020 123 4567',
    company: 'Bakker BV',
    message: 'Graag meer informatie.',
  };

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [
      { kind: 'investment', range: '500k-1m' },
      { kind: 'investment', range: '500k-1m', plan: null },
    ],
    [{ kind: 'sales' }, { kind: 'sales', range: null, plan: null }],
    [{ kind: 'quote' }, { kind: 'quote', range: null, plan: null }],
    [
      { kind: 'ai-assistant', plan: 'professional' },
      { kind: 'ai-assistant', range: null, plan: 'professional' },
    ],
  ])('stores %o', async (change, stored) => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/inquiries')
      .send({ ...base, ...change });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), kind: change.kind });
    expect(
      await t.store.kysely.selectFrom('inquiries').selectAll().where('id', '=', res.body.id).executeTakeFirst(),
    ).toMatchObject({ ...stored, name: 'Piet Bakker', company: 'Bakker BV' });
  });

  it('needs only name, e-mail and range for an investment', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/inquiries')
      .send({ kind: 'investment', name: 'Investor', email: 'inv@example.nl', range: '100k-250k' });
    expect(res.status).toBe(201);
    expect(await t.store.kysely.selectFrom('inquiries').select(['phone', 'message']).executeTakeFirst()).toEqual({
      phone: null,
      message: null,
    });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ kind: 'investment' }, { range: nl('validation.range.required') }],
    [{ kind: 'investment', range: '5-10' }, { range: nl('validation.range.required') }],
    [{ kind: 'lunch' }, { kind: nl('validation.inquiryKind.invalid') }],
    [{ kind: 'ai-assistant', plan: 'gold' }, { plan: nl('validation.aiPlan.invalid') }],
    [
      { kind: 'sales', name: '', email: 'x' },
      { name: nl('validation.name.required'), email: nl('validation.email.invalid') },
    ],
    [{ kind: 'sales', phone: 'bel me' }, { phone: nl('validation.phone.invalid') }],
  ])('refuses %o', async (change, fields) => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/inquiries')
      .set('Accept-Language', 'nl')
      .send({ ...base, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });
});
