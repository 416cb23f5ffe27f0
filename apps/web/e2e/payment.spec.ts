import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro } from '@telecom/domain';
import {
  axeViolations,
  consentToImmediateDelivery,
  esimProOrder,
  expect,
  holdRequests,
  openIn,
  tabTest as test,
  uniqueEmail,
  watchErrors,
  WCAG_TAGS,
} from './fixtures';

// The order chain in the browser (docs/contracts.md §7): iDEAL, PayPal and Apple Pay orders go from the wizard to the
// simulated provider's payment page (/betalen/:transactionId) and back to the confirmation page, which reads the
// order from the API (the order's access token, kept in session storage) and shows paid, pending, failed,
// cancelled or not found.

test.use({ reducedMotion: 'reduce' });

const WIZARD = '/esim-pro/bestellen';
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

interface PlacedOrder {
  order: {
    id: string;
    status: string;
    product: { totalWithVatCents: number };
    payment: { transactionId: string; redirectUrl?: string };
  };
  accessToken: string;
}

/** An order placed through the API (as a guest), paid with a redirecting method: open at the provider. */
async function placeOrder(
  request: APIRequestContext,
  method: 'ideal' | 'paypal' | 'applepay',
  email = uniqueEmail(`pay-${method}`),
): Promise<PlacedOrder> {
  const body = { ...esimProOrder(email, { name: 'Pien Betaal', account: 'guest' }), payment: { method } };
  const response = await request.post('/api/orders', { data: body, headers: { 'Idempotency-Key': `e2e-${email}` } });
  expect(response.status()).toBe(201);
  const placed = (await response.json()) as PlacedOrder;
  expect(placed.order.status).toBe('pending');
  expect(placed.order.payment.redirectUrl).toBe(`/betalen/${placed.order.payment.transactionId}`);
  return placed;
}

/** The browser holds the order's access token only, as after a reload or in a new tab. */
async function holdToken(page: Page, { order, accessToken }: PlacedOrder) {
  await page.addInitScript(
    ([id, token]) => window.localStorage.setItem('orderTokens', JSON.stringify({ [id]: token })),
    [order.id, accessToken] as const,
  );
}

async function simulate(request: APIRequestContext, transactionId: string, outcome: string, bank?: string) {
  const response = await request.post(`/api/payments/${transactionId}/simulate`, {
    data: { outcome, ...(bank ? { bank } : {}) },
  });
  expect(response.status()).toBe(200);
}

async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page, { tags: WCAG_TAGS, label })).toEqual([]);
}

/** Through the wizard's first two steps (eSIM Pro with 10 GB in the Netherlands, an address in Amsterdam). */
async function toPaymentStep(page: Page) {
  await page.goto(WIZARD);
  await page.getByRole('slider', { name: 'Data in the Netherlands' }).fill('2');
  await page.getByLabel('Brand').selectOption({ label: 'Apple' });
  await page.getByLabel('Model').selectOption({ label: 'iPhone 15' });
  await nextButton(page).click();
  const email = uniqueEmail('wizard');
  await page.getByLabel('Full name').fill('Iris de Betaler');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('06 12345678');
  await page.getByLabel('Postcode').fill('1012 JS');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('House number').blur();
  await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
  await nextButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3:/ })).toBeVisible();
  await consentToImmediateDelivery(page);
}

test('an iDEAL order goes from the wizard to the payment page, which asks for a bank, and comes back paid', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const orderRequests: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
      orderRequests.push(request.headers()['idempotency-key']);
  });
  await toPaymentStep(page);
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
  const total = (await page.getByTestId('price-overview').getByText(/^€/).last().textContent()) ?? '';

  // A double click places one order, with one Idempotency-Key. Once the order is placed the button stays busy until
  // the payment page is there (its code held back here), so that no later click places a second order.
  const releasePaymentPage = await holdRequests(page, '**/assets/pay-*.js');
  const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/orders');
  const paymentPageAsked = page.waitForRequest('**/assets/pay-*.js');
  await page.getByRole('button', { name: 'Place order and pay' }).dblclick();
  expect((await answered).status()).toBe(201);
  const busyButton = page.getByRole('button', { name: 'Processing your order…' });
  await expect(busyButton).toBeDisabled();
  // The wizard is on its way to the payment page (it asks for its code), and the button is still busy.
  await paymentPageAsked;
  await expect(busyButton).toBeDisabled();
  releasePaymentPage();
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  expect(orderRequests).toHaveLength(1);
  expect(orderRequests[0]).toMatch(/^[\x21-\x7e]{16,255}$/);

  // The provider's page: clearly a test, with the merchant, the amount incl. VAT, the description and the method.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your payment');
  await expect(page.getByRole('note')).toContainText('Test mode: simulated payment provider.');
  const fact = (label: string) =>
    page
      .locator('.hosted-payment__facts > div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  await expect(fact('Merchant')).not.toBeEmpty();
  await expect(fact('Amount incl. VAT')).toHaveText(total.replace(/ .*$/, ''));
  await expect(fact('Description')).toContainText(/ORD-\d+/);
  await expect(fact('Payment method')).toHaveText('iDEAL');
  await expect(fact('Open until')).not.toBeEmpty();
  await expectNoAxeViolations(page, 'payment page');

  // iDEAL needs a bank: paying without one says so, next to the choice.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Choose your bank to pay with iDEAL.')).toBeVisible();
  await expect(page.getByLabel('Your bank *')).toBeFocused();
  await page.getByLabel('Your bank *').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const id = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('order-id')).toHaveText(id);
  await expect(page.getByText(/^iDEAL — paid \(TX-[0-9A-F]+\)$/)).toBeVisible();
  await expect(page.getByTestId('order-total')).toContainText(total.replace(/ .*$/, ''));
  // Paid: the wizard's saved state is gone.
  await expect
    .poll(async () => (await context.cookies()).filter((cookie) => cookie.name.startsWith('checkout_')))
    .toEqual([]);

  // The payment page of a settled payment says so and leads to the order.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment is no longer open');
  await expect(page.locator('.hosted-payment__card .badge')).toHaveText('paid');
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  expect(errors).toEqual([]);
});

