import type { APIRequestContext, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, mailsTo, signIn, tabTest as test, uniqueEmail, watchErrors } from './fixtures';

// Issue 38's VAT by country in the browser (docs/contracts.md §13): a consumer in Spain, Germany or France orders the
// Asia 20GB travel plan (€79.99 before VAT) in the wizard, sees their country's VAT in the price overview, pays on the
// provider's page, and the invoice's PDF shows the rate and the amounts; a Belgian business with a Belgian VAT number
// pays 0% and its invoice says "btw verlegd" with its VAT number.

test.use({ reducedMotion: 'reduce' });

const WIZARD = '/esim-pro/bestellen?region=asia&plan=premium';

/** A registered account in `language` whose address is confirmed through the mailed link. */
async function confirmedAccount(request: APIRequestContext, language: 'en' | 'nl' | 'es') {
  const email = uniqueEmail('btw');
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': language },
    data: { firstName: 'Lucía', lastName: 'García', email, password: 'Zomer-Fiets-2026', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const account = (await registered.json()) as { token: string; user: Record<string, unknown> };
  await expect.poll(() => mailsTo(email).length, { message: `the confirmation mail to ${email}` }).toBe(1);
  const mail = mailsTo(email)[0]!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(204);
  return { email, token: account.token, user: { ...account.user, emailVerified: true } };
}

/** Step 1 and 2 of the wizard with an address in `country` (the English pages). */
async function orderFrom(page: Page, address: { country: string; postcode: string; street: string; city: string }) {
  await page.goto(WIZARD);
  await expect(page.getByTestId('total')).toHaveText('Total incl. VAT €96.79 once');
  await page.getByLabel('Brand').selectOption({ label: 'Samsung' });
  await page.getByLabel('Model').selectOption({ label: 'Galaxy S24' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Full name').fill('Lucía García');
  await page.getByLabel('Phone number').fill('+34 600 123 456');
  await page.getByLabel('Country').selectOption(address.country);
  await page.getByLabel('Postcode').fill(address.postcode);
  await page.getByLabel('Street').fill(address.street);
  await page.getByLabel('City').fill(address.city);
}

/** Step 3: the consent, the order, and iDEAL paid on the provider's page; the order's id. */
async function placeAndPay(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3:/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /^I want delivery to start straight away/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  await page.getByLabel('Your bank *').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  return new URL(page.url()).searchParams.get('order')!;
}

/** The text of the invoice PDF of an order, as the customer downloads it (no-break spaces as spaces). */
async function invoicePdfText(request: APIRequestContext, token: string, orderId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const own = (await (await request.get('/api/invoices', { headers })).json()) as {
    invoices: { id: number; orderId: string | null }[];
  };
  const invoice = own.invoices.find((candidate) => candidate.orderId === orderId);
  expect(invoice, `the invoice of ${orderId}`).toBeDefined();
  const pdf = await request.get(`/api/invoices/${invoice!.id}/pdf`, { headers });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const CONSUMERS = [
  {
    name: 'Spain',
    address: { country: 'ES', postcode: '28013', street: 'Calle Mayor 1', city: 'Madrid' },
    language: 'es',
    vatLine: 'VAT Spain (21%)',
    vat: '€16.80',
    total: '€96.79',
    pdf: [/IVA 21 %\s+16,80 €/, /Total\s+96,79 €/],
  },
  {
    name: 'Germany',
    address: { country: 'DE', postcode: '10115', street: 'Invalidenstraße 1', city: 'Berlin' },
    language: 'en',
    vatLine: 'VAT Germany (19%)',
    vat: '€15.20',
    total: '€95.19',
    pdf: [/VAT 19%\s+€15\.20/, /Total\s+€95\.19/],
  },
  {
    name: 'France',
    address: { country: 'FR', postcode: '75001', street: 'Rue de Rivoli 1', city: 'Paris' },
    language: 'nl',
    vatLine: 'VAT France (20%)',
    vat: '€16.00',
    total: '€95.99',
    pdf: [/Btw 20%\s+€ 16,00/, /Totaal\s+€ 95,99/],
  },
] as const;

for (const consumer of CONSUMERS) {
  test(`a consumer in ${consumer.name} pays their country’s VAT, in the overview and on the invoice PDF`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const account = await confirmedAccount(request, consumer.language);
    await signIn(page, account);
    await orderFrom(page, consumer.address);
    const overview = page.getByTestId('price-overview');
    await expect(overview.getByRole('definition').first()).toHaveText('€79.99');
    await expect(overview.getByText(consumer.vatLine)).toBeVisible();
    await expect(overview).toContainText(consumer.vat);
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${consumer.total} once`);
    const orderId = await placeAndPay(page);
    const text = await invoicePdfText(request, account.token, orderId);
    for (const line of consumer.pdf) expect(text).toMatch(line);
    expect(errors).toEqual([]);
  });
}

test('a Belgian business with a Belgian VAT number pays 0%, and its invoice says “btw verlegd” with the number', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const account = await confirmedAccount(request, 'nl');
  await signIn(page, account);
  await orderFrom(page, { country: 'BE', postcode: '1000', street: 'Grote Markt 1', city: 'Brussel' });
  await expect(page.getByTestId('price-overview').getByText('VAT Belgium (21%)')).toBeVisible();

  // The business block: the company name is asked for once it is a business order.
  const business = page.getByRole('group', { name: 'Business order' });
  await business.getByRole('checkbox', { name: /^Order as a business/ }).check();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await business.getByLabel('Company name *').focus();
  await business.getByLabel('Company name *').blur();
  await expect(business.getByText('Company name is required for a business order')).toBeVisible();
  await business.getByLabel('Company name *').fill('Brouwerij De Klok NV');
  await business.getByLabel('VAT number').fill('BE0123456789x');
  await business.getByLabel('VAT number').blur();
  await expect(business.getByText(/This VAT number does not have the form/)).toBeVisible();
  await business.getByLabel('VAT number').fill('BE 0123.456.789');
  await expect(page.getByTestId('price-overview').getByText('VAT reverse charged (0%)')).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('Total incl. VAT €79.99 once');

  const orderId = await placeAndPay(page);
  await expect(page.getByText('VAT reverse charged (0%)')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€79.99 once');
  const read = await request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(((await read.json()) as { order: unknown }).order).toMatchObject({
    business: { companyName: 'Brouwerij De Klok NV', vatNumber: 'BE0123456789' },
    reverseCharge: true,
    product: { vatPercent: 0, totalWithVatCents: 7999 },
  });
  const text = await invoicePdfText(request, account.token, orderId);
  expect(text).toContain('Brouwerij De Klok NV');
  expect(text).toContain('Btw-nummer BE0123456789');
  expect(text).toMatch(/Btw verlegd\s+€ 0,00/);
  expect(text).toMatch(/Totaal\s+€ 79,99/);
  expect(errors).toEqual([]);
});
