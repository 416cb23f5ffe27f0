import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { database, expect, openIn, test, uniqueEmail } from './fixtures';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function createCustomer(request: APIRequestContext, token: string, name: string, plan = 'esim-pro', status = 'active') {
  const res = await request.post('/api/admin/customers', { headers: { Authorization: `Bearer ${token}` }, data: { name, email: uniqueEmail('klant'), plan, status } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { customer: { id: string; name: string; email: string } }).customer;
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
const settled = (page: Page, table = 'customers-table') => expect(page.getByTestId(table)).toHaveAttribute('aria-busy', 'false');
const storedCustomer = (id: string) => database().prepare('SELECT name, email, plan, status FROM customers WHERE id = ?').get(Number(id)) as { name: string; email: string; plan: string; status: string } | undefined;

test.describe('back-office guards', () => {
  test('anonymous visitors log in first; customers go to their dashboard; admins land on /admin', async ({ page, request }) => {
    await openIn(page, '/login', 'nl');
    await page.goto('/admin/customers?status=active');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcustomers%3Fstatus%3Dactive$/);

    const email = uniqueEmail('klant');
    await request.post('/api/auth/register', { data: { firstName: 'Kim', lastName: 'Klant', email, password: 'Klant-Wachtwoord-1', acceptTerms: true } });
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
  test('shows the four figures, switches the chart period through the API, and keeps the sidebar state', async ({ page }) => {
    await logInAsAdmin(page);
    for (const id of ['stat-customers', 'stat-revenue', 'stat-invoices', 'stat-services']) await expect(page.getByTestId(id)).not.toContainText('–');
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
    for (const [name, href] of [['Klant toevoegen', '/admin/customers/new'], ['Factuur maken', '/admin/invoices/new'], ['Rapporten bekijken', '/admin/reports'], ['Systeeminstellingen', '/admin/settings']] as const)
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    const toggle = page.getByRole('button', { name: 'Menu inklappen' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Menu uitklappen' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => window.localStorage.getItem('admin-sidebar-collapsed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu uitklappen' })).toBeVisible();
    // Collapsed, the links keep their names for screen readers.
    await expect(page.getByRole('navigation', { name: 'Beheeromgeving' }).getByRole('link', { name: 'Klanten' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu uitklappen' }).click();
  });
});

test.describe('the customer list', () => {
  test('searches, filters, sorts and pages against the database, with the state in the URL', async ({ page }) => {
    await logInAsAdmin(page, '/admin/customers');
    // Other tests add customers meanwhile: the card shows the count at the moment of its request.
    await expect(page.getByTestId('stat-total')).not.toContainText('–');
    const shown = Number((await page.getByTestId('stat-total').locator('.stat-card__value').innerText()).replace(/\D/g, ''));
    const seeded = 1247;
    expect(shown).toBeGreaterThanOrEqual(seeded);
    expect(shown).toBeLessThanOrEqual((database().prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n);
    await expect(customerRows(page)).toHaveCount(10);

    await page.getByLabel('Zoeken').fill('van der');
    await expect(page).toHaveURL(/search=van\+der/);
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/status=active/);
    const expected = database()
      .prepare("SELECT COUNT(*) AS n FROM customers WHERE (instr(name_key, 'van der') > 0 OR instr(email_key, 'van der') > 0) AND status = 'active'")
      .get() as { n: number };
    await expect(page.locator('.pagination__summary')).toContainText(`${expected.n} resultaten`);
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
    const lines = readFileSync((await file.path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,name,email,plan,planName,status,created_at,totalSpent');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${tag} Arie,`);
    expect(lines[1]).toContain(',business,Business Pro,active,');
    expect(lines[2]).toContain(`"${tag} Zoë, ""de"" Vries"`);
  });

  test('finds, opens, edits and deletes a customer, asking first with the customer’s name', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = `Beheer${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Carla`);
    await logInAsAdmin(page, '/admin/customers');
    await page.getByLabel('Zoeken').fill(tag);
    await expect(customerRows(page)).toHaveCount(1);
    await customerRows(page).getByRole('link', { name: `${tag} Carla`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} Carla`);
    await page.getByRole('main').getByRole('link', { name: 'Bewerken' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}/edit$`));
    const main = page.getByRole('main');
    await main.getByLabel('Naam').fill('');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Naam')).toHaveAccessibleDescription('Naam is verplicht');
    await main.getByLabel('Naam').fill(`${tag} Carla Smit`);
    await main.getByLabel('Abonnement').selectOption('business');
    await main.getByLabel('Status').selectOption('inactive');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} Carla Smit`);
    expect(storedCustomer(customer.id)).toMatchObject({ name: `${tag} Carla Smit`, plan: 'business', status: 'inactive' });

    await page.getByRole('main').getByRole('button', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Klant verwijderen' });
    await expect(dialog).toContainText(`Weet je zeker dat je ${tag} Carla Smit wilt verwijderen?`);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    expect(storedCustomer(customer.id)).toBeDefined();
    await page.getByRole('main').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    // By address: SQLite may give the freed id to a customer another test adds meanwhile.
    expect(database().prepare('SELECT COUNT(*) FROM customers WHERE email = ?').pluck().get(customer.email)).toBe(0);
  });

  test('adds a customer through the form', async ({ page }) => {
    await logInAsAdmin(page, '/admin/customers/new');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Abonnement')).toHaveAccessibleDescription('Kies een abonnement');
    const email = uniqueEmail('nieuw');
    await main.getByLabel('Naam').fill('Nieuwe Klant');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Abonnement').selectOption('voip');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwe Klant');
    const id = /\/admin\/customers\/(\d+)$/.exec(page.url())?.[1] ?? '';
    expect(storedCustomer(id)).toEqual({ name: 'Nieuwe Klant', email, plan: 'voip', status: 'active' });
  });
});

test.describe('the invoice list', () => {
  test('filters by month and amount, flags overdue invoices, and creates, edits and deletes an invoice', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = `Factuur${Date.now()}`;
    const customer = await createCustomer(request, token, `${tag} Daan`);
    await logInAsAdmin(page, `/admin/invoices/new?customer=${customer.id}`);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Klant', { exact: true })).toHaveValue(customer.id);
    await main.getByLabel('Bedrag in euro').fill('75,25');
    await main.getByLabel('Factuurdatum').fill('2026-03-02');
    await main.getByLabel('Vervaldatum').fill('2026-03-01');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Vervaldatum')).toHaveAccessibleDescription('De vervaldatum kan niet voor de factuurdatum liggen');
    await main.getByLabel('Vervaldatum').fill('2026-03-16');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
    const id = /\/admin\/invoices\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const number = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(number).toMatch(/^INV-2026-\d{3,}$/);
    const stored = () => database().prepare('SELECT amount_cents, status, due_date, paid_date FROM invoices WHERE id = ?').get(Number(id)) as Record<string, unknown> | undefined;
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

    // Edit the draft, mark it paid, then delete it.
    await page.goto(`/admin/invoices/${id}/edit`);
    await page.getByRole('main').getByLabel('Bedrag in euro').fill('80');
    await page.getByRole('main').getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/invoices/${id}$`));
    expect(stored()).toMatchObject({ amount_cents: 8000 });
    await page.getByLabel('Status wijzigen').selectOption('paid');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByText('Status gewijzigd in Betaald.')).toBeVisible();
    expect(stored()).toMatchObject({ status: 'paid' });
    await expect(page.getByRole('main').getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`factuur ${number} van ${tag} Daan`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices$/);
    // By id and customer: SQLite may give the freed id to an invoice another test adds meanwhile.
    expect(database().prepare('SELECT COUNT(*) FROM invoices WHERE id = ? AND customer_name = ?').pluck().get(Number(id), `${tag} Daan`)).toBe(0);
  });

  test('sorts by amount and exports the chosen invoices', async ({ page }) => {
    await logInAsAdmin(page, '/admin/invoices?sort=amount&dir=desc');
    await expect(page.getByRole('columnheader', { name: /^Bedrag/ })).toHaveAttribute('aria-sort', 'descending');
    const rows = page.getByTestId('invoices-table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await settled(page, 'invoices-table');
    const amounts = (await rows.locator('td:nth-child(4)').allInnerTexts()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Selectie downloaden' }).click();
    const lines = readFileSync((await (await downloading).path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
  });
});

test.describe('users, settings and reports', () => {
  test('an admin makes a customer an admin, but cannot change their own role or the fixed address', async ({ page, request }) => {
    const email = uniqueEmail('rol');
    await request.post('/api/auth/register', { data: { firstName: 'Roos', lastName: 'Rol', email, password: 'Rol-Wachtwoord-12', acceptTerms: true } });
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

  test('saved settings are stored and give new invoices their payment term; reports show the figures', async ({ page }) => {
    await logInAsAdmin(page, '/admin/settings');
    const main = page.getByRole('main');
    await main.getByLabel('Betaaltermijn in dagen').fill('0');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByLabel('Betaaltermijn in dagen')).toHaveAccessibleDescription('Vul een aantal dagen van 1 tot en met 90 in');
    await main.getByLabel('Betaaltermijn in dagen').fill('30');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
    expect(database().prepare("SELECT value FROM settings WHERE key = 'invoiceDueDays'").pluck().get()).toBe('30');

    await page.goto('/admin/invoices/new');
    const issue = await main.getByLabel('Factuurdatum').inputValue();
    const due = new Date(`${issue}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    await expect(main.getByLabel('Vervaldatum')).toHaveValue(due.toISOString().slice(0, 10));

    await page.goto('/admin/reports');
    await expect(page.getByTestId('revenue-table').locator('tbody tr')).toHaveCount(12);
    const paid = database().prepare("SELECT COUNT(*) FROM invoices WHERE status = 'paid'").pluck().get() as number;
    await expect(page.getByTestId('invoice-status-table').getByRole('row', { name: /^Betaald/ })).toContainText(new Intl.NumberFormat('nl-NL').format(paid));
    // Back to the default, for the other tests.
    await page.goto('/admin/settings');
    await main.getByLabel('Betaaltermijn in dagen').fill('14');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
  });
});

test.describe('accessibility of the back office', () => {
  test('axe finds no violations on each screen', async ({ page, request }) => {
    // Thirteen screens, each loaded and analysed: more than the default 30 s on a busy machine.
    test.slow();
    const token = await adminToken(request);
    const customer = await createCustomer(request, token, `Axe${Date.now()} Eva`);
    const invoiceRes = await request.post('/api/admin/invoices', {
      headers: { Authorization: `Bearer ${token}` },
      data: { customerId: Number(customer.id), amount: 12, issueDate: '2026-11-01', dueDate: '2026-11-30', status: 'draft' },
    });
    const invoiceId = ((await invoiceRes.json()) as { invoice: { id: string } }).invoice.id;
    await logInAsAdmin(page);
    for (const path of [
      '/admin',
      '/admin/customers',
      '/admin/customers/new',
      `/admin/customers/${customer.id}`,
      `/admin/customers/${customer.id}/edit`,
      '/admin/invoices',
      '/admin/invoices/new',
      `/admin/invoices/${invoiceId}`,
      `/admin/invoices/${invoiceId}/edit`,
      '/admin/activity',
      '/admin/users',
      '/admin/settings',
      '/admin/reports',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Bezig met laden…')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect({ path, violations: results.violations }).toEqual({ path, violations: [] });
    }
    await page.goto('/admin/customers');
    await customerRows(page).first().getByRole('checkbox').check();
    await customerRows(page).first().getByRole('button', { name: /verwijderen$/i }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
