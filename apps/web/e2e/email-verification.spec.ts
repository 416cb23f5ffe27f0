// Confirming the e-mail address (docs/contracts.md §6), in Dutch: the link mailed at registration, the reminder above
// the signed-in pages with its "send a new link" button, the page of the link in each of its outcomes, a changed
// address in the profile, and single-line fields that refuse tabs and line breaks.
import type { APIRequestContext, Page } from '@playwright/test';
import { translateMessage, type MessageKey } from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import {
  axeViolations,
  database,
  expect,
  mailsTo,
  openIn,
  signIn,
  tabTest as test,
  uniqueEmail,
  WCAG_TAGS,
} from './fixtures';

const nl = (key: MessageKey, params: Record<string, string | number> = {}) => translateMessage(key, 'nl', params);
const PASSWORD = 'Bevestig-Wachtwoord-12';

const TEXTS = {
  bannerTitle: 'Bevestig je e-mailadres',
  bannerBody: (email: string) =>
    `Je e-mailadres is nog niet bevestigd. We hebben een bevestigingslink gestuurd naar ${email}. De link is 24 uur geldig.`,
  bannerWhy: 'Na je bevestiging zie je ook de facturen en diensten die op dit e-mailadres staan in je account.',
  confirmed:
    'Bedankt, je e-mailadres is bevestigd. De facturen en diensten op dit e-mailadres zie je nu in je account.',
  used: 'Deze link is al gebruikt. Heb je hem eerder geopend, dan is je e-mailadres al bevestigd.',
  expired: 'Deze link is verlopen: een bevestigingslink is 24 uur geldig.',
  invalid:
    'Deze link is ongeldig. Misschien is hij niet helemaal gekopieerd, of is het e-mailadres van het account gewijzigd nadat we hem stuurden.',
  missingToken: 'Deze link is onvolledig. Open de volledige link uit de e-mail.',
  resend: 'Stuur een nieuwe link',
};

/** axe-core (WCAG 2.0–2.2 A and AA, as e2e/a11y.spec.ts) on a state the page-table walk does not reach. */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
}

/** The mails to an address once there are `count` of them (they leave after the API's answer). */
async function waitForMails(address: string, count: number): Promise<string[]> {
  await expect.poll(() => mailsTo(address).length, { message: `${count} mail(s) to ${address}` }).toBe(count);
  return mailsTo(address);
}

/** The confirmation link of a mail, as a path on this site (the .eml is quoted-printable). */
function confirmationPath(mail: string | undefined): string {
  const text = mail?.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
  const path = /\/email-bevestigen\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!path) throw new Error('no confirmation link in the mail');
  return path;
}

async function registerByApi(request: APIRequestContext, email = uniqueEmail('bevestig')) {
  const response = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Fenna', lastName: 'Bakker', email, password: PASSWORD, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  return { email, ...((await response.json()) as { token: string; user: { id: number; emailVerified: boolean } }) };
}

const banner = (page: Page) => page.getByTestId('email-verification-banner');
const card = (page: Page) => page.getByRole('main');

