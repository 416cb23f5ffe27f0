import type { Page } from '@playwright/test';
import {
  DATA_TIERS,
  ESIM_BUNDLES,
  calculateEsimPrice,
  findTravelPlan,
  formatEuro,
  priceOrderProduct,
  translateMessage,
  type CheckoutProduct,
  type EsimConfiguration,
  type MessageKey,
} from '@telecom/domain';
import {
  asNewVisitor,
  axeViolations,
  consentToImmediateDelivery,
  database,
  expect,
  mailsTo,
  signIn,
  tabTest as test,
  watchErrors,
  WCAG_TAGS,
} from './fixtures';

// The eSIM order wizard (/esim-pro/bestellen) and the order confirmation, in a real browser against the real
// server: every price is compared with the domain's, and every placed order is read back from the database.

// Each new step takes the focus and scrolls into view; without motion the page stands still before the next click.
test.use({ reducedMotion: 'reduce' });

const WIZARD = '/esim-pro/bestellen';
const en = (key: MessageKey) => translateMessage(key, 'en');
const nl = (key: MessageKey) => translateMessage(key, 'nl');

interface OrderRow {
  id: string;
  user_id: number | null;
  account: string;
  product_kind: string;
  product: string;
  customer: string;
  delivery: string;
  payment_method: string;
  total_price_cents: number;
  total_with_vat_cents: number;
}

function storedOrder(id: string): OrderRow | undefined {
  const db = database();
  try {
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  } finally {
    db.close();
  }
}

let counter = 0;
/** An e-mail address no other test uses. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.nl`;

/** The price overview's total for a product in English, e.g. '€38.12 per month'. */
function englishTotal(product: CheckoutProduct): string {
  const price = priceOrderProduct(product);
  const amount = formatEuro(price.totalWithVatCents, 'en-GB');
  return price.billing === 'monthly' ? `${amount} per month` : `${amount} once`;
}

const esimPro = (configuration: Partial<EsimConfiguration>): CheckoutProduct => ({
  kind: 'esim-pro',
  configuration: { durationMonths: 12, calling: 'nl', nlData: 0, euData: 0, worldData: 0, ...configuration },
});

/** The product a `checkout_data` cookie holds, or null when it holds none that can be read. */
function savedProduct(cookie: { value: string } | undefined): unknown {
  try {
    return (JSON.parse(decodeURIComponent(cookie?.value ?? '')) as { product?: unknown }).product ?? null;
  } catch {
    return null;
  }
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d:/ });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function chooseDevice(page: Page, brand: string, model: string) {
  await page.getByLabel('Brand').selectOption({ label: brand });
  await page.getByLabel('Model').selectOption({ label: model });
}

async function configureEsimPro(
  page: Page,
  configuration: { nl?: number; eu?: number; world?: number; months?: number; calling?: string },
) {
  if (configuration.months)
    await page.getByRole('radio', { name: new RegExp(`^${configuration.months} months`) }).check();
  if (configuration.calling) await page.getByRole('radio', { name: new RegExp(`^${configuration.calling}`) }).check();
  if (configuration.nl !== undefined)
    await page.getByRole('slider', { name: 'Data in the Netherlands' }).fill(String(configuration.nl));
  if (configuration.eu !== undefined)
    await page.getByRole('slider', { name: 'Data in the EU' }).fill(String(configuration.eu));
  if (configuration.world !== undefined)
    await page.getByRole('slider', { name: 'Data worldwide' }).fill(String(configuration.world));
}

const DETAILS = { name: 'Jan de Vries', phone: '06 12345678', postcode: '1012 JS', houseNumber: '1' };

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Full name').fill(DETAILS.name);
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill(DETAILS.phone);
  await page.getByLabel('Postcode').fill(DETAILS.postcode);
  await page.getByLabel('House number').fill(DETAILS.houseNumber);
  await page.getByLabel('House number').blur();
  await expect(page.getByLabel('Street')).toHaveValue('Dam');
  await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
  await expect(page.getByLabel('Province')).toHaveValue('Noord-Holland');
}

async function expectStep(page: Page, step: 1 | 2 | 3) {
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  await expect(stepHeading(page)).toHaveText(new RegExp(`^Step ${step}:`));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String({ 1: 33, 2: 66, 3: 100 }[step]));
}

/** The simulated provider's payment page (iDEAL, PayPal, Apple Pay): pays, with a bank for iDEAL. */
async function payOnProviderPage(page: Page) {
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeVisible();
  const bank = page.getByLabel('Your bank *');
  if ((await bank.count()) > 0) await bank.selectOption({ label: 'ING' });
  await pay.click();
}

/**
 * Places the order: a card is paid within the request and opens the confirmation; iDEAL, PayPal and Apple Pay go
 * to the provider's payment page first (docs/contracts.md §7), which is paid and sends the visitor back.
 */
async function placeOrder(page: Page) {
  await consentToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/(order-confirmation|betalen\/TX-[0-9A-F]+)$/);
  if (page.url().includes('/betalen/')) {
    await payOnProviderPage(page);
    await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  } else await expect(page).toHaveURL('/order-confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  return (await page.getByTestId('order-id').textContent()) ?? '';
}

async function registerAccount(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: 'Anna', lastName: 'Jansen', email, password, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
}

async function ordersOf(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await page.request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: { id: string; product: { totalWithVatCents: number } }[] }).orders;
}

