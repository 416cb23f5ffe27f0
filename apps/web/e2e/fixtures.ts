import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Axe from 'axe-core';
import Database from 'better-sqlite3';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Disposable,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';
import { postgresDatabase } from './postgres-database';

// Every test is its own visitor, as on the real site: the server limits registrations and failed logins per client
// address (docs/contracts.md §6), and the e2e server believes X-Forwarded-For from loopback (TRUST_PROXY's default). So
// each test sends its own address from 198.18.0.0/15 (the benchmarking range, RFC 2544) with every request of its
// browser context and of its `request` fixture: a worker's tests count up from the worker's own block of 4096
// addresses, so that no two tests of one run share an address, and a retry is a new visitor too.
const VISITOR_RANGE_START = 0xc6_12_00_00; // 198.18.0.0
const VISITOR_RANGE_SIZE = 2 ** 17; // a /15
const VISITOR_BLOCK = 4096;
const VISITOR_BLOCKS = VISITOR_RANGE_SIZE / VISITOR_BLOCK;
let visitorsOfThisWorker = 0;

/** The next client address of a worker's own block: each call is a new visitor. */
export function nextVisitorAddress(workerIndex: number): string {
  const offset = (workerIndex % VISITOR_BLOCKS) * VISITOR_BLOCK + (visitorsOfThisWorker++ % VISITOR_BLOCK);
  const address = VISITOR_RANGE_START + offset;
  return [24, 16, 8, 0].map((shift) => (address >>> shift) & 255).join('.');
}

/** Playwright's `test` with one client address per test (X-Forwarded-For) on its pages and its `request`. */
export const test = base.extend({
  // The option that both the browser context and the `request` fixture are made with, so that every page, every
  // page.request and every direct API call of the test comes from the same visitor.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, 'X-Forwarded-For': nextVisitorAddress(testInfo.workerIndex) }),
  // Every page of the test: page.goto and page.reload of one of the site's pages return once the app is ready, as a
  // visitor's next step comes after it (what a visitor does before is held and replayed: lib/prerendered.ts).
  context: async ({ context }, use) => {
    context.on('page', waitForTheAppOnLoad);
    for (const page of context.pages()) waitForTheAppOnLoad(page);
    await use(context);
  },
});

/** Makes page.goto and page.reload of one of the site's pages return once the app is ready (see `test` above). */
export function waitForTheAppOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const afterLoad = async (response: Response | null, waitUntil: string | undefined) => {
    if (waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) await appReady(page);
    return response;
  };
  page.goto = async (url, options) => afterLoad(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => afterLoad(await reload(options), options?.waitUntil);
}

export { expect };

/** Holds back the page's requests of `url` (a glob) until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** WCAG 2.0–2.2 A and AA: axe-core's tags of the rules the pages are held to (docs/contracts.md §10). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, evaluated in a page before its first run there. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it stands, each as "rule: element, element" (`label` in front when given); no
 * violation is an empty list. `tags` limits the rules (default: every rule axe runs by default, its best practices
 * among them). axe runs in the page itself through its own API (`axe.run`): its source is evaluated once per document,
 * where @axe-core/playwright evaluated it twice at every call (half of an axe check's time on a page of the sweep).
 * Only violations are reported back: the details of every rule passed took a quarter of the time. The site has no
 * frames, so axe checks the top document alone; a page with a frame fails here rather than go partly unchecked.
 */
export async function axeViolations(page: Page, { tags, label }: { tags?: string[]; label?: string } = {}) {
  expect(page.frames(), `${page.url()} has a frame, which axeViolations does not check`).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, {
      ...(runOnly ? { runOnly: { type: 'tag', values: runOnly } } : {}),
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, tags);
  return violations.map(({ id, targets }) => `${label ? `${label} ` : ''}${id}: ${targets.join(', ')}`);
}

/** What a browser holds for the site when a page is opened: local and session storage. */
export interface HeldStorage {
  local?: Record<string, string>;
  session?: Record<string, string>;
}

