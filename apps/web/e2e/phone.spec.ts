import { formatEuro, formatPhoneNumber, type CallsAnswer, type SipAccountAnswer } from '@telecom/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expect, openIn, signIn, test, uniqueEmail, watchErrors, WCAG_TAGS } from './fixtures';
import { signInAsDemo, voipCustomer } from './demo-voip';

// Issue 39 (decisions.md §15): /dashboard/bellen shows a VOIP number's SIP account, sets its password
// (shown once) and lists the number's calls that the demo seed recorded (apps/api/src/db/seed/demo.ts), each rated
// with its NL unlimited bundle.

test.use({ reducedMotion: 'reduce' });

/**
 * The day the server's demo seed ran (its calls are so many days before it): the newest call, a day before, tells. Not
 * the test's own clock, which may have passed midnight since the server started.
 */
async function seedDay(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const { calls } = (await (await request.get('/api/calls', { headers: auth })).json()) as CallsAnswer;
  return new Date(Date.parse(calls[0]!.startedAt.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * When the seed's call `daysAgo` days before the seed's day at a time of day (UTC) started, written as the browser
 * writes it in the page language on the clock of Amsterdam.
 */
function seededStart(page: Page, today: string, daysAgo: number, utcTime: string, locale: string): Promise<string> {
  const day = new Date(Date.parse(today) - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return page.evaluate(
    ([iso, tag]) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(
        new Date(iso!),
      ),
    [`${day}T${utcTime}Z`, locale],
  );
}

test('the SIP card shows how to sign in, and sets a password that is shown once, with the keyboard', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  // A customer of its own: the screenshot test below sets the demo account's password, perhaps at the same moment.
  const customer = await voipCustomer(request, 'Sanne');
  const { number } = customer;
  const before = (await (
    await request.get(`/api/voip/numbers/${encodeURIComponent(number)}/sip`, { headers: customer.auth })
  ).json()) as SipAccountAnswer;
  expect(before.passwordSetAt).toBeNull();
  await signIn(page, customer);
  await openIn(page, '/dashboard/bellen', 'nl');

  const card = page.getByRole('region', { name: `SIP-gegevens van ${formatPhoneNumber(number)}` });
  await expect(card.getByTestId('sip-username')).toHaveText(number.slice(1));
  await expect(card.getByTestId('sip-server')).toHaveText(before.server);
  await expect(card).toContainText('Gebruik deze gegevens in elke SIP-telefoon of app');
  await expect(card.getByRole('button', { name: 'Gebruikersnaam kopiëren' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'WebSocket-adres kopiëren' })).toBeVisible();
  // A new number has no password yet.
  const set = card.getByRole('button', { name: 'Wachtwoord instellen' });
  await expect(card.getByTestId('sip-password-state')).toHaveText(
    'Nog geen wachtwoord: stel er een in om met dit nummer in te loggen.',
  );

  // Enter opens the dialog with Cancel focused; Escape closes it and gives the focus back.
  await set.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(set).toBeFocused();
  await expect(card.getByLabel('Je nieuwe SIP-wachtwoord', { exact: true })).toHaveCount(0);

  // Once more, and on to the confirmation with Tab.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  const confirm = dialog.getByRole('button', { name: 'Wachtwoord instellen' });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const password = card.getByLabel('Je nieuwe SIP-wachtwoord', { exact: true });
  await expect(password).toHaveValue(/^[A-Za-z0-9_-]{24}$/);
  await expect(password).toBeFocused();
  await expect(card).toContainText('we laten dit wachtwoord niet nog een keer zien');
  await expect(card.getByRole('button', { name: 'Wachtwoord kopiëren' })).toBeVisible();
  await expect(card.getByTestId('sip-password-state')).toHaveText(/^Ingesteld op \d{1,2} \S+ \d{4} om \d{2}:\d{2}\.$/);
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  // A new password replaces the old one: the dialog now says the old one stops working.
  await card.getByRole('button', { name: 'Nieuw wachtwoord' }).click();
  await expect(dialog).toContainText('Je huidige wachtwoord werkt daarna meteen niet meer');
  expect(await axeViolations(page, { tags: WCAG_TAGS, label: 'dialog' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // Reloaded: no password to see any more, only when it was set.
  await page.reload();
  await expect(card.getByTestId('sip-username')).toHaveText(number.slice(1));
  await expect(card.getByLabel('Je nieuwe SIP-wachtwoord', { exact: true })).toHaveCount(0);
  await expect(card.getByTestId('sip-password-state')).toHaveText(/^Ingesteld op /);
  await expect(card.getByRole('button', { name: 'Nieuw wachtwoord' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the call history shows the seeded calls with their duration, destination, outcome and cost', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { auth, number } = await signInAsDemo(page, request);
  const today = await seedDay(request, auth);
  // From the dashboard's VOIP subscription; the account tabs lead here too.
  await openIn(page, '/dashboard', 'nl');
  await page
    .getByTestId('subscription')
    .filter({ hasText: formatPhoneNumber(number) })
    .getByRole('link', { name: 'SIP-gegevens en gesprekken' })
    .click();
  await expect(page).toHaveURL('/dashboard/bellen');
  await expect(
    page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Bellen' }),
  ).toHaveAttribute('aria-current', 'page');

  const history = page.getByRole('table', { name: 'Je gesprekken, nieuwste eerst. Kosten excl. btw.' });
  await expect(history.getByRole('columnheader')).toHaveText([
    'Datum en tijd',
    'Richting',
    'Nummer',
    'Duur',
    'Bestemming',
    'Resultaat',
    'Kosten',
  ]);
  const rows = history.getByRole('row');
  // The header and six calls, newest first.
  await expect(rows).toHaveCount(7);
  const cells = (index: number) => rows.nth(index).getByRole('cell');
  // A day ago to a Rotterdam landline: in the bundle.
  await expect(cells(1)).toHaveText([
    await seededStart(page, today, 1, '15:45:50', 'nl-NL'),
    /Uitgaand$/,
    '010 456 7890',
    '0:38',
    'Vaste nummers Nederland',
    'Beantwoord',
    'Gratis',
  ]);
  await expect(cells(2)).toHaveText([
    await seededStart(page, today, 2, '10:02:09', 'nl-NL'),
    /Uitgaand$/,
    '06 8765 4321',
    '0:00',
    'Mobiele nummers Nederland',
    'Niet beantwoord',
    /Geen kosten$/,
  ]);
  // 61 s to a Belgian mobile: 2 started minutes at € 0,08, which NL unlimited does not cover.
  await expect(cells(3)).toHaveText([
    await seededStart(page, today, 3, '14:20:45', 'nl-NL'),
    /Uitgaand$/,
    '+32471234567',
    '1:01',
    'Mobiele nummers Europa',
    'Beantwoord',
    formatEuro(16, 'nl-NL'),
  ]);
  await expect(cells(3).last()).toHaveText('€ 0,16');
  await expect(cells(4)).toHaveText([
    await seededStart(page, today, 5, '09:05:12', 'nl-NL'),
    /Inkomend$/,
    '06 5123 4567',
    '3:07',
    `Je nummer ${formatPhoneNumber(number)}`,
    'Beantwoord',
    /Geen kosten$/,
  ]);
  await expect(cells(6)).toHaveText([
    await seededStart(page, today, 9, '08:12:04', 'nl-NL'),
    /Uitgaand$/,
    '030 234 5678',
    '4:12',
    'Vaste nummers Nederland',
    'Beantwoord',
    'Gratis',
  ]);
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  expect(errors).toEqual([]);
});

test('an account without a VOIP number is shown where to choose one', async ({ page, request }) => {
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: 'Noor',
      lastName: 'Jansen',
      email: uniqueEmail('bellen'),
      password: 'Eerste-Wachtwoord-1',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, (await registered.json()) as { token: string; user: unknown });
  await openIn(page, '/dashboard/bellen', 'nl');
  await expect(page.getByTestId('no-numbers')).toHaveText('Je hebt nog geen VOIP-nummer. Kies een nummer');
  await expect(page.getByRole('link', { name: 'Kies een nummer' })).toHaveAttribute('href', '/voip/configureren');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the history says when there are no calls yet, and when they could not be loaded', async ({ page, request }) => {
  await signInAsDemo(page, request);
  await page.route('**/api/calls', (route) => route.fulfill({ json: { calls: [] } }));
  await openIn(page, '/dashboard/bellen', 'nl');
  await expect(page.getByTestId('no-calls')).toHaveText('Nog geen gesprekken.');
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.unroute('**/api/calls');
  await page.route('**/api/calls', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong' } }),
  );
  await page.reload();
  await expect(page.getByTestId('call-history').getByRole('alert')).toHaveText(
    'Je gesprekken konden niet worden geladen. Probeer het later opnieuw.',
  );
  // The SIP card does not depend on the history.
  await expect(page.getByTestId('sip-username')).toBeVisible();
});

for (const { language, locale, sip, calls, duration } of [
  { language: 'en', locale: 'en-GB', sip: 'SIP details of', calls: 'Calls', duration: 'Duration' },
  { language: 'es', locale: 'es-ES', sip: 'Datos SIP de', calls: 'Llamadas', duration: 'Duración' },
] as const) {
  test(`the phone page in ${language} has translated headings and costs`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const { number } = await signInAsDemo(page, request);
    await openIn(page, '/dashboard/bellen', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(calls);
    await expect(page.getByRole('heading', { level: 2, name: `${sip} ${formatPhoneNumber(number)}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: calls })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: duration })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '1:01' })).toContainText(formatEuro(16, locale));
    expect(errors).toEqual([]);
  });
}

test('the phone page at 390 and 1280 px: screenshots, and nothing wider than the page', async ({ page, request }) => {
  await signInAsDemo(page, request);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openIn(page, '/dashboard/bellen', 'nl');
    await expect(page.getByTestId('call')).toHaveCount(6);
    // Nothing reaches past the page's right edge (named, when something does).
    const beyond = await page.evaluate(
      (edge) =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > edge + 1)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      width,
    );
    expect(beyond).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`phone-${width}.png`), fullPage: true });
  }
  // The card with a new password on a phone: the field and its copy button fit.
  await page.setViewportSize({ width: 390, height: 900 });
  const card = page.getByTestId('sip-account');
  await card.getByRole('button', { name: /^(Wachtwoord instellen|Nieuw wachtwoord)$/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Wachtwoord instellen|Nieuw wachtwoord)$/ })
    .click();
  await expect(card.getByLabel('Je nieuwe SIP-wachtwoord', { exact: true })).toHaveValue(/^[A-Za-z0-9_-]{24}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.screenshot({ path: test.info().outputPath('phone-password-390.png') });
});
