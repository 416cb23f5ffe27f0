import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Opens a page in a language (the stored choice) and waits for its main heading. */
export async function openIn(page: Page, path: string, language: 'en' | 'nl' | 'es') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Registers an account through the API and signs the page in with it (token and user in local storage). */
export async function signIn(page: Page, account: { token: string; user: unknown }) {
  await page.addInitScript(({ token, user }) => {
    window.localStorage.setItem('auth-token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
  }, account);
}
