// Every kind of mail the API sends, made by its own flow through the API in nl, en and es and sent by the outbox: each
// has a text part and an HTML part in the one layout (docs/contracts.md §12), in the reader's language, with the
// company's details from the back office's settings. HTML_DIR=dir writes each HTML part there, to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_SETTINGS, type Language } from '@telecom/domain';
import { ESIM_PRO, orderAndPay, registerCustomer } from '../../test/customer-orders.js';
import { createTestApp } from '../../test/test-app.js';

const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
const START = '2026-11-24T10:00:00.000Z';

/** The footer's registration line in each language. */
const REGISTRATION: Record<Language, string> = {
  nl: `KvK ${DEFAULT_ADMIN_SETTINGS.kvkNumber}`,
  en: `Chamber of Commerce ${DEFAULT_ADMIN_SETTINGS.kvkNumber}`,
  es: `Cámara de Comercio ${DEFAULT_ADMIN_SETTINGS.kvkNumber}`,
};

/** The footer's support line (phone and hours from the settings) in each language. */
const SUPPORT_LINE: Record<Language, string> = {
  nl: 'Telefoon 020 123 4567 (werkdagen 8:00–20:00)',
  en: 'Phone 020 123 4567 (working days 8:00–20:00)',
  es: 'Teléfono 020 123 4567 (días laborables de 8:00 a 20:00)',
};

const portingOrder = (number: string) => ({
  product: {
    kind: 'voip',
    numberType: 'nl',
    porting: {
      number,
      currentProvider: 'KPN',
      holderName: 'Ingrid van der Wit',
      date: '2026-12-01',
      consent: true,
    },
    bundle: 'europe',
  },
});

