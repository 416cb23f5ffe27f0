import type { APIRequestContext } from '@playwright/test';
import { axeViolations, expect, openIn, signIn, tabTest as test, watchErrors, registerAccount } from './fixtures';

// API keys on the dashboard (docs/decisions/069): a customer makes a key with the read scope and sees its secret once,
// with a copy button and the warning; the secret reads the account's invoices through the API; the list shows the
// key's name, prefix and scopes; revoking it after a confirmation empties the list and the secret stops working.

const account = (request: APIRequestContext) => registerAccount(request, 'api-keys');

test.use({ reducedMotion: 'reduce' });

test('a customer makes an API key, sees its secret once, uses it, and revokes it', async ({ page, request }) => {
  const errors = watchErrors(page);
  const customer = await account(request);
  await signIn(page, customer);
  await openIn(page, '/dashboard/api-sleutels', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'API-sleutels' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'API-sleutels' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('api-keys-empty')).toHaveText('Je hebt nog geen API-sleutels.');
  // A customer is not offered the back office's scope.
  await expect(page.getByLabel('Backoffice (beheerder)')).toHaveCount(0);

  const form = page.getByTestId('api-key-create');
  await form.getByRole('button', { name: 'Sleutel maken' }).click();
  await expect(
    form.getByText('Geef de sleutel een naam, bijvoorbeeld van het programma dat hem gebruikt'),
  ).toBeVisible();
  await form.getByLabel('Naam').fill('Boekhouding');
  await expect(form.getByLabel('Lezen')).toBeChecked();
  await form.getByRole('button', { name: 'Sleutel maken' }).click();

  const secretBox = page.getByTestId('api-key-secret');
  const secretField = secretBox.getByLabel('Je nieuwe sleutel “Boekhouding”');
  await expect(secretField).toBeFocused();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^tn_live_[A-Za-z0-9_-]{43}$/);
  await expect(secretBox).toContainText('alleen deze keer getoond');
  await expect(secretBox.getByRole('button', { name: 'API-sleutel kopiëren' })).toBeVisible();
  expect(await axeViolations(page, { label: 'the new key' })).toEqual([]);

  const list = page.getByTestId('api-key-list');
  const item = list.getByTestId('api-key');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Boekhouding');
  await expect(item).toContainText(`${secret.slice(0, 12)}…`);
  await expect(item).toContainText('Lezen');
  await expect(item).toContainText('Nooit');

  // The secret reads through the API; the list then shows when it was last used.
  const read = await request.get('/api/invoices', { headers: { Authorization: `Bearer ${secret}` } });
  expect(read.status()).toBe(200);
  expect(read.headers()['ratelimit-limit']).toBeDefined();

  // Shown once: after a reload only the prefix is left.
  await page.reload();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(list.getByTestId('api-key')).not.toContainText('Nooit');
  expect(await page.content()).not.toContain(secret.slice(12));

  await list.getByRole('button', { name: 'Boekhouding intrekken' }).click();
  const dialog = page.getByRole('alertdialog', { name: '“Boekhouding” intrekken?' });
  await expect(dialog.getByRole('button', { name: 'Sleutel houden' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Sleutel intrekken' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();

  const refused = await request.get('/api/invoices', { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  // The empty name's refusal was the form's own; the page logged nothing.
  expect(errors).toEqual([]);
});
