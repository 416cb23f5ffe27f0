import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro } from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import { axeViolations, esimProOrder, expect, openIn, signIn, tabTest as test, uniqueEmail } from './fixtures';

// The back office's orders (docs/contracts.md §7 "Back-office orders"): /admin/orders on the one list page and
// /admin/orders/:id with the refund, against the real API.

interface Placed {
  order: {
    id: string;
    product: { totalPriceCents: number; totalWithVatCents: number };
    payment: { transactionId: string };
  };
}

async function admin(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: unknown };
}

/** A guest order placed through the API and, unless `pending`, paid on the simulated provider. */
async function order(request: APIRequestContext, email: string, name: string, outcome: 'paid' | 'pending') {
  const res = await request.post('/api/orders', {
    data: { ...esimProOrder(email, { name, account: 'guest' }), payment: { method: 'ideal' } },
  });
  expect(res.status()).toBe(201);
  const placed = (await res.json()) as Placed;
  if (outcome === 'paid') {
    const paid = await request.post(`/api/payments/${placed.order.payment.transactionId}/simulate`, {
      data: { outcome: 'paid', bank: 'ing' },
    });
    expect(paid.status()).toBe(200);
  }
  return placed.order;
}

const rows = (page: Page) => page.getByTestId('orders-table').locator('tbody tr');
const settled = (page: Page) => expect(page.getByTestId('orders-table')).toHaveAttribute('aria-busy', 'false');

test('an admin finds an order in /admin/orders, filters it by status, opens it and refunds it', async ({
  page,
  request,
}) => {
  const account = await admin(request);
  const headers = { Authorization: `Bearer ${account.token}` };
  const tag = `orders${Date.now()}`;
  const paid = await order(request, uniqueEmail(`${tag}-paid`), 'Bram Betaald', 'paid');
  const pending = await order(request, uniqueEmail(`${tag}-open`), 'Olga Openstaand', 'pending');

  await signIn(page, account);
  await openIn(page, '/admin/orders', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  // The stat cards are the API's figures over every order (other tests place orders meanwhile: asked again until
  // the page and the API agree).
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await settled(page);
    const { stats } = (await (await request.get('/api/admin/orders', { headers })).json()) as {
      stats: { paid: number; paidRevenueCents: number };
    };
    await expect(page.getByTestId('stat-paid')).toHaveText(`Paid${stats.paid}`, { timeout: 1000 });
    await expect(page.getByTestId('stat-revenue')).toContainText(formatEuro(stats.paidRevenueCents, 'en-GB'), {
      timeout: 1000,
    });
  }).toPass();

  await page.getByLabel('Search').fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await settled(page);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: paid.id })).toContainText('Paid');
  await expect(rows(page).filter({ hasText: pending.id })).toContainText('Pending');

  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/status=paid/);
  await settled(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(paid.id);
  await expect(rows(page)).toContainText(formatEuro(paid.product.totalWithVatCents, 'en-GB'));
  await expect(rows(page)).toContainText('Bram Betaald');
  await page.getByLabel('Status').selectOption({ label: 'Refunded' });
  await expect(page.getByText('No order matches your search or filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect(rows(page)).toHaveCount(1);

  await rows(page).getByRole('link', { name: paid.id, exact: true }).click();
  await expect(page).toHaveURL(`/admin/orders/${paid.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paid.id);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-payment')).toContainText(paid.payment.transactionId);
  await expect(page.getByTestId('order-payment')).toContainText('iDEAL');
  await expect(page.getByTestId('order-total')).toHaveText(
    `${formatEuro(paid.product.totalWithVatCents, 'en-GB')} per month`,
  );
  // What it delivered: the eSIM (being prepared or ready) and the subscription at the monthly price before VAT.
  const services = page.getByTestId('order-services').getByRole('listitem');
  await expect(services).toHaveCount(2);
  await expect(services.nth(0)).toContainText(/^eSIM Pro · eSIM · (Being prepared|Ready to install)/);
  await expect(services.nth(1)).toContainText('eSIM Pro · Subscription · Active');
  await expect(services.nth(1)).toContainText(
    `${formatEuro(paid.product.totalPriceCents, 'en-GB')} per month excl. VAT`,
  );
  expect(await axeViolations(page)).toEqual([]);

  // The refund asks first; cancelling changes nothing.
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund order' });
  await expect(dialog).toContainText(`order ${paid.id} to Bram Betaald`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  await page.getByRole('button', { name: 'Refund' }).click();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${paid.id} has been refunded` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  // The refund stopped the eSIM and ended the subscription.
  await expect(services.nth(0)).toContainText('eSIM Pro · eSIM · Expired');
  await expect(services.nth(1)).toContainText('eSIM Pro · Subscription · Ended');
  const answer = await request.get(`/api/admin/orders/${paid.id}`, { headers });
  expect(((await answer.json()) as { order: { status: string } }).order.status).toBe('refunded');

  // A pending order cannot be refunded.
  await page.goto(`/admin/orders/${pending.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
});

test('a refund of an order refunded meanwhile shows the API’s translated refusal', async ({ page, request }) => {
  const account = await admin(request);
  const paid = await order(request, uniqueEmail('orders-twice'), 'Dirk Dubbel', 'paid');
  await signIn(page, account);
  await openIn(page, `/admin/orders/${paid.id}`, 'nl');
  await expect(page.getByTestId('order-status')).toHaveText('Betaald');
  const first = await request.post(`/api/admin/orders/${paid.id}/refund`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(first.status()).toBe(200);
  await page.getByRole('button', { name: 'Terugbetalen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Bestelling terugbetalen' });
  await dialog.getByRole('button', { name: 'Terugbetalen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Deze statuswijziging is niet toegestaan');
});

test('an unknown order shows the back office’s not-found page', async ({ page, request }) => {
  await signIn(page, await admin(request));
  await openIn(page, '/admin/orders/ORD-1', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  await expect(page.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/orders');
});
