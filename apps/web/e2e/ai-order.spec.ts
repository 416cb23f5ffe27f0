import type { APIRequestContext, Page } from '@playwright/test';
import {
  formatEuro,
  formatPhoneNumber,
  priceOrderProduct,
  type OrderRecord,
  type SubscriptionRecord,
  type SubscriptionsAnswer,
} from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import {
  axeViolations,
  confirmEmail,
  database,
  expect,
  openIn,
  placePaidOrder,
  signIn,
  tabTest as test,
  uniqueEmail,
  watchErrors,
} from './fixtures';
import { holdFreeNumber, voipOrder } from './voip-orders';

// Issue 23's AI plans and services in the browser (docs/contracts.md §9): AI voicemail Pro from the /ai-voicemail sign-up
// link through registration, login, its order page and iDEAL on the hosted page; the AI assistant Professional set
// up by a visitor, who logs in and comes back to what they typed, ordered by card with nothing charged, shown in the
// dashboard as free until the trial's end, its settings changed there, and a second assistant then priced without a
// trial (one per account); a VOIP number's subscription card and its order in the back office.

const PASSWORD = 'Winter-Schaats-2026';
/** An amount and a calendar date as the Dutch pages write them. */
const euro = (cents: number) => formatEuro(cents, 'nl-NL');
const day = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

test.use({ reducedMotion: 'reduce' });