test.describe('the order wizard', () => {
  test('starts without the code of steps 2 and 3 (the forms’ checks, the order’s calls), which comes once step 1 is valid', async ({
    page,
  }) => {
    // docs/decisions/033: zod (its ZodError), TanStack Query and the order's placement are not step 1's.
    const errors = watchErrors(page);
    const scripts: { path: string; zod: boolean }[] = [];
    page.on('response', async (answer) => {
      if (answer.request().resourceType() !== 'script') return;
      scripts.push({ path: new URL(answer.url()).pathname, zod: (await answer.text()).includes('ZodError') });
    });
    const laterSteps = () =>
      scripts.filter(({ path, zod }) => zod || /\/(queries|details-step|order-payment)-[\w-]+\.js$/.test(path));
    await page.goto(WIZARD);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await configureEsimPro(page, { nl: 1 });
    await page.getByLabel('Brand').selectOption({ label: 'Apple' });
    // Nothing of it yet, though the page is whole and has been used.
    expect(laterSteps()).toEqual([]);

    await page.getByLabel('Model').selectOption({ label: 'iPhone 15' });
    await expect.poll(() => laterSteps().some(({ zod }) => zod)).toBe(true);
    const loaded = (name: string) => laterSteps().some(({ path }) => path.startsWith(`/assets/${name}-`));
    await expect.poll(() => loaded('details-step') && loaded('order-payment')).toBe(true);
    await nextButton(page).click();
    await expectStep(page, 2);
    await expect(page.getByLabel('Full name')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('takes a guest order paid with iDEAL, with the domain’s price on every step, and stores it with the server’s prices', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await page.goto(WIZARD);
    await expectStep(page, 1);
    await expect(nextButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: /Your details$/ })).toBeDisabled();

    await configureEsimPro(page, { nl: 2, world: 1 });
    const product = esimPro({ nlData: 2, worldData: 1 });
    await expect(page.getByTestId('data-nl')).toHaveText('10GB, €15.00/month');
    await expect(page.getByTestId('data-world')).toHaveText('1GB, €10.00/month');
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);
    await expect(nextButton(page)).toBeDisabled();

    await chooseDevice(page, 'Apple', 'iPhone 15');
    await expect(page.getByTestId('device-message')).toHaveText(en('device.compatible'));
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();

    await expectStep(page, 2);
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);
    const email = uniqueEmail('guest');
    await fillDetails(page, email);
    await expect(page.getByRole('radio', { name: /^By email/ })).toBeChecked();
    await nextButton(page).click();

    await expectStep(page, 3);
    await expect(page.getByRole('radio', { name: /^Order as a guest/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);
    await expect(page.getByTestId('price-overview')).toContainText(
      `VAT (21%)${formatEuro(priceOrderProduct(product).vatCents, 'en-GB')}`,
    );

    const id = await placeOrder(page);
    expect(id).toMatch(/^ORD-\d+$/);
    await expect(page.getByTestId('order-total')).toHaveText(englishTotal(product));
    // Every fact labelled: the calling option and the province too.
    const fact = (label: string) =>
      page
        .locator('.confirmation__facts > div')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
        .getByRole('definition');
    await expect(fact('Product')).toContainText('Calling: Netherlands Unlimited');
    await expect(fact('Province')).toHaveText('Noord-Holland');
    await expect(page.getByText(`You will receive a confirmation email at ${email} within 5 minutes.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your account' })).toHaveCount(0);
    const links = page.getByRole('navigation', { name: 'Continue' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'More about eSIM Pro', 'Dashboard', 'Support']);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '/',
      '/esim-pro',
      '/dashboard',
      '/support',
    ]);

    // Session storage holds the order; the checkout cookies are gone.
    const stored = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('orderData'))) ?? '{}');
    expect(stored).toMatchObject({
      id,
      account: 'guest',
      status: 'paid',
      payment: { method: 'ideal', status: 'paid' },
      customer: { email },
    });
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('checkout_'))).toEqual([]);

    const row = storedOrder(id);
    const expected = priceOrderProduct(product);
    expect(row).toMatchObject({
      account: 'guest',
      user_id: null,
      product_kind: 'esim-pro',
      delivery: 'email',
      payment_method: 'ideal',
    });
    expect(row?.total_price_cents).toBe(expected.totalPriceCents);
    expect(row?.total_with_vat_cents).toBe(expected.totalWithVatCents);
    expect(JSON.parse(row?.customer ?? '{}')).toMatchObject({
      name: DETAILS.name,
      street: 'Dam',
      city: 'Amsterdam',
      postcode: '1012 JS',
    });
    expect(errors).toEqual([]);
  });

  test('takes an order paid by card with a new account, which can then log in and sees the order', async ({ page }) => {
    await page.goto(WIZARD);
    await configureEsimPro(page, { months: 24, calling: 'World', eu: 6, world: 5 });
    const product = esimPro({ durationMonths: 24, calling: 'world', euData: 6, worldData: 5 });
    await expect(page.getByTestId('data-eu')).toHaveText('Unlimited, €30.00/month');
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);
    await chooseDevice(page, 'Google', 'Pixel 2');
    await expect(page.getByTestId('device-message')).toHaveText(en('device.unknown'));
    await nextButton(page).click();
    const email = uniqueEmail('new-account');
    await fillDetails(page, email);
    await page.getByRole('radio', { name: /^By SMS/ }).check();
    await nextButton(page).click();

    await expectStep(page, 3);
    await page.getByRole('radio', { name: /^Create an account/ }).check();
    const password = 'Zomer-Fiets-2026!';
    await page.getByLabel('Password *', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await expect(page.getByLabel('Card number')).toHaveAttribute('maxlength', '19');
    await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveAttribute('maxlength', '5');
    await expect(page.getByLabel('CVC')).toHaveAttribute('maxlength', '4');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/29');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('J DE VRIES');
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);

    const id = await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByText(`QR code link by SMS to ${DETAILS.phone}`)).toBeVisible();
    // The new account's address gets its confirmation link (docs/contracts.md §6).
    await expect(page.getByText('We have also sent you a link to confirm your email address.')).toBeVisible();
    await expect
      .poll(() =>
        mailsTo(email).some((mail) =>
          /\/email-bevestigen\?token=[A-Za-z0-9_-]+/.test(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')),
        ),
      )
      .toBe(true);

    const row = storedOrder(id);
    expect(row).toMatchObject({
      account: 'new',
      payment_method: 'creditcard',
      delivery: 'sms',
      total_with_vat_cents: priceOrderProduct(product).totalWithVatCents,
    });
    expect(row?.user_id).not.toBeNull();
    expect(JSON.stringify(row)).not.toMatch(/4242 ?4242 ?4242 ?4242/);

    const orders = await ordersOf(page, email, password);
    expect(orders.map((order) => order.id)).toEqual([id]);
    expect(orders[0]?.product.totalWithVatCents).toBe(priceOrderProduct(product).totalWithVatCents);
  });

  test('orders a travel plan chosen in the plans section, at the plan’s own price whatever the link says', async ({
    page,
  }) => {
    await page.goto('/internationale-plannen');
    const plan = findTravelPlan('europa', 'standard')!;
    await page.getByTestId('plan-europa-standard').getByRole('link').click();
    await expect(page).toHaveURL(/\/esim-pro\/bestellen\?region=europa&plan=standard/);
    const product: CheckoutProduct = { kind: 'travel', regionId: 'europa', planId: 'standard' };
    await expect(page.getByRole('heading', { level: 3, name: 'Standard travel plan, Europe' })).toBeVisible();
    await expect(page.getByText(`${plan.data} for ${plan.duration} days, €19.99 once, before VAT.`)).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);

    await chooseDevice(page, 'Samsung', 'Galaxy S24');
    await nextButton(page).click();
    await fillDetails(page, uniqueEmail('travel'));
    await nextButton(page).click();
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);
    const id = await placeOrder(page);
    await expect(page.getByTestId('order-total')).toHaveText(englishTotal(product));
    const row = storedOrder(id);
    expect(row).toMatchObject({
      product_kind: 'travel',
      total_price_cents: 1999,
      total_with_vat_cents: priceOrderProduct(product).totalWithVatCents,
    });
    expect(JSON.parse(row?.product ?? '{}')).toMatchObject({
      regionId: 'europa',
      planId: 'standard',
      name: 'Standard',
    });

    // A tampered price in the link changes nothing.
    await page.goto(`${WIZARD}?region=europa&plan=standard&data=10GB&duration=15&price=0.01`);
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(product)}`);
  });

  test('orders the plan the travel calculator chose, and says so when a link names an unknown plan', async ({
    page,
  }) => {
    await page.goto(`${WIZARD}?trip=custom&duration=10&data=10&region=asia&plan=standard`);
    await expect(page.getByRole('heading', { level: 3, name: 'Standard travel plan, Asia-Pacific' })).toBeVisible();
    await expect(page.getByText('Chosen for your trip of 10 days, about 10 GB of data.')).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText(
      `Total incl. VAT ${englishTotal({ kind: 'travel', regionId: 'asia', planId: 'standard' })}`,
    );
    await page.getByRole('button', { name: 'Configure eSIM Pro instead' }).click();
    await expect(page.getByRole('slider')).toHaveCount(3);
    await expect(page).toHaveURL(`${WIZARD}?step=1`);

    await page.goto(`${WIZARD}?region=europa&plan=gold`);
    await expect(page.getByRole('status').filter({ hasText: 'We do not know the plan in this link.' })).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(3);

    // A trip of one day is "1 day".
    await page.goto(`${WIZARD}?trip=custom&duration=1&data=1&region=europa&plan=basic`);
    await expect(page.getByText('Chosen for your trip of 1 day, about 1 GB of data.')).toBeVisible();
  });

  test('shows the total in Dutch as "per maand" with a decimal comma', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto(WIZARD);
    await page.getByRole('slider', { name: 'Data in Nederland' }).fill('4');
    await page.getByRole('radio', { name: /^Europa Onbeperkt/ }).check();
    const price = priceOrderProduct(esimPro({ nlData: 4, calling: 'eu' }));
    await expect(page.getByTestId('total')).toHaveText(
      `Totaal incl. btw ${formatEuro(price.totalWithVatCents, 'nl-NL')} per maand`,
    );
    await expect(page.getByTestId('total')).toContainText(',');
    await expect(page.getByTestId('price-overview')).toContainText(
      `Korting 12 maanden (10%)− ${formatEuro(calculateEsimPrice({ durationMonths: 12, calling: 'eu', nlData: 4, euData: 0, worldData: 0 }).discountCents, 'nl-NL')}`,
    );
    await expect(page.getByTestId('data-nl')).toHaveText('Onbeperkt, € 25,00/maand');
  });

  test('labels every data tier of the sliders', async ({ page }) => {
    await page.goto(WIZARD);
    for (const [region, name] of [
      ['nl', 'Data in the Netherlands'],
      ['eu', 'Data in the EU'],
      ['world', 'Data worldwide'],
    ] as const) {
      const slider = page.getByRole('slider', { name });
      await expect(slider).toHaveAttribute('max', String(DATA_TIERS[region].length - 1));
      for (const [index, tier] of DATA_TIERS[region].entries()) {
        await slider.fill(String(index));
        const label = tier.label === null ? 'None' : tier.unlimited ? 'Unlimited' : tier.label;
        await expect(page.getByTestId(`data-${region}`)).toHaveText(
          `${label}, ${formatEuro(tier.priceCents, 'en-GB')}/month`,
        );
      }
    }
  });
});

