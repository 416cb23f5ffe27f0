import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { translateMessage, type MessageKey } from '@telecom/domain';
import { readFileSync } from 'node:fs';
import { E2E_ADMIN } from '../playwright.config';
import {
  asNewVisitor,
  axeViolations,
  database,
  esimProOrder,
  expect,
  holdRequests,
  mailsTo,
  openIn,
  tabTest as test,
  uniqueEmail,
  watchErrors,
} from './fixtures';

const nl = (key: MessageKey) => translateMessage(key, 'nl');
const PASSWORD = 'Eerste-Wachtwoord-1';

async function registerByApi(request: APIRequestContext, email = uniqueEmail('klant'), password = PASSWORD) {
  const response = await request.post('/api/auth/register', {
    data: { firstName: 'Sanne', lastName: 'de Vries', email, password, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  return { email, password, ...((await response.json()) as { token: string; user: { id: number } }) };
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('E-mailadres').fill(email);
  await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

test.describe('an account from registration to a new password', () => {
  test('register → log in → dashboard → profile → password → log out → log in with the new password', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('nieuw');
    await openIn(page, '/register?plan=pro', 'nl');
    await expect(page.getByTestId('plan-choice')).toHaveText(
      'Je hebt het AI Voicemail Pro-abonnement gekozen. Maak je account aan om verder te gaan.',
    );

    // Every rule of spec point 5, in Dutch, and the focus on the first field that needs attention.
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    for (const message of [
      'Voornaam is verplicht',
      'Achternaam is verplicht',
      'E-mailadres is verplicht',
      'Wachtwoord is verplicht',
      'Bevestig je wachtwoord',
      'Je moet akkoord gaan met de voorwaarden',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Voornaam')).toBeFocused();
    await page.getByRole('main').getByLabel('E-mailadres').fill('sanne@');
    await page.getByRole('main').getByLabel('Telefoonnummer (optioneel)').fill('06-abc');
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await page.getByRole('main').getByLabel('Bevestig wachtwoord', { exact: true }).fill('anders');
    await expect(page.getByText('Voer een geldig e-mailadres in')).toBeVisible();
    await expect(page.getByText('Voer een geldig telefoonnummer in')).toBeVisible();
    await expect(page.getByText('Wachtwoord moet minimaal 8 karakters zijn')).toBeVisible();
    await expect(page.getByText('Wachtwoorden komen niet overeen')).toBeVisible();

    // The strength meter: 25/50/75/100% with hints at what is missing.
    const meter = page.getByTestId('password-strength');
    await expect(meter).toContainText('Wachtwoordsterkte: Zwak');
    await expect(meter).toContainText(
      'Voeg toe: minimaal 8 karakters, een hoofdletter, een cijfer, een speciaal teken',
    );
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill('korter12');
    await expect(meter).toContainText('Wachtwoordsterkte: Gemiddeld');
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill('Korter12');
    await expect(meter).toContainText('Wachtwoordsterkte: Goed');
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await expect(meter).toContainText('Wachtwoordsterkte: Sterk');
    await expect(meter.locator('.strength__bar span')).toHaveAttribute('style', 'width: 100%;');

    await page.getByRole('main').getByLabel('Voornaam').fill('Sanne');
    await page.getByRole('main').getByLabel('Achternaam').fill('de Vries');
    await page.getByRole('main').getByLabel('E-mailadres').fill(email);
    await page.getByRole('main').getByLabel('Telefoonnummer (optioneel)').fill('+31 6 1234 5678');
    await page.getByRole('main').getByLabel('Bevestig wachtwoord', { exact: true }).fill(PASSWORD);
    await page
      .getByRole('main')
      .getByLabel(/Ik ga akkoord met de/)
      .check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account succesvol aangemaakt!' })).toHaveText(
      'Account succesvol aangemaakt! Je wordt doorgestuurd naar de loginpagina...',
    );
    const row = database().prepare('SELECT first_name, last_name, phone, role FROM users WHERE email = ?').get(email);
    expect(row).toEqual({ first_name: 'Sanne', last_name: 'de Vries', phone: '+31 6 1234 5678', role: 'customer' });

    // After 2 s the login page, with the new address filled in, leading on to ordering the chosen plan.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fai-voicemail%2Fbestellen%3Fplan%3Dpro$/, { timeout: 5000 });
    await expect(page.getByRole('main').getByLabel('E-mailadres')).toHaveValue(email);
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill('Verkeerd-wachtwoord-9');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(nl('errors.INVALID_CREDENTIALS'));
    await expect(page.getByRole('main').getByLabel('E-mailadres')).toHaveValue(email);
    await logIn(page, email, PASSWORD);

    // Signed in: the order page of the plan chosen at sign-up (ordering it is ai-order.spec.ts's story).
    await expect(page).toHaveURL(/\/ai-voicemail\/bestellen\?plan=pro$/);
    await expect(page.getByRole('radio', { name: /^Pro/ })).toBeChecked();
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom terug, Sanne!');
    await expect(page.getByTestId('member-since')).not.toHaveText('Onbekend');
    await expect(page.getByTestId('chosen-plan')).toContainText(
      'Bij je aanmelding koos je het AI Voicemail Pro-abonnement.',
    );
    // No orders yet: nothing to show, and no sample figure in its place (docs/contracts.md §8).
    await expect(page.getByTestId('monthly-cost')).toHaveText('€ 0,00');
    await expect(page.getByTestId('count-esim')).toHaveText('0');
    await expect(page.getByTestId('no-esims')).toHaveText('Je hebt nog geen eSIMs — bestel er een');
    await expect(page.getByTestId('no-orders')).toHaveText('Je hebt nog geen bestellingen.');
    await expect(page.getByRole('link', { name: /AI-spraakassistent instellen/ })).toHaveAttribute(
      'href',
      '/ai-voice-assistant',
    );
    await expect(page.getByRole('main').getByRole('link', { name: /^Support/ })).toHaveAttribute('href', '/support');

    // Profile: the change is stored and shows in the header at once.
    await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Profiel' }).click();
    await page.getByRole('main').getByLabel('Achternaam').fill('Jansen');
    await page.getByRole('main').getByLabel('Telefoonnummer (optioneel)').fill('');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sanne Jansen');
    expect(database().prepare('SELECT last_name, phone FROM users WHERE email = ?').get(email)).toEqual({
      last_name: 'Jansen',
      phone: null,
    });

    // Password: a wrong current password is refused; the right one changes it and the page stays signed in.
    const newPassword = 'Tweede-Wachtwoord-2';
    await page.getByRole('main').getByLabel('Huidig wachtwoord').fill('Niet-het-goede-1');
    await page.getByRole('main').getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('main').getByLabel('Bevestig wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByRole('main').getByLabel('Huidig wachtwoord')).toHaveAccessibleDescription(
      nl('errors.WRONG_PASSWORD'),
    );
    await page.getByRole('main').getByLabel('Huidig wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Huidig wachtwoord')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profiel');

    // Log out, and back in with the new password.
    await page.getByRole('button', { name: /Sanne Jansen/ }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth-token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(nl('errors.INVALID_CREDENTIALS'));
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors.filter((error) => !error.includes('401') && !error.includes('400'))).toEqual([]);
  });
});

test.describe('the login page', () => {
  test('shows each field message, keeps what was typed, and the social buttons say they are coming', async ({
    page,
  }) => {
    await openIn(page, '/login', 'nl');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByText('E-mailadres is verplicht')).toBeVisible();
    await expect(page.getByText('Wachtwoord is verplicht')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mailadres')).toBeFocused();
    await page.getByRole('main').getByLabel('E-mailadres').fill('iemand');
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill('12345');
    await expect(page.getByText('Voer een geldig e-mailadres in')).toBeVisible();
    await expect(page.getByText('Wachtwoord moet minimaal 6 karakters zijn')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mailadres')).toHaveValue('iemand');
    await page.getByRole('button', { name: 'Google' }).click();
    await expect(page.getByRole('status')).toHaveText('Google login wordt binnenkort beschikbaar');
    await page.getByRole('button', { name: 'GitHub' }).click();
    await expect(page.getByRole('status')).toHaveText('GitHub login wordt binnenkort beschikbaar');
    await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
    await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/registreren');
  });

  test('loads its checks when first used: without a connection it says so and keeps what was typed', async ({
    page,
    request,
  }) => {
    const { email } = await registerByApi(request);
    const schemaRequests: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/login-schema-/.test(sent.url())) schemaRequests.push(sent.url());
    });
    await openIn(page, '/login', 'nl');
    expect(schemaRequests).toEqual([]); // not with the page
    await page.route(/\/assets\/login-schema-/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('main').getByLabel('E-mailadres').fill(email);
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    );
    await expect(page.getByRole('main').getByLabel('E-mailadres')).toHaveValue(email);
    await expect(page.getByRole('main').getByLabel('Wachtwoord', { exact: true })).toHaveValue(PASSWORD);
    await page.unroute(/\/assets\/login-schema-/);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a double click on "Inloggen" while its checks are still loading signs in once', async ({ page, request }) => {
    const { email } = await registerByApi(request);
    const logins: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/auth/login') logins.push(sent.url());
    });
    await openIn(page, '/login', 'nl');
    // The checks' code is held back until both clicks are in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/login-schema-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('main').getByLabel('E-mailadres').fill(email);
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).dblclick();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(logins).toHaveLength(1);
  });

  test('the register page names Google registration as coming', async ({ page }) => {
    await openIn(page, '/register', 'nl');
    await page.getByRole('button', { name: 'Google' }).click();
    await expect(page.getByRole('status')).toHaveText('Google registratie wordt binnenkort beschikbaar');
  });

  test('a taken e-mail address is refused with the server’s message and nothing typed is lost', async ({
    page,
    request,
  }) => {
    const { email } = await registerByApi(request);
    await openIn(page, '/register', 'nl');
    await page.getByRole('main').getByLabel('Voornaam').fill('Piet');
    await page.getByRole('main').getByLabel('Achternaam').fill('Bakker');
    await page.getByRole('main').getByLabel('E-mailadres').fill(email);
    await page.getByRole('main').getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByLabel('Bevestig wachtwoord', { exact: true }).fill(PASSWORD);
    await page
      .getByRole('main')
      .getByLabel(/Ik ga akkoord met de/)
      .check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByText(nl('errors.EMAIL_TAKEN'))).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Voornaam')).toHaveValue('Piet');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('the login page before its scripts have come (heavy load)', () => {
  /**
   * Opens /login in Dutch as the server drew it (docs/decisions/029), with every script of the app held back until the
   * returned function is called: the visitor sees, and types into, the form's HTML alone. Also returns the bodies of
   * the login calls the page makes.
   */
  async function openWithScriptsHeld(page: Page, context: BrowserContext, baseURL: string) {
    // Each test waits for all of the app's code to come through the route, on a machine that runs two browsers.
    test.setTimeout(60_000);
    const hold = await holdRequests(page, SCRIPTS);
    // Released, the scripts held go on, and those asked for later go straight to the server.
    const release = async () => {
      hold();
      await page.unrouteAll({ behavior: 'wait' });
    };
    const logins: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/auth/login')
        logins.push(sent.postDataJSON());
    });
    await context.addCookies([{ name: 'language', value: 'nl', url: baseURL }]);
    await page.goto('/login', { waitUntil: 'commit' });
    // The inline start has run (the page has painted) and holds clicks and submits; the app's code has not come.
    await expect(page.locator('html[data-app-holding]')).toHaveCount(1);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    return { release, logins };
  }

  const SCRIPTS = '**/assets/*.js';
  /** All of the app's code comes at once when released, and then the login's: longer than a page load takes. */
  const ONCE_RELEASED = { timeout: 15_000 };
  const emailField = (page: Page) => page.getByRole('main').getByLabel('E-mailadres');
  const passwordField = (page: Page) => page.getByRole('main').getByLabel('Wachtwoord', { exact: true });

  test('keeps what was typed before the app took the form over, and signs in with it', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { email } = await registerByApi(request);
    const errors = watchErrors(page);
    const { release, logins } = await openWithScriptsHeld(page, context, baseURL!);
    await emailField(page).fill(email);
    await passwordField(page).fill(PASSWORD);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

    await release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1, ONCE_RELEASED);
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue(PASSWORD);
    // What the fields show is what the form holds: sent as shown, with no message that a field is empty.
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, ONCE_RELEASED);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(logins).toEqual([{ email, password: PASSWORD, remember: false }]);
    expect(errors).toEqual([]);
  });

  for (const send of ['Enter', 'a click on "Inloggen"'] as const)
    test(`sends what was typed with ${send} before the app had come, once it has`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const { email } = await registerByApi(request);
      const errors = watchErrors(page);
      const { release, logins } = await openWithScriptsHeld(page, context, baseURL!);
      await emailField(page).fill(email);
      await passwordField(page).fill(PASSWORD);
      await page.getByRole('main').getByLabel('Onthoud mij').check();
      if (send === 'Enter') await passwordField(page).press('Enter');
      else await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      // Held: neither sent by the browser itself (a GET with the password in the address) nor lost.
      await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
      expect(logins).toEqual([]);

      await release();
      await expect(page).toHaveURL(/\/dashboard$/, ONCE_RELEASED);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(logins).toEqual([{ email, password: PASSWORD, remember: true }]);
      expect(errors).toEqual([]);
    });
});