test.describe('confirming the e-mail address', () => {
  test('register → the reminder on the dashboard → the mailed link confirms → the reminder is gone; the link works once', async ({
    page,
  }) => {
    const email = uniqueEmail('nieuw-bevestig');
    await openIn(page, '/register', 'nl');
    const main = page.getByRole('main');
    await main.getByLabel('Voornaam').fill('Fenna');
    await main.getByLabel('Achternaam').fill('Bakker');
    await main.getByLabel('E-mailadres').fill(email);
    await main.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Bevestig wachtwoord', { exact: true }).fill(PASSWORD);
    await main.getByLabel(/Ik ga akkoord met de/).check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    // The spec's message word for word, and the link on a line of its own.
    await expect(page.getByRole('status').filter({ hasText: 'Account succesvol aangemaakt!' })).toHaveText(
      'Account succesvol aangemaakt! Je wordt doorgestuurd naar de loginpagina...',
    );
    await expect(page.getByRole('status').filter({ hasText: 'om je e-mailadres te bevestigen' })).toHaveText(
      `We hebben een link naar ${email} gestuurd om je e-mailadres te bevestigen.`,
    );

    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    await main.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(TEXTS.bannerTitle);
    await expect(banner(page)).toContainText(TEXTS.bannerBody(email));
    await expect(banner(page)).toContainText(TEXTS.bannerWhy);

    const [mail] = await waitForMails(email, 1);
    const link = confirmationPath(mail);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mailadres bevestigen');
    await expect(page.getByRole('status')).toHaveText(TEXTS.confirmed);
    await expect(page).toHaveTitle('E-mailadres bevestigen | TeleNova');
    const row = database().prepare('SELECT email_verified_at FROM users WHERE email = ?').get(email) as {
      email_verified_at: string | null;
    };
    expect(row.email_verified_at).not.toBeNull();

    await page.getByRole('link', { name: 'Naar je dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom terug, Fenna!');
    await expect(banner(page)).toHaveCount(0);

    // The same link again: used up. This account is confirmed, so no new link is offered.
    await page.goto(link);
    await expect(card(page).getByRole('alert')).toHaveText(TEXTS.used);
    await expect(card(page)).toContainText('Het e-mailadres van je account is bevestigd.');
    await expect(page.getByRole('button', { name: TEXTS.resend })).toHaveCount(0);
  });

  test('a made-up token is invalid and a link without one incomplete; signed out, the way to a new link is logging in', async ({
    page,
  }) => {
    await openIn(page, '/email-bevestigen?token=verzonnen-token-123', 'nl');
    await expect(card(page).getByRole('alert')).toHaveText(TEXTS.invalid);
    await expect(card(page)).toContainText(
      'Log in om een nieuwe bevestigingslink aan te vragen: de knop staat bovenaan je dashboard.',
    );
    await expect(card(page).getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard',
    );

    await openIn(page, '/email-bevestigen', 'nl');
    await expect(card(page).getByRole('alert')).toHaveText(TEXTS.missingToken);
    await expect(page).toHaveTitle('E-mailadres bevestigen | TeleNova');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Bevestig het e-mailadres van je TeleNova-account met de link uit je e-mail.',
    );
  });

  test('an expired link says so and, signed in, sends a new link that works', async ({ page, request }) => {
    const account = await registerByApi(request);
    const [first] = await waitForMails(account.email, 1);
    const expiredLink = confirmationPath(first);
    const db = database({ writable: true });
    try {
      const changed = db
        .prepare('UPDATE email_verifications SET expires_at = ? WHERE user_id = ?')
        .run(Date.now() - 60_000, account.user.id);
      expect(changed.changes).toBe(1);
    } finally {
      db.close();
    }

    await signIn(page, account);
    await openIn(page, expiredLink, 'nl');
    await expect(card(page).getByRole('alert')).toHaveText(TEXTS.expired);
    await expect(card(page)).toContainText(`Nieuwe link nodig? We sturen hem naar ${account.email}.`);
    await card(page).getByRole('button', { name: TEXTS.resend }).click();
    await expect(card(page).getByRole('status')).toHaveText(nl('auth.verification.sent', { email: account.email }));
    await expectNoAxeViolations(page);
    const mails = await waitForMails(account.email, 2);

    await page.goto(confirmationPath(mails[1]));
    await expect(page.getByRole('status')).toHaveText(TEXTS.confirmed);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Naar je dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner(page)).toHaveCount(0);
  });

  test("the reminder's button sends a new link and says where; too many say how long to wait", async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request);
    await signIn(page, account);
    await openIn(page, '/dashboard', 'nl');
    const button = banner(page).getByRole('button', { name: TEXTS.resend });
    await button.click();
    await expect(banner(page).getByRole('status')).toHaveText(nl('auth.verification.sent', { email: account.email }));
    await expectNoAxeViolations(page);
    await waitForMails(account.email, 2);

    // Five an hour per account: the fifth still goes, the sixth is refused with the wait in minutes.
    for (let sent = 2; sent <= 5; sent++) {
      const answer = page.waitForResponse('**/api/auth/resend-verification');
      await button.click();
      expect((await answer).status()).toBe(202);
    }
    await button.click();
    await expect(banner(page).getByRole('alert')).toHaveText(
      /^Te veel pogingen\. Probeer het over \d+ minuten opnieuw$/,
    );
    await expect(button).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a new address in the profile gets its own link, the old one a notice, and the reminder shows again', async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request);
    const [mail] = await waitForMails(account.email, 1);
    const token = new URL(confirmationPath(mail), 'http://site').searchParams.get('token');
    expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(204);

    await signIn(page, { token: account.token, user: { ...account.user, emailVerified: true } });
    await openIn(page, '/dashboard/profile', 'nl');
    await expect(banner(page)).toHaveCount(0);
    const newEmail = uniqueEmail('nieuw-adres');
    await card(page).getByLabel('E-mailadres').fill(newEmail);
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Je gegevens zijn opgeslagen.' }),
    ).toHaveText(
      `Je gegevens zijn opgeslagen. We hebben een bevestigingslink gestuurd naar ${newEmail} en een melding van de wijziging naar je vorige e-mailadres.`,
    );
    await expect(banner(page)).toContainText(TEXTS.bannerBody(newEmail));

    const [toNew] = await waitForMails(newEmail, 1);
    expect(confirmationPath(toNew)).toMatch(/token=/);
    const toOld = await waitForMails(account.email, 2);
    expect(toOld[1]).not.toMatch(/email-bevestigen/);
  });

  test('the back office shows whether each address is confirmed', async ({ page, request }) => {
    const account = await registerByApi(request);
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    await signIn(page, (await login.json()) as { token: string; user: unknown });
    await openIn(page, `/admin/users?search=${encodeURIComponent(account.email)}`, 'nl');
    const row = page.getByTestId('users-table').getByRole('row').filter({ hasText: account.email });
    await expect(row.getByText('Niet bevestigd', { exact: true })).toBeVisible();
    await openIn(page, `/admin/users?search=${encodeURIComponent(E2E_ADMIN.email)}`, 'nl');
    await expect(
      page
        .getByTestId('users-table')
        .getByRole('row')
        .filter({ hasText: E2E_ADMIN.email })
        .getByText('Bevestigd', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('single-line fields', () => {
  test('a tab or line break in a name, and an address with a display name, are refused next to the field', async ({
    page,
  }) => {
    await openIn(page, '/register', 'nl');
    const main = page.getByRole('main');
    const firstName = main.getByLabel('Voornaam');
    await firstName.fill('Jan\tJansen');
    await main.getByLabel('E-mailadres').fill('a<evil@evil.test>');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(firstName).toHaveAccessibleDescription(nl('validation.singleLine'));
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveValue('Jan\tJansen');
    await expect(main.getByLabel('E-mailadres')).toHaveAccessibleDescription('Voer een geldig e-mailadres in');
  });
});
