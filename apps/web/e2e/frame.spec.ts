import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_ADMIN_SETTINGS } from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import { SITEMAP_GROUPS } from '../src/config/sitemap';
import { expect, signIn, tabTest as test } from './fixtures';

async function register(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;
  const response = await request.post('/api/auth/register', {
    data: { firstName, lastName: 'de Vries', email, password: 'Zomer-Fiets-2026', acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { token: string; user: { name: string } };
}

test.describe('the navigation bar', () => {
  test('logged out: the products, login and register', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'eSIM Pro',
      'VOIP',
      'AI assistant',
      'AI voicemail',
      'Business',
      'Support',
    ]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/inloggen');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/registreren',
    );
  });

  test('logged in as a customer: Dashboard, the user menu with initials, logout to /', async ({ page, request }) => {
    const account = await register(request, 'Anna');
    await signIn(page, account);
    await page.goto('/privacy');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const menuButton = banner.getByRole('button', { name: /Anna de Vries/ });
    await expect(menuButton).toContainText('AD');
    await menuButton.click();
    const menu = banner.getByRole('list').filter({ has: page.getByRole('button', { name: 'Log out' }) });
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Profile']);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth-token'))).toBeNull();
    const verify = await request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${account.token}` } });
    expect(verify.status()).toBe(401);
  });

  test('logged in as an admin: the Admin link and the admin entries', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    await signIn(page, await login.json());
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
    await banner.getByRole('button', { name: /Admin/ }).click();
    const menu = banner.getByRole('list').filter({ has: page.getByRole('button', { name: 'Log out' }) });
    await expect(menu.getByRole('link')).toHaveText(['Admin dashboard', 'View site']);
  });

  test('a token that no longer verifies signs the page out', async ({ page }) => {
    await signIn(page, { token: 'not-a-valid-token', user: { name: 'Ghost User', role: 'customer' } });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth-token'))).toBeNull();
  });

  test('the mobile menu opens, closes with Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(menu).toBeHidden();
  });
});

/** What is wrong with the header as drawn now: sideways scrolling, a squeezed logo, a label on two lines, a control
 * outside the bar or on top of another, the wrong kind of menu for the width. Empty when all is well. */
function headerProblems() {
  const problems: string[] = [];
  const header = document.querySelector<HTMLElement>('.site-header')!;
  const bar = header.getBoundingClientRect();
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  const logo = header.querySelector('.brand svg')!.getBoundingClientRect();
  if (logo.width < 28 || logo.height < 28) problems.push(`the logo is ${logo.width}×${logo.height} px`);
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !element.closest('[hidden], .mobile-menu');
  };
  const controls = [...header.querySelectorAll('a, button, select')].filter(shown);
  const label = (element: Element) => (element.textContent ?? '').trim().slice(0, 24);
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (
      box.left < bar.left - 0.5 ||
      box.right > bar.right + 0.5 ||
      box.top < bar.top - 0.5 ||
      box.bottom > bar.bottom + 0.5
    ) {
      problems.push(`"${label(control)}" sticks out of the header`);
    }
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || text.parentElement?.closest('.visually-hidden, option')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) problems.push(`"${text.textContent.trim()}" takes ${lines.size} lines`);
    }
  }
  controls.forEach((one, index) =>
    controls.slice(index + 1).forEach((other) => {
      const a = one.getBoundingClientRect();
      const b = other.getBoundingClientRect();
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
        problems.push(`"${label(one)}" overlaps "${label(other)}"`);
    }),
  );
  const nav = header.querySelector('.main-nav')!;
  const fullMenu = shown(nav);
  const toggle = header.querySelector('.menu-toggle')!;
  if (window.innerWidth >= 1280 && (!fullMenu || shown(toggle)))
    problems.push('the whole menu is not in the bar at 1280 px or more');
  if (window.innerWidth < 1280 && (fullMenu || !shown(toggle)))
    problems.push('the menu button is missing below 1280 px');
  if (fullMenu && nav.querySelectorAll('a').length !== 6) problems.push('the bar does not hold the six menu entries');
  return problems;
}

const HEADER_WIDTHS = [320, 390, 768, 1024, 1280, 1440];

test.describe('the navigation bar at every width and in every language', () => {
  const roles = {
    'signed out': async () => null,
    'a customer': async (request: APIRequestContext) => {
      const account = await register(request, 'Annemarie');
      return account;
    },
    'an admin': async (request: APIRequestContext) =>
      (await request.post('/api/auth/login', { data: E2E_ADMIN })).json(),
  };
  for (const [role, account] of Object.entries(roles)) {
    test(`keeps the logo whole and every item on one line inside the bar, ${role}`, async ({ page, request }) => {
      const session = await account(request);
      if (session) await signIn(page, session);
      for (const language of ['nl', 'en', 'es'] as const) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`/?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The first load shows only a loading area until the page's code and texts are in.
        await expect(page.locator('.site-header')).toBeVisible();
        if (session) await expect(page.locator('.site-header__account .user-menu__button')).toBeVisible();
        for (const width of HEADER_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await expect.poll(() => page.evaluate(headerProblems), { message: `${language} at ${width} px` }).toEqual([]);
        }
      }
    });
  }

  test("shows the customer's name in the user menu, with an ellipsis when it is long", async ({ page, request }) => {
    const account = await register(request, 'Annemarie-Louise');
    await signIn(page, account);
    await page.goto('/?lang=es');
    const name = page
      .getByRole('banner')
      .getByRole('button', { name: /Annemarie-Louise de Vries/ })
      .locator('.user-menu__name');
    await expect(name).toHaveText(account.user.name);
    await expect(name).toHaveAttribute('title', account.user.name);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Panel', exact: true })).toBeVisible();
    expect(await page.evaluate(headerProblems)).toEqual([]);
  });
});