/** The wizard's product for a bundle card's order button. */
const bundleOf = (id: string): CheckoutProduct => ({
  kind: 'esim-pro',
  configuration: ESIM_BUNDLES.find((bundle) => bundle.id === id)!.configuration,
});

test.describe('the bundles of /esim-pro', () => {
  test('each "Order …" button opens the wizard with its bundle, at the bundle’s price', async ({ page }) => {
    await page.goto('/esim-pro');
    for (const bundle of ESIM_BUNDLES) {
      await expect(page.getByRole('link', { name: `Order ${bundle.name}`, exact: true })).toHaveAttribute(
        'href',
        `${WIZARD}?bundle=${bundle.id}`,
      );
    }
    await page.getByRole('link', { name: 'Order Popular', exact: true }).click();
    await expect(page).toHaveURL(`${WIZARD}?bundle=popular&step=1`);
    await expect(page.getByText('Your bundle: Popular')).toBeVisible();
    await expect(page.getByTestId('data-nl')).toHaveText('10GB, €15.00/month');
    await expect(page.getByRole('radio', { name: /^3 months/ })).toBeChecked();
    await expect(page.getByTestId('price-overview')).toContainText('eSIM Pro Popular, 3 months');
    await expect(page.getByTestId('price-overview')).toContainText('Per month excl. VAT€20.00');
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(bundleOf('popular'))}`);

    for (const bundle of ESIM_BUNDLES) {
      await page.goto(`${WIZARD}?bundle=${bundle.id}`);
      await expect(page.getByText(`Your bundle: ${bundle.name}`)).toBeVisible();
      await expect(page.getByTestId('price-overview')).toContainText(
        `Per month excl. VAT${formatEuro(bundle.priceCents, 'en-GB')}`,
      );
      await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(bundleOf(bundle.id))}`);
    }
    // Unlimited: NL Onbeperkt + EU 12GB with nl calling, €45.
    await expect(page.getByTestId('data-nl')).toHaveText('Unlimited, €25.00/month');
    await expect(page.getByTestId('data-eu')).toHaveText('12GB, €15.00/month');
  });

  test('keep the bundle’s name for a longer contract and through a reload, and drop it once a slider moves', async ({
    page,
  }) => {
    await page.goto(`${WIZARD}?bundle=popular`);
    await page.getByRole('radio', { name: /^12 months/ }).check();
    await expect(page.getByText('Your bundle: Popular')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: /^12 months/ })).toBeChecked();
    await expect(page.getByText('Your bundle: Popular')).toBeVisible();
    await expect(page.getByTestId('price-overview')).toContainText('eSIM Pro Popular, 12 months');

    await page.getByRole('slider', { name: 'Data in the EU' }).fill('1');
    await expect(page.getByText('Your bundle: Popular')).toBeHidden();
    await expect(page.getByText('Your own eSIM Pro', { exact: true })).toBeVisible();
    await expect(page.getByTestId('price-overview')).toContainText('eSIM Pro, 12 months');
    await expect(page).toHaveURL(`${WIZARD}?step=1`);
    const own = esimPro({ nlData: 2, euData: 1 });
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(own)}`);
    // The customer's own configuration survives a reload; the bundle does not come back.
    await page.reload();
    await expect(page.getByTestId('total')).toHaveText(`Total incl. VAT ${englishTotal(own)}`);
    await expect(page.getByTestId('chosen-bundle')).toHaveCount(0);
  });

  test('an unknown bundle in the link is ignored', async ({ page }) => {
    await page.goto(`${WIZARD}?bundle=gold`);
    await expect(page).toHaveURL(`${WIZARD}?step=1`);
    await expect(page.getByTestId('chosen-bundle')).toHaveCount(0);
    await expect(page.getByTestId('data-nl')).toHaveText('None, €0.00/month');
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the total in sight while the sliders move, without covering the focus or moving anything', async ({
    page,
  }) => {
    await page.goto(`${WIZARD}?bundle=popular`);
    const bar = page.getByTestId('total-bar');
    const inView = async () => {
      const box = (await bar.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844;
    };
    await expect(bar).toContainText(`Total incl. VAT ${englishTotal(bundleOf('popular'))}`);
    // The price overview itself is far below, past the step.
    expect((await page.getByTestId('price-overview').boundingBox())!.y).toBeGreaterThan(2 * 844);

    const world = page.getByRole('slider', { name: 'Data worldwide' });
    await world.scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    /** Where the bar's height and the Next button stand in the page (not on the screen, which may scroll). */
    const layout = () =>
      page.evaluate(() => ({
        barHeight: document.querySelector('.total-bar')!.getBoundingClientRect().height,
        nextTop: document.querySelector('.wizard-actions')!.getBoundingClientRect().top + window.scrollY,
      }));
    const before = await layout();
    await world.fill('2');
    const product = esimPro({ durationMonths: 3, nlData: 2, worldData: 2 });
    await expect(bar).toContainText(`Total incl. VAT ${englishTotal(product)}`);
    expect(await inView()).toBe(true);
    // Nothing moved: the bar keeps its size, and the content below the sliders its place.
    expect(await layout()).toEqual(before);
    await expect(next).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Keyboard focus is never hidden behind the bar (WCAG 2.4.11): every stop in the step is clear of it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { level: 1 }).click();
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press('Tab');
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement;
        const stuck = document.querySelector('.total-bar');
        if (!focused || !stuck || !focused.closest('.wizard__step') || stuck.contains(focused)) return null;
        const a = focused.getBoundingClientRect();
        const b = stuck.getBoundingClientRect();
        return a.bottom > b.top && a.top < b.bottom ? `${focused.outerHTML.slice(0, 80)} under the bar` : null;
      });
      expect(overlap).toBeNull();
    }

    // The bar's link leads to the full overview, whose heading takes the focus.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('link', { name: 'Price overview' }).click();
    await expect(page.getByRole('heading', { name: 'Price overview', level: 2 })).toBeFocused();
    await expect(page.getByTestId('total')).toBeInViewport();
    await expect(page).toHaveURL(/step=1$/);
  });
});

test('the total bar is left out where the overview stands beside the step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${WIZARD}?bundle=premium`);
  await expect(page.getByTestId('total')).toBeInViewport();
  await expect(page.getByTestId('total-bar')).toBeHidden();
});