/** Each flow's mails, in the order they are sent, named by kind. */
async function mailsOfEveryKind(language: Language) {
  let now = new Date(START);
  const t = await createTestApp({ clock: { now: () => now } });
  await t.services.auth.ensureAdminAccount(ADMIN);
  const admin = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token as string;
  const kinds: string[] = [];
  const sent = async (kind: string, count = 1) => {
    const before = kinds.length;
    const total = (await t.mails()).length;
    expect(total - before, `mails of kind ${kind}`).toBe(count);
    for (let index = 0; index < count; index++) kinds.push(kind);
  };

  const email = `ingrid.${language}@example.nl`;
  const registered = await registerCustomer(t, { email, language });
  // The browser asks in the reader's language: an order's mails are in the language it was placed in.
  const customer = {
    ...registered,
    post: (to: string, body?: object) => registered.post(to, body).set('Accept-Language', language),
  };
  await sent('verify-email');
  expect((await request(t.app).post('/api/auth/forgot-password').send({ email })).status).toBe(202);
  // The reset mail is written after the answer (the same answer, as soon, for an unknown address).
  await expect.poll(async () => (await t.mails()).length).toBe(kinds.length + 1);
  kinds.push('reset-password');

  // An eSIM Pro: the confirmation, the eSIM with its QR code, the usage warnings, the cancellation.
  const esimOrder = await orderAndPay(t, customer, { kind: 'esim-pro', configuration: ESIM_PRO });
  await sent('order-confirmation');
  await t.services.jobs.runDueJobs();
  await sent('esim-ready');
  const { token } = customer;
  const esim = (await customer.get(`/api/orders/${esimOrder.id}`)).body.esims[0] as { id: number };
  const simulate = (body: object) =>
    request(t.app).post(`/api/esims/${esim.id}/simulate`).set('Authorization', `Bearer ${token}`).send(body);
  expect((await simulate({ event: 'installed' })).status).toBe(200);
  const usage = await request(t.app).get(`/api/esims/${esim.id}/usage`).set('Authorization', `Bearer ${token}`);
  const included = usage.body.includedMb as number;
  await simulate({ event: 'usage', mb: Math.ceil(included * 0.85) });
  await t.services.jobs.runDueJobs();
  await sent('usage-80');
  await simulate({ event: 'usage', mb: Math.ceil(included * 0.2) });
  await t.services.jobs.runDueJobs();
  await sent('usage-100');
  const [subscription] = (await customer.get('/api/subscriptions')).body.subscriptions as { id: number }[];
  expect((await customer.post(`/api/subscriptions/${subscription!.id}/cancel`)).status).toBe(200);
  await sent('subscription-cancelled');
  // A data top-up for that eSIM, paid on the provider's page: its confirmation.
  const topUp = await customer.post(`/api/esims/${esim.id}/top-up`, { bundle: '1gb' });
  expect(topUp.status).toBe(201);
  const topUpPayment = String(topUp.body.redirectUrl).replace('/betalen/', '');
  expect((await request(t.app).post(`/api/payments/${topUpPayment}/simulate`).send({ outcome: 'paid' })).status).toBe(
    200,
  );
  await sent('top-up');

  // VOIP numbers that move from KPN: the confirmation, then a mail at each step of the porting.
  /** Moves the customer's request `index` (newest first) as the back office does. */
  const movePorting = async (index: number, body: object) => {
    const list = (await customer.get('/api/porting')).body.porting as { id: number }[];
    const answer = await request(t.app)
      .post(`/api/admin/porting/${list[index]!.id}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send(body);
    expect(answer.status).toBe(200);
    await t.services.jobs.runDueJobs();
  };
  await orderAndPay(t, customer, portingOrder('06 1234 5678').product);
  await sent('order-confirmation');
  await t.services.jobs.runDueJobs();
  await sent('porting-requested');
  await orderAndPay(t, customer, portingOrder('06 8765 4321').product);
  await sent('order-confirmation');
  await t.services.jobs.runDueJobs();
  await sent('porting-requested');
  const withdrawn = await orderAndPay(t, customer, portingOrder('06 1111 2222').product);
  await sent('order-confirmation');
  await t.services.jobs.runDueJobs();
  await sent('porting-requested');
  now = new Date('2026-11-25T09:00:00.000Z');
  await movePorting(1, { status: 'validated' });
  await sent('porting-validated');
  await movePorting(1, { status: 'scheduled', date: '2026-11-30' });
  await sent('porting-scheduled');
  now = new Date('2026-11-30T08:00:00.000Z');
  await movePorting(1, { status: 'completed' });
  await sent('porting-completed');
  await movePorting(2, { status: 'rejected', reason: 'Het nummer staat niet op naam van de aanvrager.' });
  await sent('porting-rejected');
  // A refunded order's porting request is withdrawn, and the customer told why (docs/contracts.md §14).
  const refund = await request(t.app)
    .post(`/api/admin/orders/${withdrawn.id}/refund`)
    .set('Authorization', `Bearer ${admin}`);
  expect(refund.status).toBe(200);
  await t.services.jobs.runDueJobs();
  await sent('porting-withdrawn');

  // An invoice of the back office: a reminder before its due date, and one after.
  const customers = await request(t.app).get('/api/admin/customers').set('Authorization', `Bearer ${admin}`);
  const record = (customers.body.items as { id: number; email: string }[]).find((row) => row.email === email)!;
  const invoice = await request(t.app)
    .post('/api/admin/invoices')
    .set('Authorization', `Bearer ${admin}`)
    .send({ customerId: record.id, amount: 42, issueDate: '2026-11-20', dueDate: '2026-12-04', status: 'sent' });
  expect(invoice.status).toBe(201);
  const remind = () =>
    request(t.app)
      .post(`/api/admin/invoices/${invoice.body.invoice.id}/reminder`)
      .set('Authorization', `Bearer ${admin}`);
  expect((await remind()).status).toBe(202);
  await sent('reminder-upcoming');
  now = new Date('2026-12-10T09:00:00.000Z');
  expect((await remind()).status).toBe(202);
  await sent('reminder-overdue');

  // A new address: a confirmation link to it, and a notice to the old one.
  expect((await customer.put('/api/auth/profile', { email: `nieuw.${language}@example.nl` })).status).toBe(200);
  await sent('email-changed', 2);

  // A travel plan, installed: the reminder 3 days before it ends.
  const travelOrder = await orderAndPay(t, customer, { kind: 'travel', regionId: 'europa', planId: 'basic' });
  await sent('order-confirmation');
  await t.services.jobs.runDueJobs();
  await sent('esim-ready');
  const travelEsim = (await customer.get(`/api/orders/${travelOrder.id}`)).body.esims[0] as { id: number };
  expect((await customer.post(`/api/esims/${travelEsim.id}/simulate`, { event: 'installed' })).status).toBe(200);
  now = new Date(now.getTime() + 4 * 86_400_000);
  await t.services.jobs.runDueJobs();
  await sent('travel-ending');
  return { kinds, mails: t.mailer.sent };
}

describe('every mail', () => {
  it.each(['nl', 'en', 'es'] as const)('has an HTML part in the one layout, in %s', async (language) => {
    const { kinds, mails } = await mailsOfEveryKind(language);
    expect(new Set(kinds).size).toBe(18);
    expect(mails).toHaveLength(kinds.length);
    const htmlDir = process.env.HTML_DIR;
    mails.forEach((mail, index) => {
      const html = mail.html ?? '';
      expect(html, kinds[index]).toContain(`<html lang="${language}"`);
      expect(html, kinds[index]).toContain(REGISTRATION[language]);
      expect(html, kinds[index]).toContain(DEFAULT_ADMIN_SETTINGS.supportEmail);
      expect(html, kinds[index]).toContain(SUPPORT_LINE[language]);
      // The title is the subject; what the text part says, the HTML part says (its words, escaped the same way).
      expect(html, kinds[index]).toContain(`<title>${escapeText(mail.subject)}</title>`);
      const firstWords = mail.text.split('\n').find((line) => line.trim() && !line.includes('http'))!;
      expect(html, kinds[index]).toContain(escapeText(firstWords));
      if (htmlDir) {
        mkdirSync(htmlDir, { recursive: true });
        writeFileSync(path.join(htmlDir, `${language}-${String(index).padStart(2, '0')}-${kinds[index]}.html`), html);
      }
    });
    // The eSIM mail shows its QR code inline.
    const esimMail = mails[kinds.indexOf('esim-ready')]!;
    expect(esimMail.html).toContain('src="cid:esim-qr@telenova"');
    expect(esimMail.attachments?.map((attachment) => attachment.contentType)).toEqual(['image/png']);
  });
});

/** Text as the layout escapes it. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