test.describe('a forgotten password', () => {
  test('forgot → the mailed link → a new password → log in with it', async ({ page, request }) => {
    const { email } = await registerByApi(request);
    await openIn(page, '/wachtwoord-vergeten', 'nl');
    await page.getByRole('main').getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Herstellink versturen' }).click();
    await expect(page.getByRole('status')).toHaveText(nl('auth.forgotPassword.accepted'));

    let link = '';
    await expect
      .poll(() => {
        const mail =
          mailsTo(email)
            .at(-1)
            ?.replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=') ?? '';
        link = /\/wachtwoord-herstellen\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een nieuw wachtwoord');
    const newPassword = 'Hersteld-Wachtwoord-3';
    await page.getByRole('main').getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await expect(page.getByTestId('password-strength')).toContainText('Sterk');
    await page.getByRole('main').getByLabel('Bevestig wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
    );

    // The link works once.
    await page.goto(link);
    await page.getByRole('main').getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('main').getByLabel('Bevestig wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
    await expect(page.getByRole('alert')).toHaveText(nl('errors.RESET_TOKEN_INVALID'));
    await expect(page.getByRole('link', { name: 'Nieuwe link aanvragen' })).toBeVisible();

    await page.goto('/login');
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the reset page without a token says so and links to a new request', async ({ page }) => {
    await openIn(page, '/wachtwoord-herstellen', 'nl');
    await expect(page.getByRole('alert')).toHaveText(
      'Deze link is onvolledig. Vraag een nieuwe link aan om je wachtwoord te herstellen.',
    );
    await expect(page.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
  });
});

test.describe('too many attempts', () => {
  test('the login form says how many minutes to wait, in the page language, never seconds', async ({
    page,
    request,
  }) => {
    const { email } = await registerByApi(request);
    // Ten failed logins of this account from this visitor's address; the next one is refused (docs/contracts.md §6).
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await request.post('/api/auth/login', { data: { email, password: 'Verkeerd-Wachtwoord-1' } });
      expect(failed.status()).toBe(401);
    }
    for (const [language, expected, seconds] of [
      ['nl', /^Te veel pogingen\. Probeer het over 15 minuten opnieuw$/, /seconde/i],
      ['en', /^Too many attempts\. Try again in 15 minutes$/, /second/i],
      ['es', /^Demasiados intentos\. Vuelve a intentarlo dentro de 15 minutos$/, /segundo/i],
    ] as const) {
      await openIn(page, '/login', language);
      const main = page.getByRole('main');
      await main.getByRole('textbox').first().fill(email);
      await main.locator('input[type=password]').fill('Verkeerd-Wachtwoord-1');
      await main.getByRole('button', { name: /^(Inloggen|Log in|Iniciar sesión)$/ }).click();
      const alert = main.getByRole('alert').filter({ hasText: expected });
      await expect(alert).toBeVisible();
      await expect(main).not.toContainText(seconds);
      await expect(main).not.toContainText('900');
    }
  });
});

test.describe('route guards', () => {
  test('anonymous visitors go to the login page and come back to the full original path', async ({ page, request }) => {
    const { email } = await registerByApi(request);
    await openIn(page, '/login', 'nl');
    await page.goto('/dashboard/billing?tab=facturen');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fbilling%3Ftab%3Dfacturen$/);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/billing\?tab=facturen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturatie');
  });

  test('the way back after login keeps the #hash of the original address', async ({ page, request }) => {
    const { email } = await registerByApi(request);
    await page.setViewportSize({ width: 1280, height: 400 });
    await openIn(page, '/login', 'nl');
    await page.goto('/dashboard/billing#invoices');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fbilling%23invoices$/);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/billing#invoices$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Facturen' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('signed-in visitors of /login go to the redirect, else their dashboard; a bad token signs out', async ({
    page,
    request,
  }) => {
    const { email } = await registerByApi(request);
    await openIn(page, '/login', 'nl');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login?redirect=%2Fdashboard%2Fprofile');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.evaluate(() => window.localStorage.setItem('auth-token', 'not-a-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    expect(
      await page.evaluate(() => [window.localStorage.getItem('auth-token'), window.localStorage.getItem('user')]),
    ).toEqual([null, null]);
  });
});

