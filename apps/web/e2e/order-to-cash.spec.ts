import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro } from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import { esimProOrder, expect, mailsTo, openIn, signIn, tabTest as test, uniqueEmail, watchErrors } from './fixtures';

// Issue 21's "done when" in the browser (docs/contracts.md §7): a customer's iDEAL order is paid on the provider's hosted
// page and comes back to the confirmation page as paid; its invoice (a PDF with VAT) is in /dashboard/billing and in
// /admin/invoices, the order in /admin/orders and its amount in the customer's total. A cancelled payment leaves a
// failed order and no invoice.

test.use({ reducedMotion: 'reduce' });

/** An amount as the Dutch pages and documents write it (the no-break space as a space, as the PDF's text is read). */
const euro = (cents: number) => formatEuro(cents, 'nl-NL').replace(/\s/g, ' ');

/** A registered account whose address is confirmed through the mailed link (only then are its records its own). */
async function confirmedAccount(request: APIRequestContext) {
  const email = uniqueEmail('kassa');
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Ingrid', lastName: 'van der Wit', email, password: 'Zomer-Fiets-2026', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const account = (await registered.json()) as { token: string; user: Record<string, unknown> };
  await expect.poll(() => mailsTo(email).length, { message: `the confirmation mail to ${email}` }).toBe(1);
  const mail = mailsTo(email)[0]!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const token = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(204);
  return { email, token: account.token, user: { ...account.user, emailVerified: true } };
}

/** The account's iDEAL order, placed as the wizard places it: pending, with the hosted page to go to. */
async function idealOrder(request: APIRequestContext, account: { email: string; token: string }) {
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${account.token}`, 'Idempotency-Key': `e2e-kassa-${account.email}` },
    data: {
      ...esimProOrder(account.email, { name: 'Ingrid van der Wit', account: 'existing' }),
      payment: { method: 'ideal' },
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as {
    order: { id: string; product: { totalWithVatCents: number; vatCents: number }; payment: { redirectUrl: string } };
    accessToken: string;
  };
}

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  await signIn(page, (await login.json()) as { token: string; user: unknown });
}

test('an iDEAL order paid on the hosted page is the customer’s invoice and the back office’s order, invoice and total', async ({
  browser,
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const account = await confirmedAccount(request);
  const { order } = await idealOrder(request, account);
  const { totalWithVatCents, vatCents } = order.product;

  // The customer pays on the provider's page and comes back to the confirmation page, paid.
  await signIn(page, account);
  await openIn(page, order.payment.redirectUrl, 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rond je betaling af');
  await page.getByLabel('Je bank *').selectOption({ label: 'Rabobank' });
  await page.getByRole('button', { name: 'Betalen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?order=${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling!');
  await expect(page.getByText(/^iDEAL — betaald \(TX-[0-9A-F]+\)$/)).toBeVisible();

  // Billing: the order's invoice with VAT, and its PDF.
  await page.goto('/dashboard/billing');
  const own = await request.get('/api/invoices', { headers: { Authorization: `Bearer ${account.token}` } });
  const [invoice] = ((await own.json()) as { invoices: { invoice_number: string; orderId: string }[] }).invoices;
  expect(invoice?.orderId).toBe(order.id);
  const number = invoice!.invoice_number;
  const invoiceRow = page.getByTestId('invoices-table').getByRole('row', { name: new RegExp(number) });
  await expect(invoiceRow).toContainText(euro(totalWithVatCents));
  await expect(invoiceRow).toContainText('Betaald');
  const downloading = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: `${number} als pdf downloaden` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const text = await pdfText((await file.path())!);
  expect(text).toContain(`Factuur ${number}`);
  expect(text).toContain('Ingrid van der Wit');
  expect(text).toMatch(/Btw 21\s?%/);
  expect(text).toContain(euro(vatCents));
  expect(text).toContain(euro(totalWithVatCents));
  expect(errors).toEqual([]);

  // The back office: the invoice, the order and the customer's total.
  const office = await browser.newPage();
  await signInAsAdmin(office, request);
  await openIn(office, `/admin/invoices?search=${number}`, 'nl');
  await expect(office.getByRole('row', { name: new RegExp(number) })).toContainText('Betaald');
  await office.goto(`/admin/orders?search=${order.id}`);
  const orderRow = office.getByRole('row', { name: new RegExp(order.id) });
  await expect(orderRow).toContainText('Betaald');
  await expect(orderRow).toContainText(euro(totalWithVatCents));
  await orderRow.getByRole('link', { name: order.id, exact: true }).click();
  await expect(office.getByRole('link', { name: number })).toBeVisible();
  await office.goto(`/admin/customers?search=${account.email}`);
  await expect(office.getByRole('row', { name: new RegExp(account.email) })).toContainText(euro(totalWithVatCents));
  await office.close();
});

test('a cancelled iDEAL payment leaves a failed order and no invoice', async ({ page, request }) => {
  const account = await confirmedAccount(request);
  const { order } = await idealOrder(request, account);
  await signIn(page, account);
  await openIn(page, order.payment.redirectUrl, 'nl');
  await page.getByRole('button', { name: 'Betaling annuleren' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?order=${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Bedankt voor uw bestelling!');
  const read = await request.get(`/api/orders/${order.id}`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(((await read.json()) as { order: { status: string } }).order.status).toBe('failed');
  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('invoices-table')).toHaveCount(0);
  const invoices = await request.get('/api/invoices', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(((await invoices.json()) as { invoices: unknown[] }).invoices).toEqual([]);
});