/**
 * Makes a page that has been used already a new visitor, as a fresh browser context would be, without the cost of one
 * (a new renderer, the app compiled again: about a second of processor time): no cookies (the site keeps the language
 * there too), empty local and session storage, then what `held` names. Storage is emptied on a document of the site
 * without the app, /robots.txt, so that the page left behind cannot write into it as it goes (the scroll positions it
 * saves when it is left). Routes, init scripts and the viewport are the test's own business.
 */
export async function asNewVisitor(page: Page, held: HeldStorage = {}) {
  await page.context().clearCookies();
  expect((await page.goto('/robots.txt'))?.status()).toBe(200);
  await page.evaluate(({ local = {}, session = {} }) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
  }, held);
}

/** The browser context and tab a worker's tests share under `tabTest`, made when the first test asks for it. */
interface SharedTab {
  context: BrowserContext;
  page: Page;
}

/**
 * `test` with one browser context and tab per worker instead of a new context per test, for the files that import it:
 * a new context starts the app in a new renderer, without the code it compiled for the last page, at about a second
 * of processor time per test (docs/performance.md), the largest cost of a short test. Each test still starts as a new
 * visitor with a client address of its own (asNewVisitor, X-Forwarded-For), in the project's device settings with its
 * own `viewport`, `reducedMotion` and `colorScheme` options, and whatever it adds is taken away after it: routes, init
 * scripts, listeners, CDP sessions (a CPU slowdown among them), other pages and permissions. What a shared tab cannot
 * give: a cold HTTP cache and a fake clock (page.clock cannot be uninstalled); files whose tests need one use `test`.
 * A failed test ends its worker; its retry runs in a new context of its own, as under `test` (with its trace in CI).
 */
export const tabTest = test.extend<object, { sharedTab: () => Promise<SharedTab> }>({
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      let tab: SharedTab | undefined;
      await use(async () => {
        if (tab) return tab;
        const context = await browser.newContext(projectContextOptions(workerInfo.project.use));
        const page = await context.newPage();
        waitForTheAppOnLoad(page);
        Object.defineProperty(page, 'clock', {
          get: () => {
            throw new Error('A shared tab cannot take back a fake clock: this file must use `test`, not `tabTest`');
          },
        });
        return (tab = { context, page });
      });
      await tab?.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedTab, browser, extraHTTPHeaders, viewport, reducedMotion, colorScheme }, use, testInfo) => {
    if (testInfo.retry > 0) {
      const context = await browser.newContext({
        ...projectContextOptions(testInfo.project.use),
        extraHTTPHeaders,
        viewport,
        reducedMotion,
        colorScheme,
      });
      context.on('page', waitForTheAppOnLoad);
      await use(context);
      await context.close();
      return;
    }
    const { context } = await sharedTab();
    await context.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
    await use(context);
  },
  page: async ({ sharedTab, context, viewport, reducedMotion, colorScheme }, use, testInfo) => {
    if (testInfo.retry > 0) {
      await use(await context.newPage());
      return;
    }
    const { page } = await sharedTab();
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ reducedMotion: reducedMotion ?? null, colorScheme: colorScheme ?? null, media: null });
    await asNewVisitor(page);

    // What the test adds, to be taken away after it.
    const added: Disposable[] = [];
    const sessions: CDPSession[] = [];
    const pageScript = page.addInitScript.bind(page);
    const contextScript = context.addInitScript.bind(context);
    const newSession = context.newCDPSession.bind(context);
    page.addInitScript = async (...args) => remember(added, await pageScript(...args));
    context.addInitScript = async (...args) => remember(added, await contextScript(...args));
    context.newCDPSession = async (...args) => remember(sessions, await newSession(...args));
    const listeners: [string, Listener][] = [];
    const { on, once, off } = page as unknown as Record<'on' | 'once' | 'off', Subscribe>;
    const track =
      (subscribe: Subscribe): Subscribe =>
      (event, listener) => {
        listeners.push([event, listener]);
        return subscribe.call(page, event, listener);
      };
    Object.assign(page, { on: track(on), addListener: track(on), once: track(once) });

    await use(page);

    page.addInitScript = pageScript;
    context.addInitScript = contextScript;
    context.newCDPSession = newSession;
    Object.assign(page, { on, addListener: on, once });
    for (const [event, listener] of listeners) off.call(page, event, listener);
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      ...added.map((script) => script.dispose()),
      ...context
        .pages()
        .filter((other) => other !== page && !other.isClosed())
        .map((other) => other.close()),
      context.clearPermissions(),
    ]);
    if (sessions.length > 0) {
      // A CPU slowdown set through a session outlives it: back to full speed for the next test.
      const reset = await newSession(page);
      await reset.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await Promise.all([...sessions, reset].map((session) => session.detach().catch(() => undefined)));
    }
  },
});

