import type { Locator, Page } from '@playwright/test';
import {
  FREE_NUMBERS_SHOWN,
  calendarDayOf,
  earliestPortingDate,
  formatEuro,
  formatPhoneNumber,
  isWorkingDay,
  numberInventory,
  priceOrderProduct,
  translateMessage,
  trialEndOf,
  type MessageKey,
} from '@telecom/domain';
import {
  axeViolations,
  database,
  expect,
  openIn,
  tabTest as test,
  uniqueEmail,
  watchErrors,
  WCAG_TAGS,
} from './fixtures';

// The VOIP order wizard (/voip/configureren, docs/contracts.md §9) in a real browser against the real server: a new number
// from an area's free numbers, held while ordering, or a number to keep (nummerbehoud); a calling bundle; the eSIM
// wizard's details and payment steps; the confirmation page. Every price is compared with the domain's and with the
// issue's own figures, and every placed order is read back from the database.

test.use({ reducedMotion: 'reduce' });
// Whole orders through three steps and the payment provider, on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

const WIZARD = '/voip/configureren';
const nl = (key: MessageKey) => translateMessage(key, 'nl');
/** An amount as the Dutch pages write it: '€ 27,21'. */
const euroNl = (cents: number) => formatEuro(cents, 'nl-NL');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface OrderRow {
  id: string;
  status: string;
  product_kind: string;
  product: string;
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

function storedNumber(number: string): { status: string; order_id: string | null } | undefined {
  const db = database();
  try {
    return db.prepare('SELECT status, order_id FROM voip_numbers WHERE number = ?').get(number) as
      { status: string; order_id: string | null } | undefined;
  } finally {
    db.close();
  }
}

/** What this tab keeps of the wizard in session storage (personal: never in the address). */
const storedWizard = (page: Page) =>
  page.evaluate(() => JSON.parse(window.sessionStorage.getItem('voip_checkout') ?? 'null') as unknown) as Promise<{
    hold: { number: string; holdToken: string; heldUntil: string } | null;
    porting: { number: string; date: string } | null;
  } | null>;

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^(Stap|Step) \d:/ });

async function expectStep(page: Page, step: 1 | 2 | 3) {
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  await expect(stepHeading(page)).toHaveText(new RegExp(`^(Stap|Step) ${step}:`));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String({ 1: 33, 2: 66, 3: 100 }[step]));
}

/** A fact of the confirmation page by its label. */
const fact = (page: Page, label: string) =>
  page
    .locator('.confirmation__facts > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** The price overview's line by its label: its amount. */
const overviewLine = (page: Page, label: string) =>
  page
    .getByTestId('price-overview')
    .locator('.price-line')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page, { tags: WCAG_TAGS, label })).toEqual([]);
}

