import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  axeViolations,
  esimProOrder,
  expect,
  openIn,
  placePaidOrder,
  signIn,
  tabTest as test,
  watchErrors,
  registerAccount,
} from './fixtures';

// Privacy on the dashboard's profile page (docs/contracts.md §14): a customer downloads their data export (a dated
// JSON file holding their order), and deletes their account in two steps with the keyboard: what is deleted and what
// is kept, then the password (a wrong one is refused next to the field); afterwards they cannot sign in.

const PASSWORD = 'Winter-Schaats-2026';

const account = (request: APIRequestContext) => registerAccount(request, 'privacy');

test.use({ reducedMotion: 'reduce' });

test('a customer downloads their data export from the profile page, with their order in it', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const customer = await account(request);
  const placed = await placePaidOrder(request, esimProOrder(customer.email, { name: 'Femke Bos' }), {
    Authorization: `Bearer ${customer.token}`,
  });

  await signIn(page, customer);
  await openIn(page, '/dashboard/profile', 'nl');
  const card = page.getByRole('region', { name: 'Jouw gegevens' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    version: number;
    account: { email: string };
    orders: { id: string }[];
    invoices: { orderId: string | null }[];
  };
  expect(exported.version).toBe(1);
  expect(exported.account.email).toBe(customer.email);
  expect(exported.orders.map((order) => order.id)).toEqual([placed.order.id]);
  expect(exported.invoices.map((invoice) => invoice.orderId)).toEqual([placed.order.id]);
  expect(errors).toEqual([]);
});

test('a customer deletes their account in two steps with the keyboard, and can no longer sign in', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const customer = await account(request);
  await signIn(page, customer);
  await openIn(page, '/dashboard/profile', 'nl');

  await page.getByRole('button', { name: 'Mijn account verwijderen' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Je account verwijderen?' });
  await expect(dialog).toContainText('Wat we 7 jaar bewaren');
  await expect(dialog.getByRole('button', { name: 'Account behouden' })).toBeFocused();
  expect(await axeViolations(page, { label: 'the deletion dialog' })).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Doorgaan' })).toBeFocused();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('alertdialog', { name: 'Bevestig met je wachtwoord' });
  const password = confirm.getByLabel('Wachtwoord');
  await expect(password).toBeFocused();
  await page.keyboard.type('Niet-Mijn-Wachtwoord');
  await page.keyboard.press('Enter');
  await expect(confirm.getByText('Je huidige wachtwoord is onjuist')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(PASSWORD);
  await page.keyboard.press('Enter');
  const done = page.getByRole('alertdialog', { name: 'Je account is verwijderd' });
  await expect(done.getByRole('button', { name: 'Naar de homepagina' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const login = await request.post('/api/auth/login', { data: { email: customer.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  // The wrong password's answer, and nothing else.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});
