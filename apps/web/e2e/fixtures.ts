import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
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

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with "npm run test:e2e"');
  return dir;
}

/** The server's database of this run (e2e/run.mjs), read-only. */
export function database() {
  return new Database(path.join(dataDir(), 'app.db'), { readonly: true, fileMustExist: true });
}

/** The e-mails the server wrote to MAIL_DIR for an address, oldest first (raw .eml text). */
export function mailsTo(address: string): string[] {
  const dir = path.join(dataDir(), 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
}

/** A unique e-mail address for one test's account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