test('from 768 to 1279 px the menu button holds the products, and login and register stay in the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/?lang=es');
  const banner = page.getByRole('banner');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await banner.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu.getByRole('link')).toHaveText([
    'eSIM Pro',
    'VOIP',
    'Asistente IA',
    'Buzón de voz IA',
    'Empresas',
    'Soporte',
  ]);
  // Once: the bar's, not a second copy in the open menu.
  await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(1);
  expect(await page.evaluate(headerProblems)).toEqual([]);
});

test.describe('the footer', () => {
  test('subscribes to the newsletter with a translated confirmation, and reports a bad address', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Nieuwsbrief' });
    const field = form.getByRole('textbox', { name: 'E-mailadres' });
    await expect(field).toHaveAttribute('type', 'email');
    await field.fill('geen-adres');
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(form.getByText('Voer een geldig e-mailadres in')).toBeVisible();
    await expect(field).toHaveValue('geen-adres');
    await field.fill(`nieuwsbrief-${Date.now()}@example.nl`);
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(form.getByText('Bedankt! Je bent aangemeld voor onze nieuwsbrief.')).toBeVisible();
    await expect(field).toHaveValue('');
  });

  test('every link and social icon is a target of at least 24 × 24 px on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const language of ['nl', 'en', 'es'] as const) {
      await page.goto(`/?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const footer = page.getByRole('contentinfo');
      await expect(
        footer
          .getByRole('navigation', { name: /^(Legal|Juridisch)$/ })
          .getByRole('link')
          .first(),
      ).toBeVisible();
      const targets = await footer.locator('a, button, input').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            name: (element.textContent || element.getAttribute('aria-label') || element.tagName).trim(),
            width: box.width,
            height: box.height,
            right: box.right,
          };
        }),
      );
      expect(targets.length).toBeGreaterThan(20);
      expect(
        targets.filter((target) => target.width < 24 || target.height < 24),
        language,
      ).toEqual([]);
      // Within the page's 20 px side margin, the newsletter's button too.
      expect(
        targets.filter((target) => target.right > 390 - 20),
        language,
      ).toEqual([]);
    }
  });

  test('has the company lines, legal links and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The company's details come from the back office's settings (here its defaults; docs/decisions/045).
    await expect(footer).toContainText(`(KvK) ${DEFAULT_ADMIN_SETTINGS.kvkNumber}`);
    await expect(footer).toContainText(`VAT ${DEFAULT_ADMIN_SETTINGS.vatNumber}`);
    await expect(footer.getByRole('link', { name: '020 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    await expect(footer).toContainText('020 123 4567 (working days 8:00–20:00)');
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
      'Privacy',
      'Terms and conditions',
      'Cookies',
      'GDPR',
      'Accessibility',
      'Sitemap',
      'Withdraw from an order',
    ]);
    await expect(footer.getByRole('link', { name: 'Withdraw from an order' })).toHaveAttribute('href', '/herroepen');
    await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/toegankelijkheid');
    await expect(footer.getByRole('link', { name: 'TeleNova on LinkedIn' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(footer.getByRole('link', { name: /Service status/ })).toHaveAttribute('target', '_blank');
  });
});

test('/sitemap lists every public page', async ({ page }) => {
  await page.goto('/sitemap');
  const links = page.getByRole('main').getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBe(SITEMAP_GROUPS.reduce((sum, group) => sum + group.pages.length, 0));
  await expect(page.getByRole('main').getByRole('link', { name: 'Keep your number' })).toHaveAttribute(
    'href',
    '/voip/nummer-behouden',
  );
});

test('/api-docs lists the calls of the API reference', async ({ page }) => {
  await page.goto('/api-docs');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3, name: /^POST \/api\/orders / })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: /^GET \/api\/admin\/customers / })).toBeVisible();
});

test('/status shows the live state of the platform', async ({ page }) => {
  await page.goto('/status');
  await expect(page.getByRole('status').filter({ hasText: 'All systems operational' })).toBeVisible();
});