test.describe('the language of a signed-in customer', () => {
  test('is saved with the account when it changes', async ({ page, request }) => {
    const { email } = await registerByApi(request);
    await openIn(page, '/login', 'nl');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/language') && response.request().method() === 'PUT',
    );
    await page.getByRole('banner').getByLabel('Taal').selectOption('es');
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Bienvenido de nuevo, Sanne!');
    expect(database().prepare('SELECT language FROM users WHERE email = ?').pluck().get(email)).toBe('es');
  });
});

test.describe('billing', () => {
  test('lists the customer’s own orders with the server’s totals', async ({ page, request }) => {
    const { email, token } = await registerByApi(request);
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${token}` },
      data: esimProOrder(email),
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as {
      order: { id: string; product: { totalWithVatCents: number; totalPriceCents: number } };
    };

    await openIn(page, '/login', 'nl');
    await logIn(page, email, PASSWORD);
    // An order awaiting its payment is in the orders with its status; it delivers no service and costs nothing yet.
    await expect(page.getByTestId('orders').getByRole('listitem').filter({ hasText: order.id })).toContainText(
      'Wacht op betaling',
    );
    await expect(page.getByTestId('count-esim')).toHaveText('0');
    await expect(page.getByTestId('monthly-cost')).toHaveText('€ 0,00');
    await expect(page.getByText('Maandelijkse kosten incl. btw', { exact: true })).toBeVisible();
    expect(order.product.totalWithVatCents).toBeGreaterThan(order.product.totalPriceCents);

    await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Facturatie' }).click();
    const row = page.getByTestId('orders-table').getByRole('row', { name: new RegExp(order.id) });
    const total = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(
      order.product.totalWithVatCents / 100,
    );
    await expect(row).toContainText(`${total} per maand`);
    await expect(row).toContainText('iDEAL');
  });

  test('lists the customer’s own invoices with VAT and downloads one as PDF with the account’s token', async ({
    page,
    request,
  }) => {
    const { email, password } = await registerByApi(request);
    // Confirmed through the mailed link: only then are the invoices of the record with this address the account's.
    await expect.poll(() => mailsTo(email).length, { message: `the confirmation mail to ${email}` }).toBe(1);
    const mail =
      mailsTo(email)[0]
        ?.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=') ?? '';
    const token = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(204);
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const created = await request.post('/api/admin/customers', {
      headers,
      data: { name: 'Sanne de Vries', email, plan: 'esim-pro', status: 'active' },
    });
    expect(created.status()).toBe(201);
    const customerId = Number(((await created.json()) as { customer: { id: string | number } }).customer.id);
    const billed = await request.post('/api/admin/invoices', {
      headers,
      data: { customerId, amount: '50.00', issueDate: '2026-11-02', dueDate: '2026-12-02', status: 'sent' },
    });
    expect(billed.status()).toBe(201);
    const invoice = ((await billed.json()) as { invoice: { id: number; invoice_number: string } }).invoice;

    await openIn(page, '/login?redirect=%2Fdashboard%2Fbilling', 'nl');
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
    const row = page.getByTestId('invoices-table').getByRole('row', { name: new RegExp(invoice.invoice_number) });
    // 50.00 before VAT: 60.50 with 21% VAT.
    await expect(row).toContainText('€ 60,50');
    await expect(row).toContainText('Verzonden');

    const downloading = page.waitForEvent('download');
    const answered = page.waitForResponse((res) => res.url().endsWith(`/api/invoices/${invoice.id}/pdf`));
    await row.getByRole('button', { name: `${invoice.invoice_number} als pdf downloaden` }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${invoice.invoice_number}.pdf`);
    const answer = await answered;
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.request().headers()['authorization']).toMatch(/^Bearer /);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // A failed download says so next to the button.
    await page.route(`**/api/invoices/${invoice.id}/pdf`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"x"}' }),
    );
    await row.getByRole('button', { name: `${invoice.invoice_number} als pdf downloaden` }).click();
    await expect(row.getByRole('alert')).toHaveText(
      `De pdf van ${invoice.invoice_number} kon niet worden gedownload. Probeer het opnieuw.`,
    );
  });

  test('the next account in the same tab never sees the last one’s orders', async ({ page, request }) => {
    const first = await registerByApi(request);
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${first.token}` },
      data: esimProOrder(first.email),
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string } };
    const second = await registerByApi(request);

    await openIn(page, '/login', 'nl');
    await logIn(page, first.email, PASSWORD);
    await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Facturatie' }).click();
    await expect(page.getByTestId('orders-table').getByRole('row', { name: new RegExp(order.id) })).toHaveCount(1);

    // Out and in again without reloading the page: the cache of the app must not carry the orders over.
    await page.getByRole('button', { name: /Sanne de Vries/ }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).click();
    await logIn(page, second.email, PASSWORD);
    // Without orders of its own the dashboard shows none, never the last account's.
    await expect(page.getByTestId('no-orders')).toBeVisible();
    await expect(page.getByText(order.id)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Facturatie' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturatie');
    await expect(page.getByTestId('orders-table')).toHaveCount(0);
  });
});

// The pages as they first open are in the page sweep (sweep.spec.ts), the dashboard's as a new customer too; here
// each form with its messages shown.
test.describe('accessibility of the account pages', () => {
  test('axe finds no violations on /login, /register?plan=pro, /wachtwoord-vergeten and /wachtwoord-herstellen?token=abc', async ({
    page,
  }) => {
    // Four pages with axe on each: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    for (const path of ['/login', '/register?plan=pro', '/wachtwoord-vergeten', '/wachtwoord-herstellen?token=abc']) {
      await test.step(`axe finds no violations on ${path}`, async () => {
        await asNewVisitor(page);
        await openIn(page, path, 'nl');
        await page.getByRole('button').last().click();
        // Soft, so that each page is checked whichever fails; each violation is named with its page.
        expect.soft(await axeViolations(page, { label: path })).toEqual([]);
      });
    }
  });
});
