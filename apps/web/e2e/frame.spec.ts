import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { SITEMAP_GROUPS } from '../src/config/sitemap';
import { expect, signIn, test } from './fixtures';

async function register(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;
  const response = await request.post('/api/auth/register', { data: { firstName, lastName: 'de Vries', email, password: 'Zomer-Fiets-2026', acceptTerms: true } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { token: string; user: { name: string } };
}

test.describe('the navigation bar', () => {
  test('logged out: the products, login and register', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['eSIM Pro', 'VOIP', 'AI assistant', 'AI voicemail', 'Business', 'Support']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/inloggen');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registreren');
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
  });

  test('has the company lines, legal links and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('(KvK) 00000000');
    await expect(footer).toContainText('VAT NL000000000B01');
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText(['Privacy', 'Terms and conditions', 'Cookies', 'GDPR', 'Sitemap']);
    await expect(footer.getByRole('link', { name: 'TeleNova on LinkedIn' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: /Service status/ })).toHaveAttribute('target', '_blank');
  });
});

test('/sitemap lists every public page', async ({ page }) => {
  await page.goto('/sitemap');
  const links = page.getByRole('main').getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBe(SITEMAP_GROUPS.reduce((sum, group) => sum + group.pages.length, 0));
  await expect(page.getByRole('main').getByRole('link', { name: 'Keep your number' })).toHaveAttribute('href', '/voip/nummer-behouden');
});

test('/api-docs lists the calls of the API reference', async ({ page }) => {
  await page.goto('/api-docs');
  await expect(page.getByRole('cell', { name: 'POST /api/orders' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'GET /api/admin/customers', exact: true })).toBeVisible();
});

test('/status shows the live state of the platform', async ({ page }) => {
  await page.goto('/status');
  await expect(page.getByRole('status').filter({ hasText: 'All systems operational' })).toBeVisible();
});