test.describe('the wizard’s steps', () => {
  test('are guarded: a step in the address opens only when the steps before it are valid', async ({ page }) => {
    await page.goto(`${WIZARD}?step=3`);
    await expectStep(page, 1);
    await page.goto(`${WIZARD}?step=2`);
    await expectStep(page, 1);

    // Data but no device: step 1 still.
    await configureEsimPro(page, { nl: 1 });
    await page.goto(`${WIZARD}?step=3`);
    await expectStep(page, 1);
    await expect(page.getByTestId('data-nl')).toHaveText('5GB, €10.00/month');

    // An incompatible phone blocks the way on.
    await chooseDevice(page, 'Apple', 'iPhone 8');
    await expect(page.getByTestId('device-message')).toHaveText(en('device.incompatible'));
    await expect(nextButton(page)).toBeDisabled();
    await nextButton(page).click({ force: true });
    await expectStep(page, 1);
    await expect(page.getByRole('alert')).toContainText('Choose the brand and model of a phone that supports eSIM.');

    // The brand change clears the model.
    await page.getByLabel('Brand').selectOption({ label: 'Samsung' });
    await expect(page.getByLabel('Model')).toHaveValue('');
    await expect(page.getByTestId('device-message')).toHaveText('');
    await page.getByLabel('Model').selectOption({ label: 'Galaxy A14' });
    await expect(page.getByTestId('device-message')).toHaveText(en('device.incompatible'));
    await page.getByLabel('Model').selectOption({ label: 'Another model' });
    await expect(page.getByTestId('device-message')).toHaveText(en('device.unknown'));

    // Valid step 1, empty details: ?step=3 opens step 2, and the step list offers no step 3.
    await page.goto(`${WIZARD}?step=3`);
    await expectStep(page, 2);
    await expect(page.getByRole('button', { name: /Overview and payment$/ })).toBeDisabled();
    await page.getByRole('button', { name: /Configure eSIM$/ }).click();
    await expectStep(page, 1);
    await page.goBack();
    await expectStep(page, 2);
  });

  test('survive a reload through the cookies, which last 6 hours on path /', async ({ page, context }) => {
    await page.goto(WIZARD);
    await configureEsimPro(page, { nl: 3, months: 6 });
    await chooseDevice(page, 'OnePlus', 'OnePlus 12');
    await nextButton(page).click();
    await expectStep(page, 2);
    await page.getByLabel('Full name').fill('Els Bakker');
    await page.getByRole('radio', { name: /^By SMS/ }).check();
    await page.reload();

    await expectStep(page, 2);
    await expect(page.getByLabel('Full name')).toHaveValue('Els Bakker');
    await expect(page.getByRole('radio', { name: /^By SMS/ })).toBeChecked();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.checkout_step?.value).toBe('2');
    expect(cookies.checkout_step?.path).toBe('/');
    const lifetime = (cookies.checkout_data?.expires ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(6 * 3_600_000 - 120_000);
    expect(lifetime).toBeLessThanOrEqual(6 * 3_600_000);
    const data = JSON.parse(decodeURIComponent(cookies.checkout_data?.value ?? ''));
    expect(data).toMatchObject({
      product: esimPro({ nlData: 3, durationMonths: 6 }),
      device: { brand: 'oneplus', model: 'oneplus-12' },
      delivery: 'sms',
    });

    // Back on step 1 after a fresh visit without a step: the cookie's step.
    await page.goto(WIZARD);
    await expectStep(page, 2);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 1);
    await expect(page.getByTestId('data-nl')).toHaveText('20GB, €20.00/month');
    await expect(page.getByRole('radio', { name: /^6 months/ })).toBeChecked();
  });

  test('are taken up after a revisit hydrates the server’s step 1, without a mismatch', async ({ page }) => {
    await page.goto(WIZARD);
    await configureEsimPro(page, { eu: 2 });
    await chooseDevice(page, 'Apple', 'iPhone 15');
    await nextButton(page).click();
    await expectStep(page, 2);
    await page.getByLabel('Full name').fill('Els Bakker');

    // The address alone is a page rendered at build (step 1 of a first visit), which React must hydrate as it is.
    const errors = watchErrors(page);
    const response = await page.goto(WIZARD);
    expect(await response?.text()).toContain('data-prerendered');
    await expectStep(page, 2);
    await expect(page.getByLabel('Full name')).toHaveValue('Els Bakker');
    expect(errors).toEqual([]);
  });

  test('give a signed-in customer their details after the server’s step 1 hydrates', async ({ page, request }) => {
    const email = uniqueEmail('signed-in-wizard');
    const registered = await request.post('/api/auth/register', {
      data: { firstName: 'Vera', lastName: 'Visser', email, password: 'Wizard-Start-2026', acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    await signIn(page, (await registered.json()) as { token: string; user: unknown });
    const errors = watchErrors(page);
    const response = await page.goto(WIZARD);
    expect(await response?.text()).toContain('data-prerendered');
    await configureEsimPro(page, { nl: 1 });
    await chooseDevice(page, 'Apple', 'iPhone 15');
    await nextButton(page).click();
    await expectStep(page, 2);
    await expect(page.getByLabel('Full name')).toHaveValue('Vera Visser');
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
    expect(errors).toEqual([]);
  });

  test('ignore a corrupt checkout_data cookie: logged once, step 1 afresh, no error, on a first visit and a revisit', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Cookies as a browser may hold them: cut off, not JSON, JSON of another shape (as is and percent-encoded, as the
    // wizard writes it), and a percent-encoding that cannot be decoded (js-cookie reads no cookie at all then).
    const corrupt = [
      '{"product":{"kind":"esim-pro"',
      '{not json',
      '{"product":{"kind":"esim-pro","configuration":{"durationMonths":5}},"delivery":"post"}',
      '[1,2,3]',
      '%7B%22delivery%22%3A%22post%22%7D',
      '%E0%A4%A',
    ];
    // A visit to the bare address hydrates the server's step 1 and reads the cookie after, with each of them; one to
    // ?step=2 is drawn in the browser and waits for the cookie's reading. That one on a slow phone (the CPU four times
    // slower), where the rules came in while React was waiting for them, with one cookie of each kind: not JSON, JSON
    // of another shape, and no cookie at all to js-cookie.
    const cdp = await context.newCDPSession(page);
    for (const [address, values] of [
      [WIZARD, corrupt],
      [`${WIZARD}?step=2`, ['{not json', '%7B%22delivery%22%3A%22post%22%7D', '%E0%A4%A']],
    ] as const) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: address === WIZARD ? 1 : 4 });
      for (const value of values) {
        const visit = `${address} with checkout_data=${value}`;
        await context.clearCookies();
        await context.addCookies([
          { name: 'checkout_data', value, url: baseURL! },
          { name: 'checkout_step', value: '3', url: baseURL! },
        ]);
        warnings.length = 0;
        errors.length = 0;
        await page.goto(address);
        await expectStep(page, 1);
        await expect(page.getByRole('heading', { level: 1 }), visit).toHaveText('Order your eSIM');
        await expect(page.getByTestId('data-nl'), visit).toHaveText('None, €0.00/month');
        await expect(page.getByLabel('Brand'), visit).toHaveValue('');
        // The wizard saves its fresh start over the corrupt cookie.
        await expect
          .poll(async () => savedProduct((await context.cookies()).find(({ name }) => name === 'checkout_data')), {
            message: visit,
          })
          .toEqual(esimPro({}));
        expect(warnings, visit).toEqual(['The checkout_data cookie could not be read; the order starts afresh.']);
        expect(errors, visit).toEqual([]);
      }
    }
  });
});