/** The free numbers shown, as their radios' values (E.164). */
async function shownNumbers(page: Page): Promise<string[]> {
  const radios = page.getByTestId('voip-numbers').getByRole('radio');
  await expect(radios.first()).toBeVisible();
  return radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Step 2 in Dutch: an address in Amsterdam found by the postcode lookup. */
async function fillDetailsNl(page: Page, email: string) {
  await page.getByLabel('Volledige naam').fill('Jan de Vries');
  await page.getByRole('main').getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByLabel('Postcode').fill('1012 JS');
  await page.getByLabel('Huisnummer', { exact: false }).first().fill('1');
  await page.getByLabel('Huisnummer', { exact: false }).first().blur();
  await expect(page.getByLabel('Plaats')).toHaveValue('Amsterdam');
}

/** The first working day and the first Saturday a port may be wished for, counted from today in the Netherlands. */
function portingDates() {
  const today = calendarDayOf(new Date());
  const earliest = earliestPortingDate(today);
  let saturday = earliest;
  while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6)
    saturday = new Date(Date.parse(`${saturday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(isWorkingDay(earliest)).toBe(true);
  return { earliest, saturday };
}

test.describe('a new number', () => {
  test('a new 020 number with the Europe bundle, paid by iDEAL, is held, confirmed with its number and € 27,21 today', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openIn(page, WIZARD, 'nl');
    await expectStep(page, 1);
    await expect(stepHeading(page)).toHaveText('Stap 1: Nummer en bundel');
    await expect(page.getByRole('radio', { name: /^Nieuw nummer/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Nederlands nummer/ })).toBeChecked();
    await expect(page.getByLabel('Netnummer')).toHaveValue('020');
    await expect(page.getByLabel('Netnummer').locator('option:checked')).toHaveText('020 Amsterdam');
    await expect(page.getByRole('button', { name: 'Volgende', exact: true })).toBeDisabled();

    // Free numbers of 020 only, written as people write them.
    const numbers = await shownNumbers(page);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.length).toBeLessThanOrEqual(FREE_NUMBERS_SHOWN);
    const inventory = new Set(numberInventory('020'));
    for (const number of numbers) expect(inventory.has(number)).toBe(true);
    const chosen = numbers[0]!;
    const written = formatPhoneNumber(chosen);
    expect(written).toMatch(/^020 \d{3} \d{4}$/);
    const radio = page.getByRole('radio', { name: written, exact: true });
    await radio.check();

    // Held: until when, in the page; the token in session storage with the number, never in the address.
    await expect(page.getByTestId('number-hold')).toHaveText(
      new RegExp(`^${escape(written)} is tot \\d{1,2}:\\d{2} voor u vastgehouden\\.$`),
    );
    await expect(page).toHaveURL(new RegExp(`number=${escape(encodeURIComponent(chosen))}`));
    const stored = await storedWizard(page);
    expect(stored?.hold?.number).toBe(chosen);
    expect(page.url()).not.toContain(stored!.hold!.holdToken);
    expect(storedNumber(chosen)?.status).toBe('held');

    // The Europe bundle; the overview prices it with the domain's function: € 2,50 + € 19,99 + 21% = € 27,21.
    await page.getByRole('radio', { name: /^Europa/ }).check();
    await expect(page).toHaveURL(/bundle=europe/);
    const price = priceOrderProduct({ kind: 'voip', numberType: 'nl', number: chosen, bundle: 'europe' });
    expect(price.totalWithVatCents).toBe(2721);
    await expect(overviewLine(page, 'Nederlands nummer per maand')).toHaveText(euroNl(250));
    await expect(overviewLine(page, 'Belbundel Europa per maand')).toHaveText(euroNl(1999));
    await expect(overviewLine(page, 'Vandaag excl. btw')).toHaveText(euroNl(2249));
    await expect(overviewLine(page, 'Btw (21%)')).toHaveText(euroNl(472));
    await expect(page.getByTestId('total')).toHaveText(`Vandaag te betalen incl. btw ${euroNl(2721)}`);
    await expect(page.getByTestId('then-monthly')).toHaveText(`Daarna incl. btw ${euroNl(2721)} per maand`);
    await expect(page.getByTestId('price-overview')).toContainText(`Nieuw nummer ${written}`);

    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expectStep(page, 2);
    await expect(stepHeading(page)).toBeFocused();
    // Nothing is delivered: no question how.
    await expect(page.getByRole('radio', { name: /^Per e-mail/ })).toHaveCount(0);
    const email = uniqueEmail('voip-nieuw');
    await fillDetailsNl(page, email);
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();

    await expectStep(page, 3);
    await expect(page.getByRole('radio', { name: /^Bestellen als gast/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await expect(page.getByTestId('minimum-term')).toHaveText(/^Eén maand/);
    await expect(page.getByTestId('total')).toHaveText(`Vandaag te betalen incl. btw ${euroNl(2721)}`);
    await page.getByRole('checkbox', { name: /^Ik wil dat mijn dienst direct start/ }).check();
    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();

    // The provider's hosted page, then back to the confirmation.
    await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
    await page.getByLabel('Je bank *').selectOption({ label: 'ING' });
    await page.getByRole('button', { name: 'Betalen', exact: true }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling!');
    await expect(fact(page, 'Product')).toContainText(`Nieuw nummer ${written}`);
    await expect(fact(page, 'Product')).toContainText('Nederlands nummer');
    await expect(fact(page, 'Product')).toContainText('Belbundel: Europa');
    await expect(fact(page, 'Vandaag betaald incl. btw')).toHaveText(euroNl(2721));
    await expect(fact(page, 'Daarna per maand incl. btw')).toHaveText(`${euroNl(2721)} per maand`);
    await expect(fact(page, 'Betaling')).toContainText('iDEAL — betaald');
    // No eSIM: no QR code and no delivery.
    await expect(page.getByText(/QR/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Meer over VOIP' })).toHaveAttribute('href', '/voip');

    const id = (await page.getByTestId('order-id').textContent()) ?? '';
    const row = storedOrder(id);
    expect(row).toMatchObject({ status: 'paid', product_kind: 'voip', total_with_vat_cents: 2721 });
    expect(JSON.parse(row!.product)).toMatchObject({ number: chosen, area: '020', bundle: 'europe', porting: null });
    expect(storedNumber(chosen)).toMatchObject({ status: 'assigned', order_id: id });
    // Ordered: the wizard's personal state is gone.
    expect(await storedWizard(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  test('keeps its place through a reload and back and forward; an international number is priced as one', async ({
    page,
  }) => {
    await openIn(page, WIZARD, 'nl');
    await page.getByRole('radio', { name: /^Internationaal nummer/ }).check();
    await expect(page.getByLabel('Land en stad')).toHaveValue('be-2');
    await expect(page.getByLabel('Land en stad').locator('option:checked')).toHaveText('België, Brussel (+32 2)');
    await expect(overviewLine(page, 'Internationaal nummer per maand')).toHaveText(euroNl(1400));
    await page.getByLabel('Land en stad').selectOption('gb-20');
    const london = await shownNumbers(page);
    for (const number of london) expect(number.startsWith('+4420')).toBe(true);
    await page.getByRole('radio', { name: formatPhoneNumber(london[0]!), exact: true }).check();
    await expect(page.getByTestId('number-hold')).toContainText(`${formatPhoneNumber(london[0]!)} is tot`);
    const first = await storedWizard(page);
    // Another choice moves the hold under the same token: the number chosen first is free again.
    await page.getByRole('radio', { name: formatPhoneNumber(london[1]!), exact: true }).check();
    await page.getByRole('radio', { name: /^Wereld/ }).check();
    await expect(page.getByTestId('number-hold')).toContainText(`${formatPhoneNumber(london[1]!)} is tot`);
    expect((await storedWizard(page))?.hold).toMatchObject({ number: london[1], holdToken: first?.hold?.holdToken });
    expect(storedNumber(london[0]!)?.status).toBe('free');
    expect(storedNumber(london[1]!)?.status).toBe('held');

    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expectStep(page, 2);
    await page.getByLabel('Volledige naam').fill('Sanne Herlaad');
    await page.reload();
    await expectStep(page, 2);
    await expect(page.getByLabel('Volledige naam')).toHaveValue('Sanne Herlaad');
    await expect(page).toHaveURL(/numberType=international/);
    await expect(page).toHaveURL(/area=gb-20/);

    await page.goBack();
    await expectStep(page, 1);
    await expect(page.getByRole('radio', { name: formatPhoneNumber(london[1]!), exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Wereld/ })).toBeChecked();
    await expect(page.getByTestId('number-hold')).toContainText('voor u vastgehouden');
    const total = priceOrderProduct({ kind: 'voip', numberType: 'international', number: london[1], bundle: 'world' });
    await expect(page.getByTestId('total')).toHaveText(
      `Vandaag te betalen incl. btw ${euroNl(total.totalWithVatCents)}`,
    );
    await page.goForward();
    await expectStep(page, 2);
    await expect(page.getByLabel('Volledige naam')).toHaveValue('Sanne Herlaad');
  });

  test('a number taken by someone else meanwhile says so and leaves the list', async ({ page, request }) => {
    await openIn(page, `${WIZARD}?area=010`, 'en');
    const numbers = await shownNumbers(page);
    const taken = numbers[2]!;
    // Another visitor holds it after this page listed it.
    const hold = await request.post('/api/voip/numbers/hold', { data: { number: taken } });
    expect(hold.status()).toBe(201);
    await page.getByRole('radio', { name: formatPhoneNumber(taken), exact: true }).check();
    await expect(page.getByTestId('number-hold')).toHaveText(
      `${formatPhoneNumber(taken)} has just been taken by someone else. Choose another number.`,
    );
    await expect(page.getByRole('radio', { name: formatPhoneNumber(taken), exact: true })).toHaveCount(0);
    await expect(page).not.toHaveURL(/number=/);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  });
});

test.describe('keeping a number', () => {
  test('shows each field’s message next to it, keeps what is typed, and orders by card with the porting fee', async ({
    page,
  }) => {
    const { earliest, saturday } = portingDates();
    await openIn(page, `${WIZARD}?choice=port`, 'nl');
    await expect(page.getByRole('radio', { name: /^Nummer behouden/ })).toBeChecked();
    const number = page.getByRole('textbox', { name: 'Telefoonnummer *' });
    const provider = page.getByRole('combobox', { name: 'Huidige provider *' });
    const holder = page.getByRole('textbox', { name: 'Naam contracthouder *' });
    const date = page.getByLabel('Gewenste datum *');

    await number.fill('12345');
    await number.blur();
    await expect(number).toHaveAccessibleDescription(nl('validation.porting.number.invalid'));
    await expect(date).toHaveAttribute('min', earliest);
    await date.fill(saturday);
    await expect(date).toHaveAccessibleDescription(nl('validation.porting.date.notWorkingDay'));
    // Too early to go on: every missing field says so, under Next too.
    await page.getByRole('button', { name: 'Volgende', exact: true }).press('Enter');
    await expectStep(page, 1);
    await expect(page.getByRole('alert')).toContainText('Vul de gegevens in van het nummer dat u meeneemt.');
    await expect(provider).toHaveAccessibleDescription(nl('validation.porting.provider.required'));
    await expect(holder).toHaveAccessibleDescription(nl('validation.porting.holder.required'));
    await expect(page.getByText(nl('validation.porting.consent.required'))).toBeVisible();

    // Nothing typed is lost, not even by a reload (session storage; the address holds none of it).
    await page.reload();
    await expect(number).toHaveValue('12345');
    await expect(date).toHaveValue(saturday);
    expect(page.url()).not.toContain('12345');

    await number.fill('06 12345678');
    await provider.fill('KPN');
    await holder.fill('Jan de Vries');
    await date.fill(earliest);
    await page.getByRole('checkbox', { name: /^Ik geef TeleNova toestemming/ }).check();
    await page.getByRole('radio', { name: /^Nederland onbeperkt/ }).check();
    // € 2,50 + € 9,99 a month and € 15,00 once: € 27,49 + 21% = € 33,26 today, then € 12,49 + 21% = € 15,11.
    await expect(overviewLine(page, 'Nummerbehoud, eenmalig')).toHaveText(euroNl(1500));
    await expect(overviewLine(page, 'Vandaag excl. btw')).toHaveText(euroNl(2749));
    await expect(page.getByTestId('total')).toHaveText(`Vandaag te betalen incl. btw ${euroNl(3326)}`);
    await expect(page.getByTestId('then-monthly')).toHaveText(`Daarna incl. btw ${euroNl(1511)} per maand`);
    await expect(page.getByTestId('price-overview')).toContainText('Nummerbehoud 06 1234 5678');

    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expectStep(page, 2);
    await fillDetailsNl(page, uniqueEmail('voip-behoud'));
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expectStep(page, 3);
    await page.getByRole('radio', { name: 'Creditcard' }).check();
    await page.getByLabel('Kaartnummer *').fill('4242 4242 4242 4242');
    await page.getByLabel('Vervaldatum (MM/JJ) *').fill('12/39');
    await page.getByLabel('CVC *').fill('123');
    await page.getByLabel('Naam op kaart *').fill('Jan de Vries');
    await page.getByRole('checkbox', { name: /^Ik wil dat mijn dienst direct start/ }).check();
    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();

    await expect(page).toHaveURL('/order-confirmation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling!');
    await expect(fact(page, 'Product')).toContainText('Nummerbehoud 06 1234 5678');
    await expect(fact(page, 'Product')).toContainText('Belbundel: Nederland onbeperkt');
    const porting = fact(page, 'Nummerbehoud');
    await expect(porting).toContainText('Van KPN, contracthouder Jan de Vries');
    const wished = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${earliest}T00:00:00Z`),
    );
    await expect(porting).toContainText(`Gewenste datum: ${wished}`);
    await expect(porting).toContainText('We houden u bij elke stap per e-mail op de hoogte.');
    await expect(fact(page, 'Vandaag betaald incl. btw')).toHaveText(euroNl(3326));
    await expect(fact(page, 'Daarna per maand incl. btw')).toHaveText(`${euroNl(1511)} per maand`);
    await expect(fact(page, 'Betaling')).toContainText('Creditcard — betaald');

    const row = storedOrder((await page.getByTestId('order-id').textContent()) ?? '');
    expect(row).toMatchObject({ status: 'paid', product_kind: 'voip', total_with_vat_cents: 3326 });
    expect(JSON.parse(row!.product)).toMatchObject({
      number: '+31612345678',
      portingCents: 1500,
      porting: { currentProvider: 'KPN', holderName: 'Jan de Vries', date: earliest, atContractEnd: false },
    });
    expect(await storedWizard(page)).toBeNull();
  });

  test('after a failed iDEAL payment, "Back to payment" opens the VOIP wizard’s payment step with everything kept', async ({
    page,
  }) => {
    await openIn(page, `${WIZARD}?choice=port`, 'en');
    await page.getByRole('textbox', { name: 'Phone number *' }).fill('+32 2 345 67 89');
    await page.getByRole('combobox', { name: 'Current provider *' }).fill('Proximus');
    await page.getByRole('textbox', { name: 'Name of the account holder *' }).fill('Marie Dubois');
    await page.getByRole('radio', { name: /^At the end of my contract/ }).check();
    await page.getByRole('checkbox', { name: /^I authorise TeleNova/ }).check();
    // An international number: € 14,00 a month and € 35,00 once, € 49,00 + 21% = € 59,29 today.
    await expect(page.getByTestId('total')).toHaveText(`To pay today incl. VAT ${formatEuro(5929, 'en-GB')}`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Full name').fill('Marie Dubois');
    await page.getByRole('main').getByLabel('Email address').fill(uniqueEmail('voip-mislukt'));
    await page.getByLabel('Phone number').fill('06 12345678');
    await page.getByLabel('Postcode').fill('1012 JS');
    await page.getByLabel('House number').fill('1');
    await page.getByLabel('House number').blur();
    await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('checkbox', { name: /^I want my service to start straight away/ }).check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
    await page.getByRole('button', { name: 'Let the payment fail' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
    await expect(fact(page, 'Product')).toContainText('Keeping your number +32 2 345 67 89');
    await expect(fact(page, 'To pay today incl. VAT')).toHaveText(formatEuro(5929, 'en-GB'));
    await expect(page.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', WIZARD);

    await page.getByRole('link', { name: 'Back to payment' }).click();
    await expectStep(page, 3);
    await expect(page).toHaveURL(/choice=port/);
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Marie Dubois');
    await expect(page.getByTestId('total')).toHaveText(`To pay today incl. VAT ${formatEuro(5929, 'en-GB')}`);
    await page.getByRole('button', { name: 'Step 1: Number and bundle' }).click();
    await expect(page.getByRole('textbox', { name: 'Phone number *' })).toHaveValue('+32 2 345 67 89');
  });

  test('/voip’s "Keep your number" opens the wizard on keeping a number', async ({ page }) => {
    await openIn(page, '/voip', 'en');
    await page.getByRole('main').getByRole('link', { name: 'Keep your number' }).first().click();
    await expect(page).toHaveURL(/\/voip\/configureren\?choice=port/);
    await expect(page.getByRole('radio', { name: /^Keep my number/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Phone number *' })).toBeVisible();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the total bar shows today’s amount and the month after it, and never hides the focus', async ({ page }) => {
    await openIn(page, WIZARD, 'nl');
    const numbers = await shownNumbers(page);
    await page.getByRole('radio', { name: formatPhoneNumber(numbers[0]!), exact: true }).check();
    await page.getByRole('radio', { name: /^Europa/ }).check();
    const bar = page.getByTestId('total-bar');
    await expect(bar).toContainText(`Vandaag incl. btw ${euroNl(2721)} daarna ${euroNl(2721)}/maand`);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height).toBeLessThanOrEqual(88);

    // Every stop of step 1 stays clear of the bar (WCAG 2.4.11).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { level: 1 }).click();
    for (let presses = 0; presses < 40; presses++) {
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the whole VOIP wizard can be completed with the keyboard alone, with a visible focus on every stop', async ({
  page,
}) => {
  await openIn(page, WIZARD, 'en');
  /** Presses Tab (or Shift+Tab) until the target has the focus; every stop must show its focus. */
  async function tabTo(target: Locator) {
    for (let presses = 0; presses < 80; presses++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
      const shown = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return true;
        const style = getComputedStyle(element);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      });
      expect(shown, 'a visible focus').toBe(true);
    }
    throw new Error(`Tab did not reach ${target.toString()}`);
  }

  // Keep my number, with the arrow keys in the first radio group.
  await tabTo(page.getByRole('radio', { name: /^New number/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Keep my number/ })).toBeChecked();
  await tabTo(page.getByRole('textbox', { name: 'Phone number *' }));
  await page.keyboard.type('020 123 4567');
  await tabTo(page.getByRole('combobox', { name: 'Current provider *' }));
  await page.keyboard.type('Ziggo');
  await tabTo(page.getByRole('textbox', { name: 'Name of the account holder *' }));
  await page.keyboard.type('Kees Toetsenbord');
  await tabTo(page.getByRole('radio', { name: /^On a date I choose/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^At the end of my contract/ })).toBeChecked();
  const consent = page.getByRole('checkbox', { name: /^I authorise TeleNova to move this number/ });
  await tabTo(consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page.getByRole('radio', { name: /^No bundle/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Netherlands unlimited/ })).toBeChecked();
  await tabTo(page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expectStep(page, 2);

  const type = async (label: string, text: string) => {
    await tabTo(page.getByLabel(label, { exact: false }).first());
    await page.keyboard.type(text);
  };
  await type('Full name', 'Kees Toetsenbord');
  await type('Email address *', uniqueEmail('voip-keyboard'));
  await type('Phone number', '0612345678');
  await type('Postcode', '1012JS');
  await type('House number', '1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
  await tabTo(page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expectStep(page, 3);

  // A credit card, with the arrow keys in the payment methods.
  await tabTo(page.getByRole('radio', { name: 'iDEAL' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await type('Card number', '4242424242424242');
  await type('Expiry date', '12/39');
  await type('CVC', '123');
  await type('Name on card', 'Kees Toetsenbord');
  const delivery = page.getByRole('checkbox', { name: /^I want my service to start straight away/ });
  await tabTo(delivery);
  await page.keyboard.press('Space');
  await tabTo(page.getByRole('button', { name: 'Place order and pay' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/order-confirmation');
  await expect(fact(page, 'Keeping your number')).toContainText('At the end of your current contract');
  await expect(fact(page, 'Paid today incl. VAT')).toHaveText(formatEuro(3326, 'en-GB'));
});

test('axe-core finds no violations on each step of the VOIP wizard and on its confirmation', async ({ page }) => {
  await openIn(page, WIZARD, 'nl');
  await shownNumbers(page);
  await expectNoAxeViolations(page, 'step 1, a new number');
  await page.getByRole('button', { name: 'Volgende', exact: true }).press('Enter');
  await expectNoAxeViolations(page, 'step 1, no number chosen');
  await page.getByRole('radio', { name: /^Nummer behouden/ }).check();
  await page.getByRole('textbox', { name: 'Telefoonnummer *' }).fill('999');
  await page.getByRole('button', { name: 'Volgende', exact: true }).press('Enter');
  await expectNoAxeViolations(page, 'step 1, porting with errors');
  await page.getByRole('radio', { name: /^Nieuw nummer/ }).check();
  const numbers = await shownNumbers(page);
  await page.getByRole('radio', { name: formatPhoneNumber(numbers[3]!), exact: true }).check();
  await expect(page.getByTestId('number-hold')).toContainText('voor u vastgehouden');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  // Step 2 focuses its heading and scrolls (smoothly) up: a click forced on the button (aria-disabled, so Playwright
  // would wait for ever) can miss it while it moves. Enter on the button itself does not.
  await expectStep(page, 2);
  await page.getByRole('button', { name: 'Volgende', exact: true }).press('Enter');
  await expectNoAxeViolations(page, 'step 2 with errors');
  await fillDetailsNl(page, uniqueEmail('voip-axe'));
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  await expectNoAxeViolations(page, 'step 3');
  await page.getByLabel('Kaartnummer *').fill('4242 4242 4242 4242');
  await page.getByLabel('Vervaldatum (MM/JJ) *').fill('12/39');
  await page.getByLabel('CVC *').fill('123');
  await page.getByLabel('Naam op kaart *').fill('Jan de Vries');
  await page.getByRole('checkbox', { name: /^Ik wil dat mijn dienst direct start/ }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling!');
  await expectNoAxeViolations(page, 'confirmation');
});

test.describe('the confirmation page of the AI plans', () => {
  test('shows AI voicemail’s plan and month, and the AI assistant’s plan, business, free days and price after them', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('ai-bevestiging');
    const password = 'Bevestig-Wachtwoord-1';
    const registered = await request.post('/api/auth/register', {
      data: { firstName: 'Aida', lastName: 'de Boer', email, password, acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    const login = await request.post('/api/auth/login', { data: { email, password } });
    const { token, user } = (await login.json()) as { token: string; user: unknown };
    const order = async (product: Record<string, unknown>) => {
      const response = await request.post('/api/orders', {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': uniqueEmail('sleutel') },
        data: {
          product,
          customer: {
            name: 'Aida de Boer',
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
            card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Aida de Boer' },
          },
          account: 'existing',
          withdrawalConsent: true,
        },
      });
      expect(response.status()).toBe(201);
      return (
        (await response.json()) as { order: { id: string; status: string; paidAt: string | null; createdAt: string } }
      ).order;
    };
    const voicemail = await order({ kind: 'ai-voicemail', plan: 'pro' });
    const assistant = await order({
      kind: 'ai-assistant',
      plan: 'professional',
      business: { name: 'Bakkerij de Boer', languages: ['nl', 'en'] },
    });
    await page.addInitScript(
      ({ token, user }) => {
        window.localStorage.setItem('auth-token', token);
        window.localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user },
    );

    await openIn(page, `/order-confirmation?order=${voicemail.id}`, 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling!');
    await expect(fact(page, 'Product')).toHaveText('AI-voicemail Pro');
    // € 24,99 + 21% = € 30,24, today and then each month.
    await expect(fact(page, 'Vandaag betaald incl. btw')).toHaveText(euroNl(3024));
    await expect(fact(page, 'Daarna per maand incl. btw')).toHaveText(`${euroNl(3024)} per maand`);
    await expect(page.getByRole('link', { name: 'Meer over AI-voicemail' })).toHaveAttribute('href', '/ai-voicemail');
    await expect(page.getByText(/QR/)).toHaveCount(0);

    await openIn(page, `/order-confirmation?order=${assistant.id}`, 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling!');
    await expect(page.getByText('uw gratis proefperiode is gestart')).toBeVisible();
    const lastFreeDay = trialEndOf((assistant.paidAt ?? assistant.createdAt).slice(0, 10), 30);
    const written = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${lastFreeDay}T00:00:00Z`),
    );
    await expect(fact(page, 'Product')).toContainText('AI-assistent Professional voor Bakkerij de Boer');
    await expect(fact(page, 'Product')).toContainText(`Gratis tot en met ${written}`);
    await expect(fact(page, 'Vandaag betaald incl. btw')).toHaveText(euroNl(0));
    // € 99,00 + 21% = € 119,79 a month once the trial is over.
    await expect(fact(page, 'Na de proefperiode per maand incl. btw')).toHaveText(`${euroNl(11979)} per maand`);
    await expect(fact(page, 'Betaling')).toContainText('Creditcard — vastgelegd voor na uw gratis proefperiode');
    await expect(fact(page, 'Vandaag excl. btw')).toHaveCount(0);
    await expectNoAxeViolations(page, 'AI assistant confirmation');
  });
});
