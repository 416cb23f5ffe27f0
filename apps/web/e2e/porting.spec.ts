import type { Page } from '@playwright/test';
import { addWorkingDays } from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import { axeViolations, expect, mailsTo, openIn, signIn, test, uniqueEmail, watchErrors } from './fixtures';
import { placePaidPortingOrder, portingOrder, serverToday } from './porting-orders';

// Number porting (nummerbehoud, docs/contracts.md §9) in the browser: a paid VOIP order that keeps a number makes a
// porting request; the back office moves it requested → validated → scheduled → completed at /admin/porting; the
// customer's dashboard shows each step, and the customer gets a mail at each (MAIL_DIR). The order is placed through
// the API, as the order wizard does.

test.use({ reducedMotion: 'reduce' });

/** The subjects of the mails to `email`, oldest first. */
const subjectsTo = (email: string) => mailsTo(email).map((mail) => /^Subject: (.*?)\r?$/m.exec(mail)?.[1] ?? '');

/** A Dutch mobile number of this run, as people write it (06 1234 5678). */
function mobileNumber(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `06 ${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** A day as the Dutch mails and pages write it: '2 december 2026'. */
const dutchDay = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The next Saturday after `iso` (a day the back office may not choose). */
function saturdayAfter(iso: string): string {
  let day = new Date(`${iso}T00:00:00Z`);
  do day = new Date(day.getTime() + 86_400_000);
  while (day.getUTCDay() !== 6);
  return day.toISOString().slice(0, 10);
}

/** The customer's dashboard, opened afresh: its porting section, status badge and the current step of the timeline. */
async function expectDashboardStep(page: Page, number: string, status: string, steps: readonly string[]) {
  await openIn(page, '/dashboard', 'nl');
  const section = page.getByTestId('porting');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Nummerbehoud');
  const card = section.getByTestId('porting-request').filter({ hasText: number });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(number);
  await expect(card).toContainText('KPN');
  await expect(card.locator('.badge')).toHaveText(status);
  const timeline = card.getByRole('list', { name: `Voortgang van ${number}` });
  // The steps that happened, the present one marked as such, then those still to come.
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  for (const [index, step] of steps.entries())
    await expect(timeline.getByRole('listitem').nth(index)).toContainText(step);
  await expect(timeline.locator('[aria-current="step"]')).toContainText(steps.at(-1)!);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Huidige stap');
}

/** Moves the request on in the back office's form, through its confirmation. */
async function moveOn(page: Page, status: string, confirmation: string | RegExp) {
  await page.getByRole('radio', { name: status }).check();
  await page.getByRole('button', { name: 'Move on' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Move this request on?' });
  await expect(dialog).toContainText(confirmation);
  await dialog.getByRole('button', { name: 'Yes, move on' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('porting-status')).toHaveText(status);
}

test('a porting request goes requested → validated → scheduled → completed in the back office; the customer sees and is mailed each step', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const admin = (await login.json()) as { token: string; user: unknown };

  // A Dutch customer orders a VOIP number that keeps their mobile number, and pays by iDEAL.
  const email = uniqueEmail('nummerbehoud');
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Sanne', lastName: 'de Vries', email, password: 'Nummer-Behoud-2026', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const customer = (await registered.json()) as { token: string; user: unknown };
  const number = mobileNumber();
  const { orderId, portingId } = await placePaidPortingOrder(request, portingOrder(email, { number }), {
    headers: { Authorization: `Bearer ${customer.token}`, 'Accept-Language': 'nl' },
    admin,
  });

  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const customerErrors = watchErrors(customerPage);
  await signIn(customerPage, customer);
  await expectDashboardStep(customerPage, number, 'Aangevraagd', ['Verzoek verstuurd naar KPN']);
  await expect(
    customerPage
      .getByRole('list', { name: `Voortgang van ${number}` })
      .getByRole('listitem')
      .nth(1),
  ).toContainText('Volgt nog');
  expect(await axeViolations(customerPage)).toEqual([]);
  await expect
    .poll(() => subjectsTo(email), { message: 'the mail of the request' })
    .toContain(`We zetten je nummer ${number} over naar TeleNova`);

  // The back office finds it in /admin/porting by the number as written.
  await signIn(page, admin);
  await openIn(page, '/admin/porting', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porting');
  await expect(page.getByRole('link', { name: 'Porting' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search').fill(number);
  await expect(page).toHaveURL(/search=06/);
  const rows = page.getByTestId('porting-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Sanne de Vries');
  await expect(rows).toContainText('Requested');
  await rows.getByRole('link', { name: number, exact: true }).click();
  await expect(page).toHaveURL(`/admin/porting/${portingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Porting request ${number}`);
  await expect(page.getByRole('link', { name: orderId })).toHaveAttribute('href', `/admin/orders/${orderId}`);
  await expect(page.getByRole('link', { name: 'Sanne de Vries' })).toHaveAttribute('href', /^\/admin\/customers\/\d+$/);
  expect(await axeViolations(page)).toEqual([]);

  // A second admin has the page open too and approves first: this page's move is refused and shows where it stands.
  const otherAdmin = await page.context().newPage();
  await otherAdmin.goto(`/admin/porting/${portingId}`);
  await moveOn(otherAdmin, 'Approved', `Mark moving ${number} as approved by KPN? Sanne de Vries gets an e-mail.`);
  await expect(otherAdmin.getByRole('status').filter({ hasText: 'The request is now “Approved”.' })).toBeVisible();
  await otherAdmin.close();
  await page.getByRole('radio', { name: 'Approved' }).check();
  await page.getByRole('button', { name: 'Move on' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, move on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This status change is not allowed' })).toBeVisible();
  await expect(page.getByTestId('porting-status')).toHaveText('Approved');
  await expect(page.getByRole('radio')).toHaveCount(2);

  await expectDashboardStep(customerPage, number, 'Goedgekeurd', [
    'Verzoek verstuurd naar KPN',
    'Goedgekeurd door KPN',
  ]);
  await expect
    .poll(() => subjectsTo(email), { message: 'the mail of the approval' })
    .toContain(`KPN heeft het overzetten van je nummer ${number} goedgekeurd`);

  // Scheduled: a Saturday is refused next to the field, then a working day is planned.
  const today = serverToday();
  const movingDay = addWorkingDays(today, 1);
  await page.getByRole('radio', { name: 'Scheduled' }).check();
  await page.getByLabel('Moving day').fill(saturdayAfter(today));
  await page.getByRole('button', { name: 'Move on' }).click();
  await expect(page.getByText('Choose a working day (Monday to Friday)')).toBeVisible();
  await expect(page.getByLabel('Moving day')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Moving day').fill(movingDay);
  const movingDayText = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${movingDay}T00:00:00Z`),
  );
  await moveOn(page, 'Scheduled', `Plan the move of ${number} on ${movingDayText}?`);
  await expect(page.getByTestId('porting-moving-day')).toHaveText(movingDayText);

  await expectDashboardStep(customerPage, number, 'Gepland', [
    'Verzoek verstuurd naar KPN',
    'Goedgekeurd door KPN',
    `Overstapdag: ${dutchDay(movingDay)}`,
  ]);
  await expect(customerPage.getByTestId('porting-moving-day')).toHaveText(dutchDay(movingDay));
  await expect
    .poll(() => subjectsTo(email), { message: 'the mail of the moving day' })
    .toContain(`Je nummer ${number} gaat over op ${dutchDay(movingDay)}`);

  await moveOn(page, 'Moved', `Mark ${number} as moved? Sanne de Vries gets an e-mail.`);
  await expect(page.getByTestId('porting-final')).toHaveText('This request is finished: it cannot move any further.');
  const timeline = page.getByRole('list', { name: `Progress of ${number}` });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Request sent to KPN/,
    /Approved by KPN/,
    new RegExp(`Moving day: ${movingDayText}`),
    /Number moved to TeleNova/,
  ]);

  await expectDashboardStep(customerPage, number, 'Overgezet', [
    'Verzoek verstuurd naar KPN',
    'Goedgekeurd door KPN',
    `Overstapdag: ${dutchDay(movingDay)}`,
    'Nummer overgezet naar TeleNova',
  ]);
  await expect
    .poll(() => subjectsTo(email), { message: 'the mail of the move' })
    .toContain(`Je nummer ${number} is nu bij TeleNova`);
  // One mail per step, none twice.
  expect(subjectsTo(email).filter((subject) => subject.includes(number))).toEqual([
    `We zetten je nummer ${number} over naar TeleNova`,
    `KPN heeft het overzetten van je nummer ${number} goedgekeurd`,
    `Je nummer ${number} gaat over op ${dutchDay(movingDay)}`,
    `Je nummer ${number} is nu bij TeleNova`,
  ]);

  // Back in the list: moved, and filtered by that status.
  await page.getByRole('link', { name: '← Back to porting requests' }).click();
  await page.getByLabel('Search').fill(number);
  await page.getByLabel('Status').selectOption({ label: 'Moved' });
  await expect(page).toHaveURL(/status=completed/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Moved');
  // The browser logs the refused move of the second admin's page, and nothing else.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  expect(customerErrors).toEqual([]);
  await customerContext.close();
});