async function expectNoAxeViolations(page: Page, where: string) {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

async function registerByApi(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Femke', lastName: 'Bos', email, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const answer = (await registered.json()) as { token: string; user: Record<string, unknown> };
  return { email, token: answer.token, user: answer.user };
}

async function logIn(page: Page, password = PASSWORD) {
  await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Fills in the order page's billing address (name and e-mail come from the account). */
async function fillBillingAddress(page: Page) {
  const form = page.getByRole('group', { name: 'Factuurgegevens' });
  await form.getByLabel('Telefoonnummer *').fill('0612345678');
  await form.getByLabel('Postcode *').fill('3511JP');
  await form.getByLabel('Huisnummer *').fill('1');
  await form.getByLabel('Straat *').fill('Domplein');
  await form.getByLabel('Plaats *').fill('Utrecht');
}

const ordersOf = (email: string) =>
  database()
    .prepare(
      'SELECT id, product_kind, status, user_id, total_with_vat_cents, transaction_id, payment_method FROM orders WHERE customer_email = ? ORDER BY created_at',
    )
    .all(email) as {
    id: string;
    product_kind: string;
    status: string;
    user_id: number | null;
    total_with_vat_cents: number;
    transaction_id: string | null;
    payment_method: string;
  }[];

const invoiceLinesOf = (orderId: string) =>
  database()
    .prepare(
      'SELECT l.description, l.unit_price_cents FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.order_id = ? ORDER BY l.position',
    )
    .all(orderId) as { description: string; unit_price_cents: number }[];

async function subscriptionsOf(request: APIRequestContext, token: string): Promise<SubscriptionRecord[]> {
  const answer = await request.get('/api/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as SubscriptionsAnswer).subscriptions;
}

test('AI voicemail Pro: the sign-up link, registration, login, the order page, iDEAL and the subscription', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = uniqueEmail('voicemail');
  const pro = priceOrderProduct({ kind: 'ai-voicemail', plan: 'pro' });
  if (pro.kind !== 'ai-voicemail') throw new Error('AI voicemail is priced as AI voicemail');

  await openIn(page, '/ai-voicemail', 'nl');
  await page.getByRole('link', { name: 'Kies Pro' }).click();
  await expect(page).toHaveURL(/\/register\?plan=pro$/);
  const main = page.getByRole('main');
  await main.getByLabel('Voornaam').fill('Femke');
  await main.getByLabel('Achternaam').fill('Bos');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Bevestig wachtwoord', { exact: true }).fill(PASSWORD);
  await main.getByLabel(/Ik ga akkoord met de/).check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  // After the success message: the login page, which leads on to ordering Pro.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fai-voicemail%2Fbestellen%3Fplan%3Dpro$/, { timeout: 5000 });
  await expect(main.getByLabel('E-mailadres')).toHaveValue(email);
  await logIn(page);
  await expect(page).toHaveURL(/\/ai-voicemail\/bestellen\?plan=pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-voicemail bestellen');
  await expect(page.getByRole('radio', { name: /^Pro/ })).toBeChecked();
  const summary = page.getByTestId('price-summary');
  await expect(summary).toContainText('AI Voicemail Pro');
  await expect(summary.getByTestId('monthly-with-vat')).toHaveText(euro(pro.monthlyWithVatCents));
  await expect(summary.getByTestId('today-total')).toHaveText(euro(pro.totalWithVatCents));
  expect(pro.totalWithVatCents).toBe(3024);

  // The plans switch; the summary follows and so does the address.
  // (The plan is the address's: a click moves the address, and the radio follows.)
  await page.getByRole('radio', { name: /^Basic/ }).click();
  await expect(page).toHaveURL(/\?plan=basic$/);
  await expect(page.getByRole('radio', { name: /^Basic/ })).toBeChecked();
  await expect(summary.getByTestId('today-total')).toHaveText(euro(1209));
  await page.getByRole('radio', { name: /^Pro/ }).click();
  await expect(summary.getByTestId('today-total')).toHaveText('€ 30,24');

  // The billing details start from the account.
  const details = page.getByRole('group', { name: 'Factuurgegevens' });
  await expect(details.getByLabel('Volledige naam *')).toHaveValue('Femke Bos');
  await expect(details.getByLabel('E-mailadres *')).toHaveValue(email);
  await expectNoAxeViolations(page, 'the AI voicemail order page');

  // Ordering without the address and the consent says what is missing, next to each field.
  await page.getByRole('button', { name: 'Bestellen en € 30,24 betalen' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Bestelling onvolledig' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(details.getByLabel('Telefoonnummer *')).toHaveAccessibleDescription('Telefoonnummer is verplicht');
  const consent = page.getByRole('checkbox', { name: /^Ik wil dat de dienst meteen begint/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(ordersOf(email)).toEqual([]);

  await fillBillingAddress(page);
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
  await consent.check();
  await page.getByRole('button', { name: 'Bestellen en € 30,24 betalen' }).click();

  // The provider's hosted page: the amount of the first month, then the confirmation.
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  // The address changes first; the order form stays until the payment page is whole (a transition).
  await expect(page.getByLabel('Je bank *')).toBeVisible();
  await expect(page.getByText('€ 30,24', { exact: true })).toBeVisible();
  await page.getByLabel('Je bank *').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Betalen', exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('main')).toContainText(orderId);

  const [order] = ordersOf(email);
  expect(order).toMatchObject({
    id: orderId,
    product_kind: 'ai-voicemail',
    status: 'paid',
    payment_method: 'ideal',
    total_with_vat_cents: 3024,
  });
  expect(order!.user_id).not.toBeNull();
  expect(invoiceLinesOf(orderId)).toEqual([{ description: 'AI-voicemail Pro, eerste maand', unit_price_cents: 2499 }]);

  // The account's subscription, and on the dashboard: the plan, what it includes, its price and the count.
  const token = (await page.evaluate(() => window.localStorage.getItem('auth-token'))) ?? '';
  expect(await subscriptionsOf(request, token)).toMatchObject([
    { kind: 'ai-voicemail', plan: 'pro', status: 'active', monthlyWithVatCents: 3024, trialEnd: null, orderId },
  ]);
  await page.goto('/dashboard');
  const card = page.getByTestId('subscriptions').getByRole('article', { name: 'AI-voicemail Pro' });
  await expect(card.getByTestId('subscription-detail')).toHaveText(
    '200 voicemails per maand · Uitgeschreven berichten en samenvattingen · Alle 4 talen',
  );
  await expect(card.getByTestId('subscription-monthly')).toHaveText('€ 30,24');
  await expect(card).toContainText('Per maand opzegbaar');
  await expect(card.getByRole('button', { name: 'Wijzigen' })).toHaveCount(0);
  await expect(page.getByTestId('count-ai')).toHaveText('1');
  await expect(page.getByTestId('monthly-cost')).toHaveText('€ 30,24');
  // Ordered: the plan chosen at sign-up is no longer offered.
  await expect(page.getByTestId('chosen-plan')).toHaveCount(0);
  // A signed-in visitor of a plan's sign-up link goes straight to ordering it.
  await page.goto('/register?plan=enterprise');
  await expect(page).toHaveURL(/\/ai-voicemail\/bestellen\?plan=enterprise$/);
  await expect(page.getByRole('radio', { name: /^Enterprise/ })).toBeChecked();
  expect(errors).toEqual([]);
});

test('AI assistant Professional: set up by a visitor, kept through the login, ordered with nothing charged, free until the trial’s end, its settings changed in the dashboard', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const customer = await registerByApi(request, 'assistent');
  const configure = '/voip/ai-assistant/configureren?plan=professional';

  await openIn(page, configure, 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stel uw AI-assistent in');
  const summary = page.getByTestId('price-summary');
  await expect(summary.getByTestId('trial-offer')).toHaveText(
    '30 dagen gratis, daarna € 119,79 per maand incl. btw (€ 99,00 excl. btw)',
  );
  await expect(summary.getByTestId('today-total')).toHaveText('€ 0,00');
  await expect(summary.getByTestId('trial-dates')).toContainText('Vandaag betaalt u niets.');

  // Settings first: the way to log in checks them.
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`${configure.replace(/[?]/g, '\\?')}$`));
  const name = main.getByLabel('Bedrijfsnaam *');
  await expect(name).toHaveAccessibleDescription('Vul de bedrijfsnaam in');
  await expect(name).toBeFocused();

  await name.fill('Bakkerij Jansen');
  await main.getByRole('checkbox', { name: 'Engels' }).check();
  await main.getByRole('checkbox', { name: 'Duits' }).check();
  // Three languages do not fit Starter's two: it says so, and the fourth box stays locked.
  await main.getByRole('radio', { name: /^Starter/ }).click();
  await expect(page).toHaveURL(/\?plan=starter$/);
  await expect(
    main.getByText('Je abonnement heeft minder talen: kies er minder, of een groter abonnement'),
  ).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Frans' })).toBeDisabled();
  await main.getByRole('radio', { name: /^Professional/ }).click();
  await expect(main.getByRole('radio', { name: /^Professional/ })).toBeChecked();
  await expect(main.getByText('Je abonnement heeft minder talen')).toHaveCount(0);
  await main.getByRole('checkbox', { name: 'Duits' }).uncheck();
  await main.getByRole('checkbox', { name: 'Zaterdag' }).check();
  await main.getByLabel('Openingstijd', { exact: true }).fill('08:00');
  await main.getByLabel('Begroeting (optioneel)').fill('Goedemorgen, u spreekt met Bakkerij Jansen.');
  await expectNoAxeViolations(page, 'the AI assistant order page, signed out');

  // Logging in brings the visitor back to what they typed.
  await main.getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fvoip%2Fai-assistant%2Fconfigureren%3Fplan%3Dprofessional$/);
  // A new customer registers on the way back to the same page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
    'href',
    '/register?redirect=%2Fvoip%2Fai-assistant%2Fconfigureren%3Fplan%3Dprofessional',
  );
  await page.getByRole('main').getByLabel('E-mailadres').fill(customer.email);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(`${configure.replace(/[?]/g, '\\?')}$`));
  await expect(main.getByRole('radio', { name: /^Professional/ })).toBeChecked();
  await expect(main.getByLabel('Bedrijfsnaam *')).toHaveValue('Bakkerij Jansen');
  await expect(main.getByRole('checkbox', { name: 'Engels' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Duits' })).not.toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Zaterdag' })).toBeChecked();
  await expect(main.getByLabel('Openingstijd', { exact: true })).toHaveValue('08:00');

  // Signed in: the billing details and the payment method, kept for after the trial.
  await expect(page.getByRole('group', { name: 'Factuurgegevens' }).getByLabel('Volledige naam *')).toHaveValue(
    'Femke Bos',
  );
  await fillBillingAddress(page);
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  await expect(page.getByText('Vandaag betaalt u niets. We bewaren uw betaalmethode')).toBeVisible();
  await page.getByLabel('Kaartnummer *').fill('4242 4242 4242 4242');
  await page.getByLabel('Vervaldatum (MM/JJ) *').fill(`12/${String((new Date().getFullYear() + 2) % 100)}`);
  await page.getByLabel('CVC *').fill('123');
  await page.getByLabel('Naam op kaart *').fill('F Bos');
  await page.getByRole('checkbox', { name: /^Ik wil dat de dienst meteen begint/ }).check();
  await expectNoAxeViolations(page, 'the AI assistant order page, signed in');
  await page.getByRole('button', { name: 'Begin 30 dagen gratis' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const [order] = ordersOf(customer.email);
  // Nothing is charged: the order is settled at once without a payment at the provider, and makes no invoice.
  expect(order).toMatchObject({
    id: orderId,
    product_kind: 'ai-assistant',
    status: 'paid',
    total_with_vat_cents: 0,
    transaction_id: null,
    payment_method: 'creditcard',
  });
  expect(invoiceLinesOf(orderId)).toEqual([]);
  const stored = database().prepare('SELECT product FROM orders WHERE id = ?').pluck().get(orderId) as string;
  expect((JSON.parse(stored) as OrderRecord['product'] & { kind: 'ai-assistant' }).business).toEqual({
    name: 'Bakkerij Jansen',
    languages: ['nl', 'en'],
    hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], open: '08:00', close: '17:30' },
    greeting: 'Goedemorgen, u spreekt met Bakkerij Jansen.',
  });
  // What was typed while signed out is not kept once ordered.
  expect(await page.evaluate(() => window.sessionStorage.getItem('aiAssistantDraft'))).toBeNull();

  // One trial per account (docs/contracts.md §12): back on the order page, a next assistant is charged from today.
  await page.goto(configure);
  await expect(summary.getByTestId('trial-used')).toHaveText(
    'U heeft uw gratis proefperiode al gebruikt: de eerste maand betaalt u vandaag.',
  );
  await expect(summary.getByTestId('trial-offer')).toHaveCount(0);
  await expect(summary.getByTestId('today-total')).toHaveText('€ 119,79');
  await expect(main.getByRole('button', { name: 'Bestellen en € 119,79 betalen' })).toBeEnabled();

  // Billing: the order, charged nothing and then per month, and no invoice.
  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('orders-table').getByRole('row', { name: new RegExp(orderId) })).toContainText(
    '€ 0,00, daarna € 119,79 per maand',
  );
  await expect(page.getByText(/^Je hebt nog geen facturen\./)).toBeVisible();

  // The dashboard: free until the trial's end, the first invoice after it, the settings.
  const [subscription] = await subscriptionsOf(request, customer.token);
  expect(subscription).toMatchObject({ kind: 'ai-assistant', plan: 'professional', monthlyWithVatCents: 11979 });
  await page.goto('/dashboard');
  const card = page.getByTestId('subscriptions').getByRole('article', { name: 'AI-assistent Professional' });
  await expect(card.getByTestId('trial')).toHaveText(`Gratis proefperiode tot en met ${day(subscription!.trialEnd!)}`);
  await expect(card.getByTestId('next-invoice')).toHaveText(day(subscription!.nextInvoiceDate!));
  expect(subscription!.nextInvoiceDate! > subscription!.trialEnd!).toBe(true);
  await expect(card).toContainText('Eerste factuur');
  const settings = card.getByTestId('business-settings');
  await expect(settings).toContainText('Bakkerij Jansen');
  await expect(settings).toContainText('Nederlands en Engels');
  await expect(settings).toContainText('ma, di, wo, do, vr, za, 08:00–17:30');
  await expect(page.getByTestId('monthly-cost')).toHaveText('€ 119,79');
  await expect(page.getByTestId('trial-cost')).toHaveText('Waarvan € 119,79 na je gratis proefperiode');
  await expect(page.getByTestId('count-ai')).toHaveText('1');

  // Edit settings: an error next to its field, then saved, shown on the card and stored.
  await card.getByRole('button', { name: 'Instellingen wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instellingen van je AI-assistent' });
  await expect(dialog.getByLabel('Bedrijfsnaam *')).toHaveValue('Bakkerij Jansen');
  await dialog.getByLabel('Bedrijfsnaam *').fill('');
  await dialog.getByRole('button', { name: 'Instellingen opslaan' }).click();
  await expect(dialog.getByLabel('Bedrijfsnaam *')).toHaveAccessibleDescription('Vul de bedrijfsnaam in');
  await expect(dialog.getByLabel('Bedrijfsnaam *')).toBeFocused();
  await dialog.getByLabel('Bedrijfsnaam *').fill('Bakkerij De Vries');
  await dialog.getByRole('checkbox', { name: 'Frans' }).check();
  await expectNoAxeViolations(page, 'the settings dialog');
  await dialog.getByRole('button', { name: 'Instellingen opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('Je instellingen zijn opgeslagen.');
  await expect(settings).toContainText('Bakkerij De Vries');
  await expect(settings).toContainText('Nederlands, Engels en Frans');
  const [changed] = await subscriptionsOf(request, customer.token);
  expect(changed!.business).toMatchObject({ name: 'Bakkerij De Vries', languages: ['nl', 'en', 'fr'] });
  expect(errors).toEqual([]);
});

test('a VOIP number is a subscription card in the dashboard and an order with its number in the back office', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const customer = await registerByApi(request, 'voip');
  await confirmEmail(request, customer.email);
  const auth = { Authorization: `Bearer ${customer.token}` };
  const held = await holdFreeNumber(request, '020');
  // In Amsterdam, the 020 number's area (the numbering rule, docs/decisions/048).
  const { order } = await placePaidOrder(
    request,
    voipOrder(held, { name: 'Femke Bos', email: customer.email, bundle: 'europe' }),
    auth,
  );
  const written = formatPhoneNumber(held.number);

  await signIn(page, customer);
  await openIn(page, '/dashboard', 'nl');
  const card = page.getByTestId('subscriptions').getByRole('article', { name: `VOIP-nummer ${written}` });
  await expect(card.getByTestId('subscription-detail')).toHaveText('Nederlands nummer · Belbundel Europa');
  await expect(card.getByTestId('subscription-monthly')).toHaveText('€ 27,21');
  await expect(card.getByRole('button', { name: 'Opzeggen' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Wijzigen' })).toHaveCount(0);
  await expect(page.getByTestId('count-voip')).toHaveText('1');
  await expect(page.getByTestId('monthly-cost')).toHaveText('€ 27,21');
  await expectNoAxeViolations(page, 'the dashboard with a VOIP number');

  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('orders-table').getByRole('row', { name: new RegExp(order.id) })).toContainText(
    `VOIP-nummer ${written} · Belbundel Europa`,
  );
  // Its invoice: the first month of the number and of the bundle, with VAT, paid.
  const invoiceNumber = database()
    .prepare('SELECT invoice_number FROM invoices WHERE order_id = ?')
    .pluck()
    .get(order.id) as string;
  const invoice = page.getByTestId('invoices-table').getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(invoice).toContainText('€ 27,21');
  await expect(invoice).toContainText('Betaald');
  expect(invoiceLinesOf(order.id)).toEqual([
    { description: `Telefoonnummer ${written} (Nederlands nummer), eerste maand`, unit_price_cents: 250 },
    { description: 'Belbundel Europa, eerste maand', unit_price_cents: 1999 },
  ]);

  // The back office: the number as written, its bundle and its prices.
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  // Another tab, signed in as the admin (the customer's tab signs itself in again on every load).
  const backOffice = await page.context().newPage();
  await signIn(backOffice, (await login.json()) as { token: string; user: unknown });
  await openIn(backOffice, `/admin/orders/${order.id}`, 'nl');
  const product = backOffice.getByRole('region', { name: 'Product en prijzen' });
  await expect(product).toContainText(`VOIP-nummer ${written}`);
  await expect(product).toContainText('Nederlands nummer · netnummer 020 · belbundel Europa');
  await expect(product.getByTestId('order-voip-prices')).toContainText('Nummer € 2,50 per maand');
  await expect(product.getByTestId('order-voip-prices')).toContainText('Belbundel € 19,99 per maand');
  await expect(product.getByTestId('order-total')).toHaveText('€ 27,21 afgerekend bij de bestelling');
  await expect(product.getByTestId('order-monthly')).toHaveText('€ 27,21 per maand');
  await expect(backOffice.getByTestId('order-documents')).toContainText(invoiceNumber);
  expect(errors).toEqual([]);
});

/** Presses Tab until the target has the focus (as e2e/keyboard.spec.ts does); every stop must show its focus. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
    const shown = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return true;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });
    expect(shown, 'a visible focus on every stop').toBe(true);
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

test('AI voicemail is ordered with the keyboard alone, by card', async ({ page, request }) => {
  const customer = await registerByApi(request, 'toetsenbord');
  await signIn(page, customer);
  await openIn(page, '/ai-voicemail/bestellen?plan=basic', 'nl');

  // The plans are one radio group: the arrow keys move the choice.
  await tabTo(page, page.getByRole('radio', { name: /^Basic/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Pro/ })).toBeChecked();
  await expect(page).toHaveURL(/\?plan=pro$/);

  const details = page.getByRole('group', { name: 'Factuurgegevens' });
  for (const [label, value] of [
    ['Telefoonnummer *', '0612345678'],
    ['Postcode *', '3511 JP'],
    ['Huisnummer *', '1'],
    ['Straat *', 'Domplein'],
    ['Plaats *', 'Utrecht'],
  ] as const) {
    await tabTo(page, details.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('radio', { name: 'iDEAL' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Creditcard' })).toBeChecked();
  for (const [label, value] of [
    ['Kaartnummer *', '4242 4242 4242 4242'],
    ['Vervaldatum (MM/JJ) *', `12/${String((new Date().getFullYear() + 2) % 100)}`],
    ['CVC *', '123'],
    ['Naam op kaart *', 'F Bos'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('checkbox', { name: /^Ik wil dat de dienst meteen begint/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Bestellen en € 30,24 betalen' }));
  await page.keyboard.press('Enter');

  // A card is settled at once: straight to the confirmation, the order paid.
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  expect(ordersOf(customer.email)).toMatchObject([
    { product_kind: 'ai-voicemail', status: 'paid', payment_method: 'creditcard', total_with_vat_cents: 3024 },
  ]);
});