/** The browser context options of the project's device (playwright.config.ts). */
export function projectContextOptions({
  baseURL,
  viewport,
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
  locale,
}: TestInfo['project']['use']): BrowserContextOptions {
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale };
}

type Listener = (...args: never[]) => unknown;
type Subscribe = (this: Page, event: string, listener: Listener) => Page;

function remember<T>(list: T[], item: T): T {
  list.push(item);
  return item;
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Opens a page in a language (the stored choice) and waits until the app is ready and shows its main heading; an
 * unknown path answers 404. `waitUntil: 'domcontentloaded'` for a test that holds some of the page's files back.
 */
export async function openIn(
  page: Page,
  path: string,
  language: 'en' | 'nl' | 'es',
  status: 200 | 404 = 200,
  { waitUntil = 'load' }: { waitUntil?: 'load' | 'domcontentloaded' } = {},
) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const response = await page.goto(path, { waitUntil });
  expect(response?.status()).toBe(status);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Waits until the app has drawn or taken over the page (src/lib/prerendered.ts): a prerendered page shows its HTML
 * before that, and what is clicked meanwhile is held until then.
 */
export async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** What the site keeps in local storage for a signed-in account: its token and user. */
export function signedInStorage({ token, user }: { token: string; user: unknown }): Record<string, string> {
  return { 'auth-token': token, user: JSON.stringify(user) };
}

/** Signs the page in with an account registered through the API (token and user in local storage). */
export async function signIn(page: Page, account: { token: string; user: unknown }) {
  await holdInEveryDocument(page, signedInStorage(account));
}

/** Puts `items` in local storage before the scripts of every document the page opens from now on. */
async function holdInEveryDocument(page: Page, items: Record<string, string>) {
  await page.addInitScript((held) => {
    for (const [key, value] of Object.entries(held)) window.localStorage.setItem(key, value);
  }, items);
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with "npm run test:e2e"');
  return dir;
}

/**
 * The server's database of this run (e2e/run.mjs), read-only unless a test must change a row (`writable`); on a
 * PostgreSQL-backed run (E2E_DATABASE_URL) the same calls go to PostgreSQL.
 */
export function database({ writable = false } = {}): Database.Database {
  if (process.env.E2E_DATABASE_URL)
    return postgresDatabase(process.env.E2E_DATABASE_URL) as unknown as Database.Database;
  const db = new Database(path.join(dataDir(), 'app.db'), { readonly: !writable, fileMustExist: true });
  if (writable) db.pragma('busy_timeout = 5000');
  return db;
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

/** Confirms a new account's address with the link of its (Dutch) confirmation mail, as a click on it does. */
export async function confirmEmail(request: APIRequestContext, email: string) {
  await expect.poll(() => mailsTo(email).length, { message: `the confirmation mail to ${email}` }).toBe(1);
  const mail = (mailsTo(email)[0] ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(204);
}

/** A unique e-mail address for one test's account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** An account registered through the API in Dutch, its address not yet confirmed: the address, token and user. */
export async function registerAccount(
  request: APIRequestContext,
  label: string,
  { firstName = 'Femke', lastName = 'Bos', password = 'Winter-Schaats-2026' } = {},
): Promise<{ email: string; token: string; user: Record<string, unknown> }> {
  const email = uniqueEmail(label);
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName, lastName, email, password, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const answer = (await registered.json()) as { token: string; user: Record<string, unknown> };
  return { email, token: answer.token, user: answer.user };
}

/** The body of an eSIM Pro order (12 months, NL calling) for `email`, placed by a test through the API. */
export function esimProOrder(
  email: string,
  { name = 'Sanne de Vries', account = 'existing' }: { name?: string; account?: 'existing' | 'guest' } = {},
) {
  return {
    product: {
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
    },
    customer: {
      postcode: '3511 JP',
      houseNumber: '1',
      houseNumberAddition: '',
      street: 'Domplein',
      city: 'Utrecht',
      province: 'Utrecht',
      country: 'NL',
      name,
      email,
      phone: '0612345678',
      addressLine2: '',
    },
    delivery: 'email',
    payment: { method: 'ideal' },
    account,
    withdrawalConsent: true,
  };
}

/**
 * Ticks the wizard's required consent to delivery starting at once (docs/contracts.md §8: the right of withdrawal then
 * ends when the eSIM is delivered), in English.
 */
export async function consentToImmediateDelivery(page: Page) {
  await page.getByRole('checkbox', { name: /^I want delivery to start straight away/ }).check();
}

/** An order as POST /api/orders answers it: the order and the token that reads it back. */
export interface PlacedOrder {
  order: { id: string; status: string; payment: { transactionId: string | null; redirectUrl?: string } };
  accessToken: string;
}

/** Places an order through the API (the body of `esimProOrder`, iDEAL): pending, its payment open at the provider. */
export async function placeOpenOrder(
  request: APIRequestContext,
  body: { payment: { method: string } },
  headers: Record<string, string> = {},
): Promise<PlacedOrder> {
  const res = await request.post('/api/orders', { data: body, headers });
  expect(res.status()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/**
 * Places an order through the API and pays it on the simulated provider (docs/contracts.md §7), as the payment page's
 * Pay button does: the order as it then is (paid), and its access token. Any product's body (`esimProOrder`,
 * `voipOrder` of voip-orders.ts).
 */
export async function placePaidOrder(
  request: APIRequestContext,
  body: { payment: { method: string } },
  headers: Record<string, string> = {},
): Promise<PlacedOrder> {
  const placed = await placeOpenOrder(request, body, headers);
  if (placed.order.status === 'paid') return placed;
  const paid = await request.post(`/api/payments/${placed.order.payment.transactionId}/simulate`, {
    data: { outcome: 'paid', ...(body.payment.method === 'ideal' ? { bank: 'ing' } : {}) },
  });
  expect(paid.status()).toBe(200);
  const read = await request.get(`/api/orders/${placed.order.id}`, {
    headers: { 'X-Order-Token': placed.accessToken },
  });
  expect(read.status()).toBe(200);
  const { order } = (await read.json()) as { order: PlacedOrder['order'] };
  expect(order.status).toBe('paid');
  return { order, accessToken: placed.accessToken };
}

/** An eSIM as GET /api/orders/{id} answers it (docs/contracts.md §8), the parts the browser tests read. */
export interface DeliveredEsim {
  id: number;
  orderId: string;
  status: string;
  name: string;
  iccid: string | null;
  smdpAddress: string | null;
  activationCode: string | null;
  lpa: string | null;
  iosInstallUrl: string | null;
}

/** The paid order's first eSIM once the simulated SM-DP+ made it ready (read with the order's token). */
export async function readyEsimOf(request: APIRequestContext, placed: PlacedOrder): Promise<DeliveredEsim> {
  let ready: DeliveredEsim | undefined;
  await expect
    .poll(
      async () => {
        const read = await request.get(`/api/orders/${placed.order.id}`, {
          headers: { 'X-Order-Token': placed.accessToken },
        });
        const { esims } = (await read.json()) as { esims?: DeliveredEsim[] };
        ready = esims?.find((esim) => esim.status !== 'preparing' && esim.lpa !== null);
        return ready?.status;
      },
      { message: `a ready eSIM for ${placed.order.id}`, timeout: 15_000 },
    )
    .toBe('ready');
  return ready as DeliveredEsim;
}

/** What the site keeps in local storage to read an order as the browser that placed it: the order's token. */
export function orderTokenStorage(placed: PlacedOrder): Record<string, string> {
  return { orderTokens: JSON.stringify({ [placed.order.id]: placed.accessToken }) };
}

/** Lets this browser read an order (and so its eSIMs) as the one that placed it: its token in local storage. */
export async function holdOrderToken(page: Page, placed: PlacedOrder) {
  await holdInEveryDocument(page, orderTokenStorage(placed));
}