test('a failed PayPal payment shows "Payment failed" and the way to start again', async ({ page, request }) => {
  const placed = await placeOrder(request, 'paypal');
  await holdToken(page, placed);
  await page.goto(placed.order.payment.redirectUrl ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your payment');
  await expect(page).toHaveTitle('Payment | TeleNova');
  // PayPal: no bank to choose.
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expect(page.getByLabel('Your bank *')).toHaveCount(0);
  await expect(page.getByTestId('payment-amount')).toHaveText(
    formatEuro(placed.order.product.totalWithVatCents, 'en-GB'),
  );
  await page.getByRole('button', { name: 'Let the payment fail' }).click();
  await expect(page).toHaveURL(`/order-confirmation?order=${placed.order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  // The tab says so too: no "Order confirmed" on a failed payment.
  await expect(page).toHaveTitle('Payment failed | TeleNova');
  await expect(page.getByTestId('order-state')).toHaveText(/Nothing has been charged\.$/);
  await expect(page.getByText(/^PayPal — failed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', WIZARD);
  await expectNoAxeViolations(page, 'failed');
});

test('a cancelled Apple Pay payment shows "Payment cancelled", in Dutch too', async ({ page, request }) => {
  const placed = await placeOrder(request, 'applepay');
  await holdToken(page, placed);
  await openIn(page, placed.order.payment.redirectUrl ?? '', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rond je betaling af');
  await expect(page.getByTestId('payment-amount')).toHaveText(
    formatEuro(placed.order.product.totalWithVatCents, 'nl-NL'),
  );
  await page.getByRole('button', { name: 'Betaling annuleren' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betaling geannuleerd');
  await expect(page).toHaveTitle('Betaling geannuleerd | TeleNova');
  await expect(page.getByText(/^Apple Pay — geannuleerd/)).toBeVisible();
  // Back on the provider's page, closed now: its tab names the outcome.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze betaling staat niet meer open');
  await expect(page).toHaveTitle('Betaling geannuleerd | TeleNova');
});

test('the confirmation page reads a paid order back in a new tab that holds only its token, and not in another browser', async ({
  page,
  browser,
  request,
}) => {
  const placed = await placeOrder(request, 'ideal');
  await simulate(request, placed.order.payment.transactionId, 'paid', 'rabobank');
  await holdToken(page, placed);
  await page.goto(`/order-confirmation?order=${placed.order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page).toHaveTitle('Order confirmed | TeleNova');
  await expect(page.getByTestId('order-total')).toContainText(
    formatEuro(placed.order.product.totalWithVatCents, 'en-GB'),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');

  // Another browser without the token (this browser keeps it in local storage): the order is not shown.
  const otherBrowser = await browser.newContext();
  const stranger = await otherBrowser.newPage();
  await stranger.goto(new URL(`/order-confirmation?order=${placed.order.id}`, page.url()).href);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Order not found');
  await expectNoAxeViolations(stranger, 'not found');
  await otherBrowser.close();
});

test('a pending payment shows "Waiting for your payment" and turns paid by itself', async ({ page, request }) => {
  const placed = await placeOrder(request, 'ideal');
  await holdToken(page, placed);
  await page.goto(`/order-confirmation?order=${placed.order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for your payment');
  await expect(page).toHaveTitle('Payment in progress | TeleNova');
  await expect(page.getByRole('link', { name: 'Back to the payment page' })).toHaveAttribute(
    'href',
    placed.order.payment.redirectUrl ?? '',
  );
  await expectNoAxeViolations(page, 'pending');
  await simulate(request, placed.order.payment.transactionId, 'paid', 'ing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!', { timeout: 10_000 });
});

test('an unknown payment shows "Payment not found"', async ({ page }) => {
  await page.goto('/betalen/TX-0000000000AB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not found');
  await expect(page.getByRole('alert')).toContainText('This payment does not exist.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('after a failed payment, "Back to payment" opens the wizard’s payment step with the order as it was', async ({
  page,
}) => {
  await toPaymentStep(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  const total = await page.getByTestId('price-overview').textContent();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  await page.getByRole('button', { name: 'Let the payment fail' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  await page.getByRole('link', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(/\/esim-pro\/bestellen\?step=3/);
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3:/ })).toBeVisible();
  await expect(page.getByTestId('price-overview')).toHaveText(total ?? '');
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await expect(page.locator('.details-summary')).toContainText('Iris de Betaler');
});