test.describe('the details step', () => {
  async function openDetails(page: Page, language: 'en' | 'nl' = 'en') {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto(WIZARD);
    const main = page.getByRole('main');
    await main.getByRole('slider').first().fill('1');
    await main.getByRole('combobox').first().selectOption('apple');
    await main.getByRole('combobox').nth(1).selectOption('iphone-15');
    await page.locator('.wizard-actions .button').last().click();
    await expect(page).toHaveURL(/step=2/);
  }

  test('checks the Dutch postcode and looks the address up after leaving the field, read-only for at least 800 ms', async ({
    page,
  }) => {
    await openDetails(page);
    const postcode = page.getByLabel('Postcode');
    await postcode.fill('123');
    await postcode.blur();
    await expect(page.getByText(en('validation.postcode.invalid'))).toBeVisible();
    await postcode.fill('0123 AB');
    await expect(page.getByText(en('validation.postcode.invalid'))).toBeVisible();

    // Lower case without a space is fine; the lookup starts once a house number is there too.
    await postcode.fill('3511jp');
    await postcode.blur();
    await expect(page.getByText(en('validation.postcode.invalid'))).toHaveCount(0);
    await expect(page.getByLabel('Street')).not.toHaveAttribute('readonly');
    await page.getByLabel('House number').fill('2');
    const started = Date.now();
    await page.getByLabel('House number').blur();
    for (const field of ['Street', 'City', 'Province'])
      await expect(page.getByLabel(field)).toHaveAttribute('readonly', '');
    await expect(page.getByRole('status').filter({ hasText: 'Looking up your address…' })).toBeVisible();
    await expect(page.getByLabel('Street')).not.toHaveAttribute('readonly', { timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(780);
    await expect(page.getByLabel('City')).toHaveValue('Utrecht');
    await expect(page.getByLabel('Province')).toHaveValue('Utrecht');

    // An address the table does not know: the visitor fills it in.
    await postcode.fill('9999 ZZ');
    await postcode.blur();
    await expect(
      page.getByText('We could not find this address. Please fill in the street and city yourself.'),
    ).toBeVisible();
    await expect(page.getByLabel('Street')).toBeEditable();
  });

  test('refuses a house number such as "abc": its message shows and "Volgende" stays disabled', async ({ page }) => {
    await openDetails(page, 'nl');
    await page.getByLabel('Volledige naam').fill('Jan de Vries');
    await page.getByRole('main').getByLabel('E-mailadres').fill(uniqueEmail('house-number'));
    await page.getByLabel('Telefoonnummer').fill('06 12345678');
    await page.getByLabel('Postcode').fill('1012 JS');
    await page.getByLabel('Huisnummer *', { exact: true }).fill('abc');
    await page.getByLabel('Straat').fill('Dam');
    await page.getByLabel('Plaats').fill('Amsterdam');
    await page.getByLabel('Huisnummer *', { exact: true }).blur();
    await expect(page.getByText('Voer een geldig huisnummer in')).toBeVisible();
    const next = page.getByRole('button', { name: 'Volgende', exact: true });
    await expect(next).toBeDisabled();
    await next.click({ force: true });
    await expect(page).toHaveURL(/step=2/);
    await page.getByLabel('Huisnummer *', { exact: true }).fill('1');
    await expect(next).toBeEnabled();
  });

  test('shows each field’s message in Dutch, and follows the rules of the other countries', async ({ page }) => {
    await openDetails(page, 'nl');
    const next = page.getByRole('button', { name: 'Volgende', exact: true });
    await expect(next).toBeDisabled();
    await next.press('Enter'); // not a forced click: step 2 may still be scrolling up (see the axe test)
    for (const key of [
      'validation.name.required',
      'validation.email.required',
      'validation.phone.required',
      'validation.postcode.required',
      'validation.houseNumber.required',
      'validation.street.required',
      'validation.city.required',
    ] as const) {
      await expect(page.getByText(nl(key), { exact: true })).toBeVisible();
    }
    await page.getByRole('main').getByLabel('E-mailadres').fill('jan@');
    await page.getByLabel('Telefoonnummer').fill('bel me');
    await expect(page.getByText(nl('validation.email.invalid'))).toBeVisible();
    await expect(page.getByText(nl('validation.phone.invalid'))).toBeVisible();
    await page.getByLabel('Postcode').fill('12');
    await expect(page.getByText(nl('validation.postcode.invalid'))).toBeVisible();

    // Belgium: a Belgian postcode (four digits), no house number; street, city and country are needed.
    await page.getByLabel('Land').selectOption('BE');
    await page.getByLabel('Volledige naam').fill('Lotte Peeters');
    await page.getByRole('main').getByLabel('E-mailadres').fill('lotte@example.be');
    await page.getByLabel('Telefoonnummer').fill('+32 470 12 34 56');
    await page.getByLabel('Postcode').fill('10000');
    await page.getByLabel('Postcode').blur();
    await expect(page.getByText(nl('validation.postcode.country'))).toBeVisible();
    await page.getByLabel('Postcode').fill('1000');
    await page.getByLabel('Straat').fill('Grote Markt 1');
    await expect(next).toBeDisabled();
    await page.getByLabel('Plaats').fill('Brussel');
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: /^Stap 3:/ })).toBeVisible();
    await expect(page.getByText(/Lotte Peeters.*België/)).toBeVisible();
    // A consumer in Belgium pays the Belgian VAT (docs/contracts.md §13).
    await expect(page.getByText('Btw België (21%)')).toBeVisible();
  });
});

