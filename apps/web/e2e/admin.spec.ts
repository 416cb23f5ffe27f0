import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { axeViolations, database, expect, mailsTo, openIn, tabTest as test, uniqueEmail } from './fixtures';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function createCustomer(
  request: APIRequestContext,
  token: string,
  name: string,
  plan = 'esim-pro',
  status = 'active',
  extra: Record<string, string> = {},
) {
  const res = await request.post('/api/admin/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email: uniqueEmail('klant'), plan, status, ...extra },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { customer: { id: number; name: string; email: string } }).customer;
}

/** An invoice of 20 euros for November 2026, made through the API, as the list and detail tests need one. */
async function createInvoice(request: APIRequestContext, token: string, customerId: number, status: 'draft' | 'sent') {
  const res = await request.post('/api/admin/invoices', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerId, amount: 20, issueDate: '2026-11-01', dueDate: '2026-11-30', status },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { invoice: { id: string; invoice_number: string } }).invoice;
}

async function logInAsAdmin(page: Page, path = '/admin') {
  await openIn(page, `/login?redirect=${encodeURIComponent(path)}`, 'nl');
  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill(E2E_ADMIN.email);
  await main.getByLabel('Wachtwoord', { exact: true }).fill(E2E_ADMIN.password);
  await main.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

const customerRows = (page: Page) => page.getByTestId('customers-table').locator('tbody tr');
/** Waits until the list shows the answer to the current query (the previous rows stay while it loads). */
const settled = (page: Page, table = 'customers-table') =>
  expect(page.getByTestId(table)).toHaveAttribute('aria-busy', 'false');
const storedCustomer = (id: number | string) =>
  database().prepare('SELECT name, email, plan, status FROM customers WHERE id = ?').get(Number(id)) as
    { name: string; email: string; plan: string; status: string } | undefined;
const storedPlanName = (id: string) =>
  database().prepare('SELECT plan_name FROM customers WHERE id = ?').pluck().get(Number(id));
const dutchNumber = (value: number) => new Intl.NumberFormat('nl-NL').format(value);

test.describe('back-office guards', () => {
  test('anonymous visitors log in first; customers go to their dashboard; admins land on /admin', async ({
    page,
    request,
  }) => {
    await openIn(page, '/login', 'nl');
    await page.goto('/admin/customers?status=active');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcustomers%3Fstatus%3Dactive$/);

    const email = uniqueEmail('klant');
    await request.post('/api/auth/register', {
      data: { firstName: 'Kim', lastName: 'Klant', email, password: 'Klant-Wachtwoord-1', acceptTerms: true },
    });
    const main = page.getByRole('main');
    await main.getByLabel('E-mailadres').fill(email);
    await main.getByLabel('Wachtwoord', { exact: true }).fill('Klant-Wachtwoord-1');
    await main.getByRole('button', { name: 'Inloggen', exact: true }).click();
    // The redirect names an admin page: a customer is sent on to their own dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/invoices');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an admin logging in goes to /admin, and /login sends a signed-in admin there too', async ({ page }) => {
    await openIn(page, '/login', 'nl');
    const main = page.getByRole('main');
    await main.getByLabel('E-mailadres').fill(E2E_ADMIN.email);
    await main.getByLabel('Wachtwoord', { exact: true }).fill(E2E_ADMIN.password);
    await main.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin-dashboard');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('the admin dashboard', () => {
  test('shows the four figures, switches the chart period through the API, and keeps the sidebar state', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    for (const id of ['stat-customers', 'stat-revenue', 'stat-invoices', 'stat-services'])
      await expect(page.getByTestId(id).locator('.stat-card__value')).not.toHaveText('–');
    const chart = page.getByTestId('revenue-chart');
    await expect(chart).toHaveAttribute('data-period', '30d');
    await expect(chart.locator('.bar-chart__bar')).toHaveCount(30);
    const seven = page.waitForResponse((response) => response.url().includes('/api/admin/stats?period=7d'));
    await page.getByLabel('Periode').selectOption('7d');
    await seven;
    await expect(chart).toHaveAttribute('data-period', '7d');
    await expect(chart.locator('.bar-chart__bar')).toHaveCount(7);
    await page.getByLabel('Periode').selectOption('90d');
    await expect(chart.locator('.bar-chart__bar')).toHaveCount(13);
    await expect(page.getByTestId('activity-list').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alles bekijken' })).toHaveAttribute('href', '/admin/activity');
    for (const [name, href] of [
      ['Klant toevoegen', '/admin/customers/new'],
      ['Factuur maken', '/admin/invoices/new'],
      ['Rapporten bekijken', '/admin/reports'],
      ['Systeeminstellingen', '/admin/settings'],
    ] as const)
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    const toggle = page.getByRole('button', { name: 'Menu inklappen' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Menu uitklappen' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => window.localStorage.getItem('admin-sidebar-collapsed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu uitklappen' })).toBeVisible();
    // Collapsed, the links keep their names for screen readers.
    await expect(
      page.getByRole('navigation', { name: 'Beheeromgeving' }).getByRole('link', { name: 'Klanten' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Menu uitklappen' }).click();
  });
});

test.describe('the customer list', () => {
  test('the search box keeps every character typed while the list follows it, also on a slow machine', async ({
    page,
  }) => {
    await logInAsAdmin(page, '/admin/customers');
    await settled(page);
    // A slow phone: the list's navigation to each typed search lands while the typing goes on.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const typed = 'Toetsklant van der Berg uit Amsterdam';
    const box = page.getByLabel('Zoeken');
    await box.click();
    for (const [index, character] of [...typed].entries()) {
      await page.keyboard.type(character);
      // Now and then a pause just past the box's 300 ms, which writes the search to the address.
      if (index % 7 === 6) await page.waitForTimeout(320);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(box).toHaveValue(typed);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(typed).replace(/%20/g, '\\+')}`));
  });

  test('searches, filters, sorts and pages against the database, with the state in the URL', async ({ page }) => {
    await logInAsAdmin(page, '/admin/customers');
    // Other tests add customers meanwhile: the card shows the count at the moment of its request.
    await expect(page.getByTestId('stat-total')).not.toContainText('–');
    const shown = Number(
      (await page.getByTestId('stat-total').locator('.stat-card__value').innerText()).replace(/\D/g, ''),
    );
    const seeded = 1247;
    expect(shown).toBeGreaterThanOrEqual(seeded);
    expect(shown).toBeLessThanOrEqual(
      (database().prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n,
    );
    await expect(customerRows(page)).toHaveCount(10);

    await page.getByLabel('Zoeken').fill('van der');
    await expect(page).toHaveURL(/search=van\+der/);
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/status=active/);
    const expected = database()
      .prepare(
        "SELECT COUNT(*) AS n FROM customers WHERE (name_key LIKE '%van der%' OR email_key LIKE '%van der%') AND status = 'active'",
      )
      .get() as { n: number };
    await expect(page.locator('.pagination__summary')).toContainText(`${dutchNumber(expected.n)} resultaten`);
    await settled(page);
    for (const text of await customerRows(page).allInnerTexts()) {
      expect(text.toLowerCase()).toContain('van der');
      expect(text).toContain('Actief');
    }

    await page.getByRole('button', { name: /^E-mail/ }).click();
    await expect(page).toHaveURL(/sort=email/);
    await expect(page.getByRole('columnheader', { name: /^E-mail/ })).toHaveAttribute('aria-sort', 'ascending');
    await settled(page);
    const emails = await customerRows(page).locator('td:nth-child(3)').allInnerTexts();
    expect(emails).toEqual([...emails].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await page.getByRole('button', { name: /^E-mail/ }).click();
    await expect(page.getByRole('columnheader', { name: /^E-mail/ })).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByLabel('Zoeken')).toHaveValue('');
    const pages = page.getByRole('navigation', { name: "Pagina's" });
    await pages.getByRole('button', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await pages.getByRole('button', { name: 'Pagina 4' }).click();
    await expect(pages.getByRole('button', { name: /^Pagina \d+$/ })).toHaveCount(5);
    await expect(pages.getByRole('button', { name: 'Pagina 4' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    const firstOnPage4 = await customerRows(page).first().locator('td:nth-child(3)').innerText();
    await page.reload();
    await expect(customerRows(page).first().locator('td:nth-child(3)')).toHaveText(firstOnPage4);
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('shows a hand-typed filter value it does not offer as a translated notice, lists without it, and removes it', async ({
    page,
  }) => {
    await logInAsAdmin(page, '/admin/customers?status=bogus&plan=voip');
    const notice = page.getByRole('alert').filter({ hasText: 'Het adres bevat een waarde' });
    await expect(notice).toHaveText(/deze lijst niet aanbiedt, voor Status\. De lijst hieronder laat die weg\./);
    // The valid part of the address still applies: VOIP customers of every status.
    await expect(page.getByLabel('Status')).toHaveValue('all');
    await expect(page.getByLabel('Abonnement')).toHaveValue('voip');
    await settled(page);
    await expect(customerRows(page)).toHaveCount(10);
    for (const text of await customerRows(page).allInnerTexts()) expect(text).toContain('VOIP');
    await notice.getByRole('button', { name: 'Uit het adres halen' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?plan=voip$/);
    await expect(notice).toBeHidden();

    await page.goto('/admin/invoices?month=2026-13&sort=secret');
    await expect(page.getByRole('alert').filter({ hasText: 'Het adres bevat waarden' })).toContainText(
      'voor Maand en Sortering',
    );
    await expect(page.getByTestId('invoices-table').locator('tbody tr')).toHaveCount(10);
  });

  test('updates the status of selected customers in bulk', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = `Bulk${Date.now()}`;
    const a = await createCustomer(request, token, `${tag} Anna`);
    const b = await createCustomer(request, token, `${tag} Bert`);
    await logInAsAdmin(page, `/admin/customers?search=${tag}`);
    await expect(customerRows(page)).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Alle rijen op deze pagina selecteren' }).check();
    const bar = page.getByRole('region', { name: 'Acties voor de geselecteerde rijen' });
    await expect(bar).toContainText('2 geselecteerd');
    await bar.getByLabel('Nieuwe status').selectOption('suspended');
    await bar.getByRole('button', { name: 'Status bijwerken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status van 2 rijen bijgewerkt.' })).toBeVisible();
    expect([storedCustomer(a.id)?.status, storedCustomer(b.id)?.status]).toEqual(['suspended', 'suspended']);
    await expect(customerRows(page).filter({ hasText: 'Opgeschort' })).toHaveCount(2);
  });

  test('exports the filtered list as a real CSV download', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = `Export${Date.now()}`;
    await createCustomer(request, token, `${tag} Zoë, "de" Vries`, 'voip');
    await createCustomer(request, token, `${tag} Arie`, 'business');
    await logInAsAdmin(page, `/admin/customers?search=${tag}`);
    await expect(customerRows(page)).toHaveCount(2);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path())!);
    // For Excel: a UTF-8 byte order mark, and in Dutch `;` between the cells and a decimal comma.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id;name;email;plan;planName;status;created_at;totalSpent');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`;${tag} Arie;`);
    expect(lines[1]).toContain(';business;Business Pro;active;');
    expect(lines[1]).toMatch(/;0,00$/);
    expect(lines[2]).toContain(`"${tag} Zoë, ""de"" Vries"`);
  });

  test('finds, opens, edits and deletes a customer, asking first with the customer’s name', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `Beheer${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Carla`);
    await logInAsAdmin(page, '/admin/customers');
    await page.getByLabel('Zoeken').fill(tag);
    await expect(customerRows(page)).toHaveCount(1);
    await customerRows(page)
      .getByRole('link', { name: `${tag} Carla`, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} Carla`);
    await page.getByRole('main').getByRole('link', { name: 'Bewerken' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}/edit$`));
    const main = page.getByRole('main');
    await main.getByLabel('Naam').fill('');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Naam')).toHaveAccessibleDescription('Naam is verplicht');
    await main.getByLabel('Naam').fill(`${tag} Carla Smit`);
    await main.getByLabel('Abonnement').selectOption('Business Pro');
    await main.getByLabel('Status').selectOption('inactive');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} Carla Smit`);
    expect(storedCustomer(customer.id)).toMatchObject({
      name: `${tag} Carla Smit`,
      plan: 'business',
      status: 'inactive',
    });

    await page.getByRole('main').getByRole('button', { name: 'Verwijderen', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Klant verwijderen' });
    await expect(dialog).toContainText(`Weet je zeker dat je ${tag} Carla Smit wilt verwijderen?`);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    expect(storedCustomer(customer.id)).toBeDefined();
    await page.getByRole('main').getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    // By address: SQLite may give the freed id to a customer another test adds meanwhile.
    expect(database().prepare('SELECT COUNT(*) FROM customers WHERE email = ?').pluck().get(customer.email)).toBe(0);
  });

  test('adds a VOIP Standard customer through the form, shown as VOIP Standard in the list, the detail and the edit form', async ({
    page,
  }) => {
    await logInAsAdmin(page, '/admin/customers/new');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Abonnement')).toHaveAccessibleDescription('Kies een abonnement');
    // The catalogue's plan names, VOIP Standard and VOIP Business both.
    await expect(main.getByLabel('Abonnement').locator('option')).toHaveText([
      'Kies een abonnement',
      'eSIM Pro',
      'VOIP Standard',
      'VOIP Business',
      'Business Pro',
    ]);
    const email = uniqueEmail('nieuw');
    const name = `Nieuwe Klant ${Date.now()}`;
    await main.getByLabel('Naam').fill(name);
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Abonnement').selectOption('VOIP Standard');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const id = /\/admin\/customers\/(\d+)$/.exec(page.url())?.[1] ?? '';
    expect(storedCustomer(id)).toEqual({ name, email, plan: 'voip', status: 'active' });
    expect(storedPlanName(id)).toBe('VOIP Standard');
    await expect(page.getByTestId('customer-facts')).toContainText('VOIP Standard');

    // The edit form keeps VOIP Standard; saved unchanged, it stays VOIP Standard.
    await page.getByRole('main').getByRole('link', { name: 'Bewerken' }).click();
    await expect(main.getByLabel('Abonnement')).toHaveValue('VOIP Standard');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(storedPlanName(id)).toBe('VOIP Standard');

    // The list shows the stored plan name, and the plan filter (by product line) still finds it.
    await page.goto(`/admin/customers?search=${encodeURIComponent(name)}&plan=voip`);
    await expect(customerRows(page)).toHaveCount(1);
    await expect(customerRows(page).first()).toContainText('VOIP Standard');
    await page.getByLabel('Abonnement').selectOption('esim-pro');
    await expect(page.getByRole('status').filter({ hasText: 'Geen klanten gevonden' })).toBeVisible();
  });
});

test.describe('the invoice list', () => {
  test('filters by month and amount, flags overdue invoices, and creates, edits and deletes a draft', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `Factuur${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Daan`);
    await logInAsAdmin(page, `/admin/invoices/new?customer=${customer.id}`);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Klant', { exact: true })).toHaveValue(String(customer.id));
    await main.getByLabel('Bedrag in euro').fill('75,25');
    await main.getByLabel('Factuurdatum').fill('2026-03-02');
    await main.getByLabel('Vervaldatum').fill('2026-03-01');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Vervaldatum')).toHaveAccessibleDescription(
      'De vervaldatum kan niet voor de factuurdatum liggen',
    );
    await main.getByLabel('Vervaldatum').fill('2026-03-16');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
    const id = /\/admin\/invoices\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const number = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(number).toMatch(/^INV-2026-\d{3,}$/);
    const stored = () =>
      database()
        .prepare('SELECT amount_cents, status, due_date, paid_date FROM invoices WHERE id = ?')
        .get(Number(id)) as Record<string, unknown> | undefined;
    expect(stored()).toEqual({ amount_cents: 7525, status: 'draft', due_date: '2026-03-16', paid_date: null });

    // The list: month and amount filters find it, overdue because its due date has passed.
    await page.goto(`/admin/invoices?search=${tag}&month=2026-03&amount=50-100`);
    const rows = page.getByTestId('invoices-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Achterstallig');
    await expect(rows.first().getByRole('img', { name: 'Vervaldatum verstreken' })).toBeVisible();
    await page.getByLabel('Bedrag').selectOption('100-500');
    await expect(page.getByRole('status').filter({ hasText: 'Geen facturen gevonden' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters wissen' }).first().click();
    await expect(page).toHaveURL(/\/admin\/invoices$/);

    // Edit the draft: its one line, with 21% VAT on top; then delete it (only a draft can be).
    await page.goto(`/admin/invoices/${id}/edit`);
    await page.getByRole('main').getByLabel('Bedrag in euro').fill('80');
    await page.getByRole('main').getByLabel('Omschrijving (optioneel)').fill('Installatie');
    await page.getByRole('main').getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/invoices/${id}$`));
    expect(stored()).toMatchObject({ amount_cents: 8000 });
    await expect(page.getByTestId('invoice-lines')).toContainText('Installatie');
    await expect(page.getByTestId('invoice-totals')).toContainText('Subtotaal excl. btw€ 80,00');
    await expect(page.getByTestId('invoice-totals')).toContainText('Btw 21%€ 16,80');
    await expect(page.getByTestId('invoice-totals')).toContainText('Totaal incl. btw€ 96,80');
    // A draft moves to sent or cancelled only.
    await expect(page.getByRole('group', { name: 'Status wijzigen' }).getByRole('button')).toHaveText([
      'Markeer als verzonden',
      'Factuur annuleren',
    ]);
    await page.getByRole('main').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`factuur ${number} van ${tag} Daan`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices$/);
    // By id and customer: SQLite may give the freed id to an invoice another test adds meanwhile.
    expect(
      database()
        .prepare('SELECT COUNT(*) FROM invoices WHERE id = ? AND customer_name = ?')
        .pluck()
        .get(Number(id), `${tag} Daan`),
    ).toBe(0);
  });

  test('sorts by amount and exports the chosen invoices', async ({ page }) => {
    await logInAsAdmin(page, '/admin/invoices?sort=amount&dir=desc');
    await expect(page.getByRole('columnheader', { name: /^Bedrag/ })).toHaveAttribute('aria-sort', 'descending');
    const rows = page.getByTestId('invoices-table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await settled(page, 'invoices-table');
    const amounts = (await rows.locator('td:nth-child(4)').allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Selectie downloaden' }).click();
    const lines = readFileSync((await (await downloading).path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
  });
});

test.describe('the list actions', () => {
  test('deletes a customer from its row after asking, returning focus on cancel, and several at once from the bulk bar', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `Lijst${Date.now()}`;
    const anna = await createCustomer(request, token, `${tag} Anna`);
    await createCustomer(request, token, `${tag} Bert`);
    await createCustomer(request, token, `${tag} Cor`);
    await logInAsAdmin(page, `/admin/customers?search=${tag}`);
    await expect(customerRows(page)).toHaveCount(3);

    const rowDelete = page.getByRole('button', { name: `${tag} Anna verwijderen` });
    await rowDelete.click();
    const dialog = page.getByRole('alertdialog', { name: 'Klant verwijderen' });
    await expect(dialog).toHaveAccessibleDescription(
      `Weet je zeker dat je ${tag} Anna wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    );
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rowDelete).toBeFocused();
    expect(storedCustomer(anna.id)).toBeDefined();
    await rowDelete.click();
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${tag} Anna is verwijderd.` })).toBeVisible();
    await expect(customerRows(page)).toHaveCount(2);

    await page.getByRole('checkbox', { name: 'Alle rijen op deze pagina selecteren' }).check();
    const bar = page.getByRole('region', { name: 'Acties voor de geselecteerde rijen' });
    await expect(bar).toContainText('2 geselecteerd');
    await bar.getByRole('button', { name: 'Selectie verwijderen' }).click();
    const bulkDialog = page.getByRole('alertdialog', { name: 'Klanten verwijderen' });
    await expect(bulkDialog).toContainText('Weet je zeker dat je 2 klanten wilt verwijderen?');
    await bulkDialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 klanten verwijderd.' })).toBeVisible();
    await expect(bar).toBeHidden();
    // Nothing matches the search any more: the empty state offers to clear it.
    const empty = page.getByRole('status').filter({ hasText: 'Geen klanten gevonden' });
    await expect(empty).toContainText('Geen klant past bij je zoekopdracht of filters.');
    expect(database().prepare('SELECT COUNT(*) FROM customers WHERE name LIKE ?').pluck().get(`${tag}%`)).toBe(0);
    await empty.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(customerRows(page)).toHaveCount(10);
  });

  test("sends a reminder from an unpaid invoice's row and for the selection, and downloads an invoice", async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const tag = `Herinner${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Eef`);
    const invoice = async (status: 'draft' | 'sent') => {
      const res = await request.post('/api/admin/invoices', {
        headers,
        data: { customerId: Number(customer.id), amount: 20, issueDate: '2026-11-01', dueDate: '2026-11-30', status },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { invoice: { id: string; invoice_number: string } }).invoice;
    };
    const sent = await invoice('sent');
    const paid = await invoice('sent');
    expect(
      (await request.post(`/api/admin/invoices/${paid.id}/status`, { headers, data: { status: 'paid' } })).status(),
    ).toBe(200);
    await logInAsAdmin(page, `/admin/invoices?search=${tag}`);
    const rows = page.getByTestId('invoices-table').locator('tbody tr');
    await expect(rows).toHaveCount(2);

    // A paid invoice has no reminder, and only a draft can be edited or deleted.
    await expect(page.getByRole('button', { name: `Herinnering sturen voor ${paid.invoice_number}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `${sent.invoice_number} bewerken` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${sent.invoice_number} verwijderen` })).toHaveCount(0);
    await page.getByRole('button', { name: `Herinnering sturen voor ${sent.invoice_number}` }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Herinnering voor ${sent.invoice_number} verstuurd naar ${customer.email}.` }),
    ).toBeVisible();

    // The reminder goes out through the mail outbox: its mail is there once the job runner has sent it.
    await expect.poll(() => mailsTo(customer.email).length).toBe(1);

    // The bulk reminder asks first, naming how many invoices are chosen.
    const mailsBefore = mailsTo(customer.email).length;
    await page.getByRole('checkbox', { name: 'Alle rijen op deze pagina selecteren' }).check();
    await page.getByRole('button', { name: 'Herinneringen sturen' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Betalingsherinneringen versturen voor 2 geselecteerde facturen?');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toHaveCount(0);
    expect(mailsTo(customer.email)).toHaveLength(mailsBefore);
    await page.getByRole('button', { name: 'Herinneringen sturen' }).click();
    await dialog.getByRole('button', { name: 'Herinneringen sturen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Herinneringen verstuurd: 1, overgeslagen (niet verzonden): 1.' }),
    ).toBeVisible();
    // The selection stays for a next action.
    await expect(page.getByRole('region', { name: 'Acties voor de geselecteerde rijen' })).toContainText(
      '2 geselecteerd',
    );

    const downloading = page.waitForEvent('download');
    const answered = page.waitForResponse((res) => res.url().endsWith(`/api/admin/invoices/${paid.id}/pdf`));
    await page.getByRole('button', { name: `${paid.invoice_number} downloaden` }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${paid.invoice_number}.pdf`);
    expect((await answered).headers()['content-type']).toBe('application/pdf');
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  test('moves a sent invoice to paid, credits it after a confirmation, and downloads the credit note', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const tag = `Credit${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Ilse`);
    const res = await request.post('/api/admin/invoices', {
      headers,
      data: {
        customerId: Number(customer.id),
        amount: 20,
        issueDate: '2026-11-01',
        dueDate: '2026-12-30',
        status: 'sent',
      },
    });
    expect(res.status()).toBe(201);
    const invoice = ((await res.json()) as { invoice: { id: number; invoice_number: string } }).invoice;
    await logInAsAdmin(page, `/admin/invoices/${invoice.id}`);
    const main = page.getByRole('main');

    // A sent invoice moves to paid or cancelled; no credit note before it is paid.
    const moves = page.getByRole('group', { name: 'Status wijzigen' }).getByRole('button');
    await expect(moves).toHaveText(['Markeer als betaald', 'Factuur annuleren']);
    await expect(main.getByRole('button', { name: 'Creditnota', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Markeer als betaald' }).click();
    await expect(page.getByText('Status gewijzigd in Betaald.')).toBeVisible();
    await expect(moves).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
    await expect(page.getByTestId('invoice-totals')).toContainText('Totaal incl. btw€ 24,20');

    // The credit note asks first; cancelling changes nothing.
    await main.getByRole('button', { name: 'Creditnota', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `Een creditnota maken voor factuur ${invoice.invoice_number} van ${tag} Ilse (€ 24,20)?`,
    );
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    expect(database().prepare('SELECT COUNT(*) FROM invoices WHERE credit_note_of = ?').pluck().get(invoice.id)).toBe(
      0,
    );
    await main.getByRole('button', { name: 'Creditnota', exact: true }).click();
    await dialog.getByRole('button', { name: 'Creditnota maken' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^CN-2026-\d{3,}$/);
    const number = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const note = database()
      .prepare('SELECT id, kind, status, amount_cents, total_cents FROM invoices WHERE credit_note_of = ?')
      .get(invoice.id) as Record<string, unknown>;
    expect(note).toMatchObject({ kind: 'credit-note', status: 'paid', amount_cents: -2000, total_cents: -2420 });
    await expect(page).toHaveURL(new RegExp(`/admin/invoices/${String(note.id)}$`));
    await expect(page.getByTestId('invoice-kind')).toContainText(`Creditnota · van factuur ${invoice.invoice_number}`);
    await expect(page.getByTestId('invoice-totals')).toContainText('Totaal incl. btw€ -24,20');
    await expect(main.getByRole('button', { name: 'Creditnota', exact: true })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/admin/invoices/${String(note.id)}/pdf`));
    await main.getByRole('button', { name: 'PDF downloaden' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await answered).headers()['content-type']).toBe('application/pdf');

    // The original links to its credit note.
    await page.goto(`/admin/invoices/${invoice.id}`);
    await page.getByRole('link', { name: 'Gecrediteerd: bekijk de creditnota' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(number);
  });

  test("shows a failed action as an alert with the API's message, and a list that cannot load as an error", async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `Fout${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Fien`);
    const invoice = await createInvoice(request, token, Number(customer.id), 'sent');
    await logInAsAdmin(page, `/admin/invoices?search=${tag}`);
    await expect(page.getByTestId('invoices-table').locator('tbody tr')).toHaveCount(1);

    await page.route('**/api/admin/invoices/*/reminder', (route) =>
      route.fulfill({ status: 409, json: { code: 'INVOICE_PAID', message: 'Deze factuur is al betaald.' } }),
    );
    await page.getByRole('button', { name: `Herinnering sturen voor ${invoice.invoice_number}` }).click();
    await expect(page.getByRole('alert')).toHaveText('Deze factuur is al betaald.');

    await page.route('**/api/admin/invoices?**', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Er ging iets mis.' } }),
    );
    await page.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'De gegevens konden niet worden geladen. Probeer het opnieuw.' }),
    ).toBeVisible();
    await expect(page.getByTestId('invoices-table')).toHaveCount(0);
  });
});

test.describe('users, settings and reports', () => {
  test('an admin makes a customer an admin, but cannot change their own role or the fixed address', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('rol');
    await request.post('/api/auth/register', {
      data: { firstName: 'Roos', lastName: 'Rol', email, password: 'Rol-Wachtwoord-12', acceptTerms: true },
    });
    await logInAsAdmin(page, `/admin/users?search=${encodeURIComponent(email)}`);
    const table = page.getByTestId('users-table');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.getByLabel('Rol van Roos Rol').selectOption('admin');
    await expect(page.getByRole('status').filter({ hasText: 'Roos Rol is nu Beheerder.' })).toBeVisible();
    expect(database().prepare('SELECT role FROM users WHERE email = ?').pluck().get(email)).toBe('admin');
    await page.goto(`/admin/users?search=${encodeURIComponent(E2E_ADMIN.email)}`);
    await expect(page.getByTestId('users-table').locator('select')).toBeDisabled();
    await expect(page.getByTestId('users-table')).toContainText('Het vaste beheeradres');
  });

  test('saved settings are stored and give new invoices their payment term; reports show the figures', async ({
    page,
  }) => {
    await logInAsAdmin(page, '/admin/settings');
    const main = page.getByRole('main');
    await main.getByLabel('Betaaltermijn in dagen').fill('0');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Betaaltermijn in dagen')).toHaveAccessibleDescription(
      'Vul een aantal dagen van 1 tot en met 90 in',
    );
    await main.getByLabel('Betaaltermijn in dagen').fill('30');
    // The support line is the site's too: the next page load shows it in the footer (docs/decisions/045).
    await main.getByLabel('Telefoonnummer support').fill('030 234 5678');
    await main.getByLabel('Tot', { exact: true }).fill('17:30');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
    expect(database().prepare("SELECT value FROM settings WHERE key = 'invoiceDueDays'").pluck().get()).toBe('30');
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('030 234 5678 (werkdagen 8:00–17:30)');
    await page.goto('/admin/settings');

    await page.goto('/admin/invoices/new');
    const issue = await main.getByLabel('Factuurdatum').inputValue();
    const due = new Date(`${issue}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    await expect(main.getByLabel('Vervaldatum')).toHaveValue(due.toISOString().slice(0, 10));

    await page.goto('/admin/reports');
    await expect(page.getByTestId('revenue-table').locator('tbody tr')).toHaveCount(12);
    const paid = database()
      .prepare("SELECT COUNT(*) FROM invoices WHERE status = 'paid' AND kind = 'invoice'")
      .pluck()
      .get() as number;
    await expect(page.getByTestId('invoice-status-table').getByRole('row', { name: /^Betaald/ })).toContainText(
      new Intl.NumberFormat('nl-NL').format(paid),
    );
    // Back to the default, for the other tests.
    await page.goto('/admin/settings');
    await main.getByLabel('Betaaltermijn in dagen').fill('14');
    await main.getByLabel('Telefoonnummer support').fill('020 123 4567');
    await main.getByLabel('Tot', { exact: true }).fill('20:00');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
  });
});

test.describe('accessibility of the back office', () => {
  // Every screen as it opens is checked by the page sweep (sweep.spec.ts), with axe's best practices, in en, nl and
  // es; here the state it does not reach.
  test('axe finds no violations with the delete dialog open', async ({ page }) => {
    await logInAsAdmin(page, '/admin/customers');
    await customerRows(page).first().getByRole('checkbox').check();
    await customerRows(page)
      .first()
      .getByRole('button', { name: /verwijderen$/i })
      .click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the back office on a laptop and on a phone', () => {
  /** Widths of the document, the list's frame and table, each column header's right edge and the tallest row. */
  const measureList = (page: Page, testId: string) =>
    page.getByTestId(testId).evaluate((table) => {
      const frame = table.closest('[role="region"]')!;
      const box = frame.getBoundingClientRect();
      return {
        documentWidth: document.documentElement.scrollWidth,
        frameScrolls: frame.scrollWidth > frame.clientWidth,
        headersOutside: [...table.querySelectorAll('thead th')]
          .filter((th) => th.getBoundingClientRect().right > box.right + 0.5)
          .map((th) => th.textContent),
        tallestRow: Math.max(
          ...[...table.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect().height),
        ),
        actionsInside: [...table.querySelectorAll('tbody .row-action')].every(
          (action) => action.getBoundingClientRect().right <= box.right + 0.5,
        ),
      };
    });

  for (const width of [1280, 1440])
    test(`at ${width}×900 the invoice and customer lists show every column, their actions, and rows of at most 96 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsAdmin(page, '/admin/invoices');
      await settled(page, 'invoices-table');
      const invoices = await measureList(page, 'invoices-table');
      expect(invoices).toEqual({
        documentWidth: width,
        frameScrolls: false,
        headersOutside: [],
        tallestRow: invoices.tallestRow,
        actionsInside: true,
      });
      expect(invoices.tallestRow).toBeLessThanOrEqual(96);
      // Condensed actions keep their names: each icon says what it does to which invoice.
      const first = page.getByTestId('invoices-table').locator('tbody tr').first();
      const number = (await first.getByRole('link').first().innerText()).trim();
      await expect(first.getByRole('link', { name: `${number} bekijken` })).toHaveAttribute('title', 'Bekijken');
      await expect(first.getByRole('button', { name: `${number} downloaden` })).toBeVisible();

      await page.goto('/admin/customers');
      await settled(page);
      const customers = await measureList(page, 'customers-table');
      expect(customers).toEqual({
        documentWidth: width,
        frameScrolls: false,
        headersOutside: [],
        tallestRow: customers.tallestRow,
        actionsInside: true,
      });
      expect(customers.tallestRow).toBeLessThanOrEqual(96);
    });

  test('on a 390 px phone no admin screen scrolls sideways, the lists become cards and the sidebar is a row of links', async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await adminToken(request);
    const tag = `Telefoon${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Eva`);
    // A draft of this customer's own, so that its card has every action (other tests add invoices side by side).
    await createInvoice(request, token, Number(customer.id), 'draft');
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAsAdmin(page);
    for (const path of [
      '/admin',
      '/admin/customers',
      '/admin/invoices',
      `/admin/customers/${customer.id}`,
      '/admin/invoices/new',
      '/admin/activity',
      '/admin/users',
      '/admin/settings',
      '/admin/reports',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Bezig met laden…')).toHaveCount(0);
      const found = await page.evaluate(() => {
        const small = [...document.querySelectorAll('main a, main button, main input, main select')]
          .filter((element) => !element.closest('.visually-hidden') && element.getClientRects().length > 0)
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(
            ({ element, box }) =>
              `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
        return { width: document.documentElement.scrollWidth, small };
      });
      expect({ path, ...found }).toEqual({ path, width: 390, small: [] });
    }
    // The lists show a card per row: every value is on the screen, none cut off at the right.
    await page.goto(`/admin/invoices?search=${tag}`);
    const card = page.getByTestId('invoices-table').locator('tbody tr');
    await expect(card).toHaveCount(1);
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const remove = await card.getByRole('button', { name: /verwijderen$/ }).boundingBox();
    expect(remove!.x).toBeGreaterThanOrEqual(0);
    expect(remove!.x + remove!.width).toBeLessThanOrEqual(390);
    // The sidebar's links stay reachable in a row of their own, which scrolls instead of the page.
    const nav = page.getByRole('navigation', { name: 'Beheeromgeving' });
    await expect(nav.getByRole('link', { name: 'Facturen' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(nav.getByRole('link', { name: 'Instellingen' })).toBeInViewport();
  });

  test('the customer page keeps a long e-mail address inside its own column, clear of the plan', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const email = `heel.lange.naam.van.een.klant.met.een.adres.zonder.einde.${Date.now()}@voorbeeld-bedrijfsnaam.nl`;
    const res = await request.post('/api/admin/customers', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Lang Adres', email, planName: 'VOIP Business', status: 'active' },
    });
    const { customer } = (await res.json()) as { customer: { id: string } };
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAsAdmin(page, `/admin/customers/${customer.id}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const facts = page.getByTestId('customer-facts');
      await expect(facts).toContainText(email);
      const [mail, plan] = await Promise.all([
        facts.locator('dd').nth(0).boundingBox(),
        facts.locator('dd').nth(1).boundingBox(),
      ]);
      const overlaps =
        mail!.x < plan!.x + plan!.width &&
        plan!.x < mail!.x + mail!.width &&
        mail!.y < plan!.y + plan!.height &&
        plan!.y < mail!.y + mail!.height;
      expect({ width, overlaps }).toEqual({ width, overlaps: false });
      const column = await facts.locator('div').nth(0).boundingBox();
      expect(mail!.x + mail!.width).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });
});

test.describe('the dashboard figures', () => {
  test('colours the revenue change by its sign and compares the same days of last month', async ({ page }) => {
    const answer = page.waitForResponse((response) => response.url().includes('/api/admin/stats'));
    await logInAsAdmin(page);
    const stats = (await (await answer).json()) as {
      stats: { revenueGrowth: number | null };
      revenueComparison: { current: { from: string; to: string }; previous: { from: string; to: string } };
    };
    // The month so far against the same days of the month before (1–23 November with 1–23 October).
    const { current, previous } = stats.revenueComparison;
    expect(current.from.slice(8)).toBe('01');
    expect(previous.from.slice(8)).toBe('01');
    expect(Number(previous.to.slice(8))).toBeLessThanOrEqual(Number(current.to.slice(8)));
    const paid = (from: string, to: string) =>
      database()
        .prepare(
          "SELECT COALESCE(SUM(amount_cents), 0) FROM invoices WHERE status = 'paid' AND paid_date BETWEEN ? AND ?",
        )
        .pluck()
        .get(from, to) as number;
    const [now, before] = [paid(current.from, current.to), paid(previous.from, previous.to)];
    const growth = before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;
    expect(stats.stats.revenueGrowth).toBe(growth);

    const note = page.getByTestId('stat-revenue').locator('.stat-card__note');
    const span = new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(new Date(`${previous.from}T00:00:00Z`), new Date(`${previous.to}T00:00:00Z`));
    await expect(note).toContainText(span);
    if (growth !== null && growth !== 0) {
      const percent = new Intl.NumberFormat('nl-NL', {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      }).format(growth / 100);
      await expect(note).toContainText(`${growth > 0 ? '▲' : '▼'}${percent} t.o.v. ${span}`);
      // A fall is red, a rise green: never "-53,2%" in green.
      await expect(note).toHaveAttribute('data-tone', growth > 0 ? 'good' : 'bad');
      await expect(note).toHaveCSS('color', growth > 0 ? 'rgb(5, 96, 58)' : 'rgb(180, 35, 24)');
    }
  });

  test('gives the revenue chart a value axis, day labels and its amounts as a table', async ({ page }) => {
    await logInAsAdmin(page);
    const axis = page.getByTestId('revenue-chart-axis');
    await expect(axis).toContainText('€ 0');
    const ticks = (await axis.locator('span:not(.bar-chart__axis-sizer)').allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
    const labels = (await page.getByTestId('revenue-chart-labels').locator('span').allInnerTexts()).filter(
      (text) => text.trim() !== '',
    );
    expect(labels).toHaveLength(6); // every fifth of 30 days, the newest included
    const days = await page.getByTestId('revenue-table').locator('tbody th').allTextContents();
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.startsWith(labels.at(-1)!)).toBe(true);
    // Every bar stays under the top of the axis: the axis covers the highest bar.
    const highest = Math.max(
      ...(await page.getByTestId('revenue-table').locator('tbody td').allTextContents()).map((text) =>
        Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
      ),
    );
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(highest);

    const table = page.getByTestId('revenue-table');
    const toggle = page.getByRole('button', { name: 'Toon de bedragen als tabel' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Verberg de tabel' })).toHaveAttribute('aria-expanded', 'true');
    expect((await table.boundingBox())!.width).toBeGreaterThan(200);
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(table.getByRole('columnheader', { name: 'Ontvangen' })).toBeVisible();
  });

  test('shows overdue invoices as needing attention in a warning colour with enough contrast', async ({ page }) => {
    await logInAsAdmin(page, '/admin/invoices');
    const note = page.getByTestId('stat-overdue').locator('.stat-card__note');
    await expect(note).toContainText('Vraagt aandacht');
    await expect(note).toHaveAttribute('data-tone', 'warning');
    const contrast = await note.evaluate((element) => {
      const channels = (color: string) =>
        color
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const text = getComputedStyle(element).color;
      const background = getComputedStyle(element.closest('.stat-card')!).backgroundColor;
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      return { text, ratio: (light! + 0.05) / (dark! + 0.05) };
    });
    expect(contrast.text).not.toBe('rgb(5, 96, 58)'); // not the green of good news
    expect(contrast.ratio).toBeGreaterThanOrEqual(4.5);
  });

  for (const [language, names, untranslated] of [
    [
      'nl',
      ['eSIM Pro', 'VOIP-diensten', 'AI-voicemail', 'Zakelijke abonnementen', 'Overig'],
      ['VOIP Services', 'Business Plans', 'Other'],
    ],
    [
      'es',
      ['eSIM Pro', 'Servicios VOIP', 'Buzón de voz IA', 'Planes para empresas', 'Otros'],
      ['VOIP Services', 'Business Plans', 'Other'],
    ],
    ['en', ['eSIM Pro', 'VOIP Services', 'AI Voicemail', 'Business Plans', 'Other'], []],
  ] as const)
    test(`translates the service distribution in ${language}`, async ({ page }) => {
      await logInAsAdmin(page);
      // ?lang= switches the page's language without storing it on the shared admin account.
      await page.goto(`/admin?lang=${language}`);
      const rows = page.getByTestId('service-distribution').locator('li');
      await expect(rows).toHaveCount(5);
      const texts = await rows.allInnerTexts();
      names.forEach((name, index) => expect(texts[index]).toContain(name));
      for (const text of untranslated) expect(texts.join('\n')).not.toContain(text);
    });
});

test.describe('numbers and names in the lists', () => {
  test('counts results with a thousands separator: "1.247 resultaten"', async ({ page }) => {
    await logInAsAdmin(page, '/admin/customers');
    const total = database().prepare('SELECT COUNT(*) FROM customers').pluck().get() as number;
    expect(total).toBeGreaterThanOrEqual(1247);
    await expect(page.locator('.pagination__summary')).toHaveText(/^Pagina 1 van \d+ · \d\.\d{3} resultaten$/);
    await expect(page.getByTestId('stat-total').locator('.stat-card__value')).toHaveText(/^\d\.\d{3}$/);
  });

  test('sorts accented names with their base letters, Émile before Zoë, and finds Émile when "emile" is typed', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `Accent${Date.now()}`;
    for (const name of [`Zoë ${tag}`, `Émile ${tag}`, `Ömer ${tag}`, `Anna ${tag}`])
      await createCustomer(request, token, name);
    await logInAsAdmin(page, `/admin/customers?search=${tag}`);
    await expect(customerRows(page)).toHaveCount(4);
    await settled(page);
    expect(await customerRows(page).locator('td:nth-child(2)').allInnerTexts()).toEqual(
      [`Anna ${tag}`, `Émile ${tag}`, `Ömer ${tag}`, `Zoë ${tag}`].map((name) => expect.stringContaining(name)),
    );
    await page.getByRole('button', { name: /^Naam/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Naam/ })).toHaveAttribute('aria-sort', 'descending');
    await settled(page);
    expect(await customerRows(page).locator('td:nth-child(2)').allInnerTexts()).toEqual(
      [`Zoë ${tag}`, `Ömer ${tag}`, `Émile ${tag}`, `Anna ${tag}`].map((name) => expect.stringContaining(name)),
    );

    await page.getByLabel('Zoeken').fill(`emile ${tag}`);
    await expect(customerRows(page)).toHaveCount(1);
    await expect(customerRows(page).first()).toContainText(`Émile ${tag}`);
  });
});
