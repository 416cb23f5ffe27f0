// The keyboard gate: the main flows with the keyboard alone (Tab, Shift+Tab, Enter, arrow keys, typing), with a
// visible focus indicator on every stop. The order wizard has its own keyboard walk in checkout.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, openIn, tabTest as test, uniqueEmail } from './fixtures';

/** Presses Tab until the target has the focus; fails when it is not reached. Every stop must show its focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

/** The focused element draws an outline or a box shadow (the :focus-visible style), unless it is <body>. */
async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return outline || shadow
      ? 'shown'
      : `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className} "${element.textContent?.trim().slice(0, 40)}"`;
  });
  expect(shown === 'body' || shown === 'shown', `no visible focus on ${shown}`).toBe(true);
}

test('from the home page: skip link, main menu, language, a product page and its plans', async ({ page }) => {
  await openIn(page, '/', 'en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Back up to the language switcher and choose Dutch with the arrow keys.
  const language = page.getByRole('combobox', { name: 'Language' });
  await tabTo(page, language, { backwards: true });
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', /^(nl|es)$/);
  const chosen = await page.locator('html').getAttribute('lang');
  await expect(page.getByRole('combobox', { name: chosen === 'nl' ? 'Taal' : 'Idioma' })).toBeFocused();

  // Back to English and on to the eSIM page through the main menu.
  await openIn(page, '/', 'en');
  await tabTo(page, page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'eSIM Pro' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/esim-pro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('logging in and reaching the dashboard and profile', async ({ page, request }) => {
  const email = uniqueEmail('keyboard-login');
  const password = 'Toetsen-Wachtwoord-1';
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Kees', lastName: 'Toets', email, password, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);

  await openIn(page, '/login', 'en');
  const main = page.getByRole('main');
  await tabTo(page, main.getByLabel('Email address'));
  await page.keyboard.type(email);
  await tabTo(page, main.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: /^Profile$/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(main.getByLabel('Email address')).toHaveValue(email);
});

test('the back office: log in, search the customers and open one', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const name = `Toets${Date.now()} Klant`;
  const created = await request.post('/api/admin/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email: uniqueEmail('keyboard-customer'), plan: 'voip', status: 'active' },
  });
  expect(created.status()).toBe(201);

  await openIn(page, '/login?redirect=%2Fadmin%2Fcustomers', 'en');
  const main = page.getByRole('main');
  await tabTo(page, main.getByLabel('Email address'));
  await page.keyboard.type(E2E_ADMIN.email);
  await tabTo(page, main.getByLabel('Password', { exact: true }));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/customers');

  await tabTo(page, main.getByRole('searchbox').first());
  await page.keyboard.type(name);
  const link = main.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});
