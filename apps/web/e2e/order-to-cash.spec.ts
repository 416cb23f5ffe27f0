import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro } from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import { esimProOrder, expect, mailsTo, openIn, signIn, tabTest as test, uniqueEmail, watchErrors } from './fixtures';

// Issue 21's "done when" in the browser (docs/contracts.md §7): a customer's iDEAL order is paid on the provider's hosted
// page and comes back to the confirmation page as paid; its invoice (a PDF with VAT) is in /dashboard/billing and in
// /admin/invoices, the order in /admin/orders and its amount in the customer's total. A cancelled payment leaves a
// failed order and no invoice. An open invoice is paid from the billing page, or by a reminder's pay link without an
// account (§12).

test.use({ reducedMotion: 'reduce' });

/** An amount as the Dutch pages and documents write it (the no-break space as a space, as the PDF's text is read). */
const euro = (cents: number) => formatEuro(cents, 'nl-NL').replace(/\s/g, ' ');

/** A registered account whose address is confirmed through the mailed link (only then are its records its own). */
async function confirmedAccount(request: APIRequestContext, email = uniqueEmail('kassa')) {
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

test('an open invoice is paid from the billing page, and by the reminder’s pay link without an account', async ({
  browser,
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const admin = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // The customer's record first: confirming the account's address makes its invoices the account's own.
  const email = uniqueEmail('factuur');
  const record = await request.post('/api/admin/customers', {
    headers: admin,
    data: { name: 'Ingrid van der Wit', email, plan: 'esim-pro', status: 'active' },
  });
  expect(record.status()).toBe(201);
  const customerId = ((await record.json()) as { customer: { id: number } }).customer.id;
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const sentInvoice = async () => {
    const res = await request.post('/api/admin/invoices', {
      headers: admin,
      data: { customerId, amount: '100,00', issueDate: today, dueDate: later, status: 'sent', recurring: false },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { invoice: { id: number; invoice_number: string } }).invoice;
  };
  const first = await sentInvoice();
  const second = await sentInvoice();
  const account = await confirmedAccount(request, email);

  // Signed in: Pay on the billing page, the provider's page, and back to the billing page with a notice.
  await signIn(page, account);
  await openIn(page, '/dashboard/billing', 'nl');
  const row = page.getByTestId('invoices-table').getByRole('row', { name: new RegExp(first.invoice_number) });
  await expect(row).toContainText(euro(12100));
  await row.getByRole('button', { name: `${first.invoice_number} betalen` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rond je betaling af');
  await expect(page.getByText(`Factuur ${first.invoice_number}`)).toBeVisible();
  await page.getByLabel('Je bank *').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Betalen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/billing\\?paid=${first.invoice_number}#invoices$`));
  await expect(page.getByTestId('invoice-paid-notice')).toHaveText(
    `Bedankt: factuur ${first.invoice_number} is betaald.`,
  );
  await expect(row).toContainText('Betaald');
  expect(errors).toEqual([]);

  // The reminder's pay link, in a browser that is signed in to nothing.
  expect((await request.post(`/api/admin/invoices/${second.id}/reminder`, { headers: admin })).status()).toBe(202);
  const payLink = async () => {
    const mail = (mailsTo(email).at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return new RegExp(`/facturen/${second.id}/betalen\\?t=[A-Za-z0-9_-]+`).exec(mail)?.[0];
  };
  await expect.poll(payLink, { message: 'the reminder with its pay link' }).toBeTruthy();
  const stranger = await browser.newPage();
  await openIn(stranger, (await payLink())!, 'nl');
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(`Factuur ${second.invoice_number}`);
  await expect(stranger.getByTestId('invoice-amount')).toHaveText(euro(12100));
  await stranger.getByRole('button', { name: 'Nu betalen' }).click();
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Rond je betaling af');
  await stranger.getByLabel('Je bank *').selectOption({ label: 'ING' });
  await stranger.getByRole('button', { name: 'Betalen', exact: true }).click();
  await expect(stranger).toHaveURL(new RegExp(`/facturen/${second.id}/betalen\\?t=`));
  await expect(stranger.getByText(`Factuur ${second.invoice_number} is betaald. Bedankt!`)).toBeVisible();
  await stranger.close();
});