test.describe('the payment step', () => {
  async function openPayment(page: Page, email: string) {
    await page.goto(WIZARD);
    await configureEsimPro(page, { nl: 1 });
    await chooseDevice(page, 'Apple', 'iPhone 16');
    await nextButton(page).click();
    await fillDetails(page, email);
    await nextButton(page).click();
    await expectStep(page, 3);
  }

  test('shows the messages of the new-account and card forms and the spec’s alert for an incomplete order', async ({
    page,
  }) => {
    const email = uniqueEmail('messages');
    await openPayment(page, email);
    await page.getByRole('radio', { name: /^Create an account/ }).check();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Order incomplete' });
    await expect(dialog).toContainText('Fill in all required fields correctly');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    for (const key of [
      'validation.password.required',
      'validation.password.confirmRequired',
      'validation.terms.required',
      'validation.card.number',
      'validation.card.expiry',
      'validation.card.cvc',
      'validation.card.name',
    ] as const) {
      await expect(page.getByText(en(key), { exact: true })).toBeVisible();
    }
    await page.getByLabel('Password *', { exact: true }).fill('kort');
    await expect(page.getByText(en('validation.password.min8'))).toBeVisible();
    await page.getByLabel('Password *', { exact: true }).fill('lang-genoeg-1');
    await page.getByLabel('Confirm password').fill('iets-anders-2');
    await expect(page.getByText(en('validation.password.mismatch'))).toBeVisible();
    await page.getByLabel('Expiry date (MM/YY)').fill('13/29');
    await expect(page.getByText(en('validation.card.expiry'))).toBeVisible();
    // Nothing typed was lost, and nothing was ordered.
    await expect(page.getByLabel('Confirm password')).toHaveValue('iets-anders-2');
    expect(ordersTo(email)).toBe(0);
  });

  test('refuses a card that has expired (01/20), in the form and when placing the order', async ({ page }) => {
    const email = uniqueEmail('expired');
    await openPayment(page, email);
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('01/20');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('J de Vries');
    await expect(page.getByText('This card has expired: check the expiry date')).toBeVisible();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Order incomplete' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(ordersTo(email)).toBe(0);
    // The server refuses it too, on the field, whatever a client does.
    const response = await page.request.post('/api/orders', {
      headers: { 'Accept-Language': 'en' },
      data: {
        product: {
          kind: 'esim-pro',
          configuration: { durationMonths: 12, calling: 'nl', nlData: 1, euData: 0, worldData: 0 },
        },
        customer: {
          name: 'Jan de Vries',
          email,
          phone: '0612345678',
          country: 'NL',
          postcode: '1012 JS',
          houseNumber: '1',
          street: 'Dam',
          city: 'Amsterdam',
        },
        delivery: 'email',
        payment: {
          method: 'creditcard',
          card: { number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123', name: 'J de Vries' },
        },
        account: 'guest',
        withdrawalConsent: true,
      },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      'payment.card.expiry': 'This card has expired: check the expiry date',
    });
    expect(ordersTo(email)).toBe(0);
  });

  for (const width of [390, 1280]) {
    test(`shows its alert as a centred modal like the site’s other dialogs, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openPayment(page, uniqueEmail('alert'));
      await page.getByRole('radio', { name: 'Credit card' }).check();
      const place = page.getByRole('button', { name: 'Place order and pay' });
      await place.click();
      const dialog = page.getByRole('alertdialog', { name: 'Order incomplete' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
      const look = await dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          width: box.width,
          left: box.left,
          right: window.innerWidth - box.right,
          top: box.top,
          bottom: window.innerHeight - box.bottom,
          radius: style.borderTopLeftRadius,
          shadow: style.boxShadow,
          backdrop: getComputedStyle(element, '::backdrop').backgroundColor,
        };
      });
      expect(look.width).toBeLessThanOrEqual(448);
      expect(look.width).toBeGreaterThanOrEqual(Math.min(448, width - 40));
      expect(Math.abs(look.left - look.right)).toBeLessThanOrEqual(1);
      expect(Math.abs(look.top - look.bottom)).toBeLessThanOrEqual(1);
      expect(look.radius).toBe('18px');
      expect(look.shadow).not.toBe('none');
      expect(look.backdrop).toBe('rgba(3, 16, 40, 0.55)');
      // The page behind is inert: Tab never leaves the dialog for the page.
      for (let presses = 0; presses < 3; presses++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () => document.activeElement === document.body || !!document.activeElement?.closest('dialog'),
          ),
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await place.click();
      await expect(dialog).toBeVisible();
      // A click on the backdrop closes it too, as with the other dialogs; a click inside does not.
      await dialog.getByText('Fill in all required fields correctly').click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });
  }

  test('logs in an existing customer with the real login call and its messages, and links the order to the account', async ({
    page,
  }) => {
    const email = uniqueEmail('existing');
    const password = 'Herfst-Wandeling-77';
    await registerAccount(page, email, password);
    await openPayment(page, uniqueEmail('other-address'));
    await page.getByRole('radio', { name: /^I have an account/ }).check();
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Fill in all fields');
    await login.getByLabel('Email address').fill(email);
    await login.getByLabel('Password').fill('niet-het-wachtwoord');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Login failed. Please try again.');
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page.getByText(`You are logged in as Anna Jansen (${email}).`)).toBeVisible();
    // The name and e-mail address are filled in from the account.
    await expect(page.locator('.details-summary')).toContainText('Anna Jansen');
    await expect(page.locator('.details-summary')).toContainText(email);

    const id = await placeOrder(page);
    await expect(page.getByText('This order has been added to your account.')).toBeVisible();
    expect(storedOrder(id)).toMatchObject({ account: 'existing' });
    expect((await ordersOf(page, email, password)).map((order) => order.id)).toEqual([id]);
  });

  test('says so when the payment fails, and keeps everything for another try', async ({ page }) => {
    await openPayment(page, uniqueEmail('declined'));
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date (MM/YY)').fill('11/30');
    await page.getByLabel('CVC').fill('321');
    await page.getByLabel('Name on card').fill('J de Vries');
    await consentToImmediateDelivery(page);
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Payment not completed' });
    await expect(dialog).toContainText('Your payment did not go through and no order was placed.');
    // It says "again" once, not "try again … try again".
    expect(((await dialog.textContent()) ?? '').match(/again/gi)).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/step=3/);
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await placeOrder(page);
  });
});

function ordersTo(email: string): number {
  const db = database();
  try {
    return (db.prepare('SELECT count(*) AS count FROM orders WHERE customer_email = ?').get(email) as { count: number })
      .count;
  } finally {
    db.close();
  }
}

test('the whole wizard can be completed with the keyboard alone', async ({ page }) => {
  await page.goto(WIZARD);
  /** Presses Tab until the focused element is the one given. */
  async function tabTo(target: ReturnType<Page['locator']>) {
    for (let presses = 0; presses < 60; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('The element was not reached with Tab');
  }
  await tabTo(page.getByRole('slider', { name: 'Data in the Netherlands' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('data-nl')).toHaveText('10GB, €15.00/month');
  await tabTo(page.getByLabel('Brand'));
  await page.keyboard.type('Apple');
  await expect(page.getByLabel('Brand')).toHaveValue('apple');
  await tabTo(page.getByLabel('Model'));
  await page.keyboard.type('iPhone 15 Pro');
  await expect(page.getByLabel('Model')).toHaveValue('iphone-15-pro');
  await tabTo(nextButton(page));
  await page.keyboard.press('Enter');
  await expectStep(page, 2);

  const type = async (label: string, text: string) => {
    await tabTo(page.getByLabel(label, { exact: false }).first());
    await page.keyboard.type(text);
  };
  await type('Full name', 'Kees Toetsenbord');
  await type('Email address *', uniqueEmail('keyboard'));
  await type('Phone number', '0612345678');
  await type('Postcode', '1012JS');
  await type('House number', '1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
  await expect(page.getByLabel('Postcode')).toHaveValue('1012 JS');
  await tabTo(nextButton(page));
  await page.keyboard.press('Enter');
  await expectStep(page, 3);

  // PayPal, with the arrow keys in the payment methods.
  await tabTo(page.getByRole('radio', { name: 'iDEAL' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  // The consent to delivery starting at once, with the space bar.
  const consent = page.getByRole('checkbox', { name: /^I want delivery to start straight away/ });
  await tabTo(consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page.getByRole('button', { name: 'Place order and pay' }));
  await page.keyboard.press('Enter');
  // The provider's payment page, with the keyboard too.
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  await tabTo(page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  await expect(page.getByText(/PayPal — paid/)).toBeVisible();
});

test.describe('axe-core finds no violations', () => {
  test('on each step of the wizard and on the confirmation', async ({ page }) => {
    // axe on four screens and an order: more than the default 30 s on a busy machine.
    test.slow();
    const check = async (label: string) => expect(await axeViolations(page, { tags: WCAG_TAGS, label })).toEqual([]);
    await page.goto(WIZARD);
    await check('step 1');
    await configureEsimPro(page, { nl: 1 });
    await chooseDevice(page, 'Apple', 'iPhone 8');
    await nextButton(page).click({ force: true });
    await check('step 1 with errors');
    await chooseDevice(page, 'Apple', 'iPhone 15');
    await nextButton(page).click();
    // Step 2 focuses its heading and scrolls (smoothly) up: a click forced on the button (aria-disabled, so Playwright
    // would wait for ever) can miss it while it moves. Enter on the button itself does not.
    await expectStep(page, 2);
    await nextButton(page).press('Enter');
    await check('step 2 with errors');
    await fillDetails(page, uniqueEmail('axe'));
    await nextButton(page).click();
    await page.getByRole('radio', { name: /^Create an account/ }).check();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await check('step 3');
    await page.getByRole('radio', { name: /^I have an account/ }).check();
    await check('step 3 with the login form');
    await page.getByRole('radio', { name: /^Order as a guest/ }).check();
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await placeOrder(page);
    await check('confirmation');
  });
});

test('/order-confirmation without an order goes home, and with ?lang=nl, en or es in that language', async ({
  page,
}) => {
  // Soft, so that each address is checked whichever fails; the message names the address of a failure.
  await test.step('/order-confirmation without an order goes home', async () => {
    const where = '/order-confirmation';
    await asNewVisitor(page);
    await page.goto(where);
    await expect.soft(page, where).toHaveURL('/');
    await expect.soft(page.getByRole('heading', { level: 1 }), where).toBeVisible();
  });

  for (const language of ['nl', 'en', 'es'] as const) {
    await test.step(`/order-confirmation?lang=${language} without an order goes home, in that language`, async () => {
      const where = `/order-confirmation?lang=${language}`;
      await asNewVisitor(page);
      await page.goto(where);
      await expect.soft(page, where).toHaveURL('/');
      await expect.soft(page.locator('html'), where).toHaveAttribute('lang', language);
      await expect.soft(page.getByRole('heading', { level: 1 }), where).toBeVisible();
      await expect.soft(page, where).not.toHaveTitle('Telecom');
    });
  }
});
