import type { APIRequestContext, Page } from '@playwright/test';
import type { EsimRecord } from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import {
  axeViolations,
  esimProOrder,
  expect,
  openIn,
  placePaidOrder,
  readyEsimOf,
  signIn,
  tabTest as test,
  uniqueEmail,
  watchErrors,
} from './fixtures';

// Issue 37 in the browser (docs/contracts.md §14): an admin blocks a customer's lost eSIM and replaces it from the
// customer's page, each after a confirmation given with the keyboard; the customer, signed in, then finds the old eSIM
// blocked and the new one's QR code, with a different activation code, on its install page.

test.use({ reducedMotion: 'reduce' });

async function signInAs(request: APIRequestContext, data: object) {
  const res = await request.post('/api/auth/login', { data });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: unknown };
}

/** Confirms the open dialog with the keyboard: Cancel has the focus first, the action is the next button. */
async function confirmWithKeyboard(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('an admin blocks and replaces a lost eSIM; the customer sees the new QR code with a new activation code', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('verloren');
  const password = 'Winter-Schaats-2026';
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Lotte', lastName: 'Verloren', email, password, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const customer = (await registered.json()) as { token: string; user: unknown };
  const placed = await placePaidOrder(request, esimProOrder(email, { name: 'Lotte Verloren' }), {
    Authorization: `Bearer ${customer.token}`,
  });
  const lost = await readyEsimOf(request, placed);

  // The back office: the customer's page lists the eSIM with its actions.
  const admin = await signInAs(request, E2E_ADMIN);
  const adminHeaders = { Authorization: `Bearer ${admin.token}` };
  const found = await request.get(`/api/admin/customers?search=${encodeURIComponent(email)}`, {
    headers: adminHeaders,
  });
  const record = ((await found.json()) as { items: { id: number }[] }).items[0]!;
  await signIn(page, admin);
  await openIn(page, `/admin/customers/${record.id}`, 'en');
  const lostItem = page.getByTestId(`service-esim-${lost.id}`);
  await expect(lostItem).toContainText('Ready to install');

  // Block: asked first; cancelling changes nothing.
  await lostItem.getByRole('button', { name: 'Block (lost or stolen)' }).click();
  const blockDialog = page.getByRole('alertdialog', { name: 'Block eSIM' });
  await expect(blockDialog).toContainText(`Block eSIM Pro #${lost.id} because the phone was lost or stolen?`);
  expect(await axeViolations(page, { label: 'block dialog' })).toEqual([]);
  await blockDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(lostItem).toContainText('Ready to install');
  await lostItem.getByRole('button', { name: 'Block (lost or stolen)' }).click();
  await confirmWithKeyboard(page, 'Block eSIM');
  await expect(page.getByRole('status').filter({ hasText: `eSIM Pro #${lost.id} is blocked.` })).toBeVisible();
  await expect(lostItem).toContainText('Blocked');
  await expect(lostItem.getByRole('button', { name: 'Block (lost or stolen)' })).toHaveCount(0);

  // Replace: a new eSIM for the same subscription.
  await lostItem.getByRole('button', { name: 'Replace eSIM' }).click();
  await confirmWithKeyboard(page, 'Replace eSIM');
  await expect(page.getByRole('status').filter({ hasText: `A new eSIM replaces eSIM Pro #${lost.id}` })).toBeVisible();
  await expect(page.getByTestId('order-services').getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('customer-services.png'), fullPage: true });

  // The activity log names the admin.
  await page.goto('/admin/activity');
  await expect(page.getByRole('columnheader', { name: 'By' })).toBeVisible();
  const blockedRow = page.getByRole('row').filter({ hasText: `eSIM eSIM Pro #${lost.id} of Lotte Verloren blocked` });
  await expect(blockedRow.getByTestId('activity-actor')).not.toHaveText('System');

  // The customer, signed in: the new eSIM once it is ready, with its own activation code.
  let replacement: EsimRecord | undefined;
  await expect
    .poll(
      async () => {
        const own = await request.get('/api/esims', { headers: { Authorization: `Bearer ${customer.token}` } });
        const { esims } = (await own.json()) as { esims: EsimRecord[] };
        replacement = esims.find((esim) => esim.id !== lost.id && esim.status === 'ready');
        return replacement?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('ready');
  expect(replacement!.activationCode).not.toBe(lost.activationCode);

  await signIn(page, customer);
  await openIn(page, '/dashboard', 'en');
  await expect(page.getByText('Blocked (lost or stolen): this eSIM no longer works.')).toBeVisible();
  await openIn(page, `/esim/installeren/${replacement!.id}`, 'en');
  const qr = page.getByRole('img', { name: 'QR code to install eSIM Pro' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('activation-code')).toHaveText(replacement!.activationCode!);
  await expect(page.getByTestId('activation-code')).not.toHaveText(lost.activationCode!);

  // The lost one's page says it is blocked, without a QR code.
  await openIn(page, `/esim/installeren/${lost.id}`, 'en');
  await expect(page.getByTestId('esim-status')).toHaveText('Blocked');
  await expect(page.getByTestId('esim-blocked')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to install eSIM Pro' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
