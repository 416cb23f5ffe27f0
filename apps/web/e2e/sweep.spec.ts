// The page sweep: every page of the page table in en, nl and es, signed out, as a customer and as an admin where the
// page applies, and the not-found page. Each page is opened ONCE per language and role, and that one visit runs every
// page-wide check:
// - no console error and no uncaught error, from the load through every width (as watchErrors in fixtures.ts);
// - the prerendered public pages, signed out: the server's HTML is in the visitor's language and marked
//   data-prerendered, React takes it over (hydrates) without an error, and the server's <h1> is the one still shown
//   (docs/contracts.md §10, docs/decisions/022);
// - the page's language on <html>, a title with the brand, a description (unless the page is noindex), never a
//   {{placeholder}} in the text, no stand-in for a real detail ("placeholder", "(voorbeeld)", "020 000 0000",
//   "00000000"), and the page's own heading (not the not-found one; the not-found page answers 404
//   with its own);
// - no breach of the Content-Security-Policy (the page would have lost a script, a style or an image);
// - in Dutch, the source language: axe-core, WCAG 2.0–2.2 A and AA (the back office as an admin: axe's best practices
//   too), and the layout at 390, 768, 1024, 1280 and 1440 px (layout-checks.ts);
// - in English and Spanish: the layout at 390 and 1280 px, where a longer text overflows or wraps first. axe is not
//   run again: the page's elements, roles and colours are the same in every language, the locale tests guarantee
//   every text is there and not empty, and the language of the page is checked above (CI time, decisions.md §17).
// The public pages are opened in all three languages (each has a prerendered document per language); the pages of a
// signed-in customer and of the back office, which the browser renders, in Dutch and Spanish: English has the shortest
// texts of the three (81,928 characters of the web app's texts against 89,177 in Dutch and 89,399 in Spanish), so
// what would overflow in English overflows in the other two first (CI time: about 40 s of the sweep's 334 s).
// A test is one page and role in its languages; a failure names the page, the language and the role (layout
// findings as "path | language | role | width | check | element", axe's violations with their elements), and the
// other languages are still checked.
import type { APIRequestContext, Page } from '@playwright/test';
import { PAGES } from '../src/app/pages';
import { PUBLIC_PAGES } from '../src/app/public-pages';
import { paths } from '../src/config/paths';
import { E2E_ADMIN } from '../playwright.config';
import {
  asNewVisitor,
  axeViolations,
  esimProOrder,
  expect,
  type HeldStorage,
  mailsTo,
  nextVisitorAddress,
  orderTokenStorage,
  placeOpenOrder,
  placePaidOrder,
  projectContextOptions,
  readyEsimOf,
  signedInStorage,
  test,
  uniqueEmail,
  waitForTheAppOnLoad,
  watchErrors,
  WCAG_TAGS,
} from './fixtures';
import { findingsMessage, layoutFindings, LOADING, WIDTHS } from './layout-checks';
import { placePaidPortingOrder, portingOrder } from './porting-orders';

const LANGUAGES = ['en', 'nl', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
/** The language whose visit runs axe and the layout at every width: Dutch, the spec's own texts. */
const FULL_CHECKS: Language = 'nl';
/** The other languages' widths: a phone's, where a longer text overflows first, and the desktop menu's. */
const OTHER_LANGUAGE_WIDTHS = [390, 1280] as const;
type Role = 'signed out' | 'new customer' | 'customer' | 'admin';

const NOT_FOUND: Record<Language, string> = {
  en: 'Page not found',
  nl: 'Pagina niet gevonden',
  es: 'Página no encontrada',
};
const UNKNOWN_PATH = '/this-page-does-not-exist';
/** The browser's own report of a document answered with 404: the one console error the not-found page has. */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Three visits with axe and five widths each: about a minute on a busy machine, so twice that as the limit. */
test.describe.configure({ timeout: 150_000 });

interface Account {
  token: string;
  user: unknown;
}

/**
 * Per worker, once: an admin session; a confirmed customer with a long name, an order, a sent invoice and a number
 * being moved to us, so that the dashboard, billing and the back office's detail pages show full tables; a draft
 * invoice of theirs, whose pages show the edit form; and a new customer (unconfirmed, nothing ordered yet), whose
 * pages show the confirmation reminder and the empty states.
 */
interface Records {
  admin: Account;
  customer: Account;
  newCustomer: Account;
  /** The id that fills in a back-office path's `:id`, by the page's path. */
  ids: Record<string, string>;
  draftInvoiceId: string;
  /** The customer's eSIM: the `:id` of the dashboard's eSIM pages. */
  esimId: string;
}
let records: Promise<Records> | undefined;

async function makeRecords(request: APIRequestContext): Promise<Records> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const admin = (await login.json()) as Account;
  const headers = { Authorization: `Bearer ${admin.token}` };

  const email = uniqueEmail('sweep-maximiliaan-van-den-berg');
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: 'Maximiliaan',
      lastName: 'van den Berg-Oosterhuis',
      email,
      password: 'Layout-Wachtwoord-12',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const customer = (await registered.json()) as Account;
  // Confirmed through the mailed link, so that billing lists the invoice below as well (docs/contracts.md §6).
  await expect.poll(() => mailsTo(email).length, { message: `the confirmation mail to ${email}` }).toBe(1);
  const mail =
    mailsTo(email)[0]
      ?.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=') ?? '';
  const token = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(204);
  const placed = await placePaidOrder(request, esimProOrder(email, { name: 'Maximiliaan van den Berg-Oosterhuis' }), {
    Authorization: `Bearer ${customer.token}`,
  });

  // A number being moved to us: the dashboard shows its timeline, the back office its page.
  const porting = await placePaidPortingOrder(
    request,
    portingOrder(email, { name: 'Maximiliaan van den Berg-Oosterhuis', provider: 'Budget Mobiel' }),
    { headers: { Authorization: `Bearer ${customer.token}` }, admin },
  );

  const found = await request.get(`/api/admin/customers?search=${encodeURIComponent(email)}`, { headers });
  expect(found.status()).toBe(200);
  const customerId = ((await found.json()) as { items: { id: string | number }[] }).items[0]?.id;
  expect(customerId, `the order of ${email} made a customer`).toBeDefined();
  const invoice = async (amount: number, status: 'sent' | 'draft') => {
    const created = await request.post('/api/admin/invoices', {
      headers,
      data: { customerId: Number(customerId), amount, issueDate: '2026-11-01', dueDate: '2026-11-30', status },
    });
    expect(created.status()).toBe(201);
    return String(((await created.json()) as { invoice: { id: number } }).invoice.id);
  };
  const invoiceId = await invoice(1234.56, 'sent');
  const draftInvoiceId = await invoice(12, 'draft');

  const fresh = await request.post('/api/auth/register', {
    data: {
      firstName: 'Axe',
      lastName: 'Klant',
      email: uniqueEmail('sweep-new-customer'),
      password: 'Axe-Wachtwoord-12',
      acceptTerms: true,
    },
  });
  expect(fresh.status()).toBe(201);

  const ids = {
    [paths.adminCustomer]: String(customerId),
    [paths.adminCustomerEdit]: String(customerId),
    [paths.adminInvoice]: invoiceId,
    [paths.adminInvoiceEdit]: invoiceId,
    [paths.adminOrder]: placed.order.id,
    [paths.adminPortingRequest]: String(porting.portingId),
  };
  const esimId = String((await readyEsimOf(request, placed)).id);
  return { admin, customer, newCustomer: (await fresh.json()) as Account, ids, draftInvoiceId, esimId };
}

/** A page to open: its path, and what the browser must hold for it. */
interface Opened {
  path: string;
  held?: HeldStorage;
}

/**
 * A placed and paid guest order, as the wizard leaves it for the confirmation page: the order in session storage and
 * its token in local storage, so that the page shows its eSIM too.
 */
async function confirmationPage(request: APIRequestContext): Promise<Opened> {
  const body = esimProOrder(uniqueEmail('sweep-order'), { name: 'Layout Klant', account: 'guest' });
  const placed = await placePaidOrder(request, body);
  return {
    path: paths.orderConfirmation,
    held: { local: orderTokenStorage(placed), session: { orderData: JSON.stringify(placed.order) } },
  };
}

/** The install page of a paid guest order's ready eSIM, in a browser that holds the order's token (docs/contracts.md §8). */
async function installPage(request: APIRequestContext): Promise<Opened> {
  const body = esimProOrder(uniqueEmail('sweep-esim'), { name: 'Layout Installeerder', account: 'guest' });
  const placed = await placePaidOrder(request, body);
  const esim = await readyEsimOf(request, placed);
  return { path: paths.esimInstall.replace(':id', String(esim.id)), held: { local: orderTokenStorage(placed) } };
}

/** The simulated provider's page of an open iDEAL payment (docs/contracts.md §7). */
async function paymentPage(request: APIRequestContext): Promise<Opened> {
  const body = esimProOrder(uniqueEmail('sweep-payment'), { name: 'Layout Betaler', account: 'guest' });
  const { order } = await placeOpenOrder(request, body);
  expect(order.payment.redirectUrl).toMatch(/^\/betalen\/TX-/);
  return { path: order.payment.redirectUrl ?? '' };
}

/** The pay link of a reminder of an open invoice, in a browser that holds nothing (docs/contracts.md §12). */
async function invoicePayPage(request: APIRequestContext): Promise<Opened> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const admin = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const email = uniqueEmail('sweep-pay');
  const record = await request.post('/api/admin/customers', {
    headers: admin,
    data: { name: 'Layout Betaler', email, plan: 'esim-pro', status: 'active' },
  });
  const customerId = ((await record.json()) as { customer: { id: number } }).customer.id;
  const today = new Date().toISOString().slice(0, 10);
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/admin/invoices', {
    headers: admin,
    data: { customerId, amount: '100,00', issueDate: today, dueDate: due, status: 'sent', recurring: false },
  });
  const { id } = ((await created.json()) as { invoice: { id: number } }).invoice;
  expect((await request.post(`/api/admin/invoices/${id}/reminder`, { headers: admin })).status()).toBe(202);
  const payLink = () =>
    new RegExp(`/facturen/${id}/betalen\\?t=[A-Za-z0-9_-]+`).exec(
      (mailsTo(email).at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[0];
  await expect.poll(payLink, { message: 'the reminder with its pay link' }).toBeTruthy();
  return { path: payLink()! };
}

/** The pages whose address needs a record first: it is made through the API, with what the browser must hold. */
const SETUP: Record<string, (request: APIRequestContext) => Promise<Opened>> = {
  [paths.orderConfirmation]: confirmationPage,
  [paths.esimInstall]: installPage,
  [paths.payment]: paymentPage,
  [paths.invoicePay]: invoicePayPage,
};

const PRERENDERED: ReadonlySet<string> = new Set(PUBLIC_PAGES.map((page) => page.path));

type WithCspLog = Window & { cspViolations?: string[] };

/**
 * Runs in every document of a test's page, before its scripts: the stored language is the cookie's, as the site keeps
 * them (lib/i18n.ts); breaches of the Content-Security-Policy are logged; and the first <h1> the parser inserts is
 * marked, so that after hydration the test sees whether it is still the one shown.
 */
function beforeThePagesScripts() {
  const language = /(?:^|; )language=(\w+)/.exec(document.cookie)?.[1];
  if (language) window.localStorage.setItem('language', language);
  const log: string[] = [];
  (window as WithCspLog).cspViolations = log;
  document.addEventListener('securitypolicyviolation', (event) =>
    log.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
  new MutationObserver((_records, observer) => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    heading.dataset.fromServer = 'true';
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Every check of one opened page; returns nothing, failing softly so that the other languages are checked too. */
async function sweepVisit(
  page: Page,
  {
    origin,
    path,
    language,
    role,
    errors,
  }: { origin: string; path: string; language: Language; role: Role; errors: string[] },
) {
  const where = `${path} | ${language} | ${role}`;
  const notFound = path === UNKNOWN_PATH;
  const prerendered = role === 'signed out' && PRERENDERED.has(path);
  // axe at the browser's own size (1280×720), as a visitor first sees the page; the widths come after.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.context().addCookies([{ name: 'language', value: language, url: origin }]);
  errors.length = 0;

  const response = await page.goto(path);
  expect(response?.status(), where).toBe(notFound ? 404 : 200);
  // The page itself, not a sign-in page it sent the visitor to (the session the test readied holds).
  // (A page opened from a mailed link takes the link's token out of the address bar.)
  expect(new URL(page.url()).pathname, `${where}: the address shown`).toBe(new URL(path, page.url()).pathname);
  if (prerendered) {
    const html = (await response?.text()) ?? '';
    expect.soft(html, `${where}: the server's HTML`).toContain(`<html lang="${language}">`);
    expect.soft(html, `${where}: the server's HTML`).toContain('<div id="root" data-prerendered>');
  }
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, where).toBeVisible();
  if (prerendered) {
    // React is attached to the server's elements once hydrated, and the <h1> the parser inserted is still the one.
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    await expect.soft(page.locator('h1[data-from-server="true"]'), `${where}: the server's <h1> kept`).toHaveCount(1);
  }
  await expect.soft(page.locator('html'), where).toHaveAttribute('lang', language);
  if (notFound) await expect.soft(heading, where).toHaveText(NOT_FOUND[language]);
  else await expect.soft(heading, where).not.toHaveText(NOT_FOUND[language]);
  await expect.soft(page, where).toHaveTitle(/TeleNova/);
  // A description for search results, except on the pages kept out of them (noindex: the not-found page, an order's
  // confirmation, an eSIM's install page, the payment page).
  const meta = await page.evaluate(() => ({
    description: [...document.querySelectorAll('meta[name="description"]')].at(-1)?.getAttribute('content'),
    robots: [...document.querySelectorAll('meta[name="robots"]')].at(-1)?.getAttribute('content') ?? '',
  }));
  if (!meta.robots.includes('noindex'))
    expect.soft(meta.description?.length ?? 0, `${where}: the description "${meta.description}"`).toBeGreaterThan(20);

  await expect(page.getByText(LOADING), where).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  const placeholders = await page.evaluate(() => {
    const meta = [
      document.title,
      document.querySelector('meta[name="description"]:last-of-type')?.getAttribute('content') ?? '',
    ];
    return [document.body.innerText, ...meta].flatMap((text) => text.match(/\{\{\s*\w+\s*\}\}/g) ?? []);
  });
  expect.soft(placeholders, `${where}: {{placeholders}} left in the page`).toEqual([]);
  // No stand-in for a real detail (docs/contracts.md §13): no "placeholder", "(voorbeeld)", "(ejemplo)", no zero-filled
  // number such as "020 000 0000" or "KvK 00000000", and no company-detail marker the server left unfilled.
  const standIns = await page.evaluate(() =>
    [document.body.innerText, document.title].flatMap(
      (text) => text.match(/placeholder|\((?:voorbeeld|ejemplo)\)|\b000 0000\b|\b0{8,}\b|%COMPANY_\w+%/gi) ?? [],
    ),
  );
  expect.soft(standIns, `${where}: stand-ins for real details in the page`).toEqual([]);

  const full = language === FULL_CHECKS;
  const bestPractice = role === 'admin' && path.startsWith(paths.admin);
  const violations = full
    ? await axeViolations(page, { tags: [...WCAG_TAGS, ...(bestPractice ? ['best-practice'] : [])] })
    : [];
  const csp = await page.evaluate(() => (window as WithCspLog).cspViolations ?? []);
  expect.soft({ where, violations, csp }).toEqual({ where, violations: [], csp: [] });

  const lines = await layoutFindings(page, path, language, role, full ? WIDTHS : OTHER_LANGUAGE_WIDTHS);
  expect.soft(lines.length, findingsMessage(lines)).toBe(0);

  await page.waitForLoadState('networkidle');
  expect.soft(errors, `${where}: console errors`).toEqual(notFound ? [DOCUMENT_404] : []);
}

/** One page and role: its records made, then the page visited in each language. */
interface Target {
  title: string;
  role: Role;
  /** Makes what the page shows (through the API) and answers the page to open, with what the browser holds. */
  open: (request: APIRequestContext) => Promise<Opened>;
}

const publicPages = [
  ...PAGES.filter((page) => !page.layout && page.path !== paths.notFound).map((page) => page.path),
  UNKNOWN_PATH,
];
const signedInPages = PAGES.filter((page) => page.layout === 'signedIn').map((page) => page.path);
const adminPages = PAGES.filter((page) => page.layout === 'admin').map((page) => page.path);
const signedInAs = (account: Account): HeldStorage => ({ local: signedInStorage(account) });

const TARGETS: Target[] = [
  ...publicPages.map((pattern): Target => ({
    title: `${pattern} signed out`,
    role: 'signed out',
    open: async (request) => (SETUP[pattern] ? SETUP[pattern](request) : { path: pattern }),
  })),
  ...[paths.home, ...signedInPages].map((pattern): Target => ({
    title: `${pattern} as a customer`,
    role: 'customer',
    open: async (request) => {
      const { customer, esimId } = await (records ??= makeRecords(request));
      return { path: pattern.replace(':id', esimId), held: signedInAs(customer) };
    },
  })),
  // The new customer has no eSIM: the pages of one are the customer's only.
  ...signedInPages
    .filter((pattern) => !pattern.includes(':id'))
    .map((pattern): Target => ({
      title: `${pattern} as a new customer`,
      role: 'new customer',
      open: async (request) => ({
        path: pattern,
        held: signedInAs((await (records ??= makeRecords(request))).newCustomer),
      }),
    })),
  ...[paths.home, ...adminPages].map((pattern): Target => ({
    title: `${pattern} as an admin`,
    role: 'admin',
    open: async (request) => {
      const { admin, ids } = await (records ??= makeRecords(request));
      return { path: pattern.replace(':id', ids[pattern] ?? ''), held: signedInAs(admin) };
    },
  })),
  ...[paths.adminInvoice, paths.adminInvoiceEdit].map((pattern): Target => ({
    title: `${pattern} of a draft as an admin`,
    role: 'admin',
    open: async (request) => {
      const { admin, draftInvoiceId } = await (records ??= makeRecords(request));
      return { path: pattern.replace(':id', draftInvoiceId), held: signedInAs(admin) };
    },
  })),
];

/** A worker's one browser tab for the whole sweep, with the console errors it logged and the site's origin. */
interface SweepTab {
  page: Page;
  errors: string[];
  origin: string;
}

/**
 * The sweep's visits share one tab per worker rather than a new browser context per test: a new context starts the
 * app in a new renderer without the compiled code of the last page (about a second of processor time per test), and a
 * visitor coming back to the site is what the sweep is about. Each test still begins as a new visitor (asNewVisitor:
 * no cookies, empty storage), then holds what the test's page needs. The tab has the project's device settings and a
 * client address of its own. A failed test ends its worker, so the next test gets a new tab.
 */
const sweepTest = test.extend<object, { sweepTab: SweepTab }>({
  sweepTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        ...projectContextOptions(workerInfo.project.use),
        extraHTTPHeaders: { 'X-Forwarded-For': nextVisitorAddress(workerInfo.workerIndex) },
      });
      const page = await context.newPage();
      waitForTheAppOnLoad(page);
      const errors = watchErrors(page);
      await page.addInitScript(beforeThePagesScripts);
      await use({ page, errors, origin: new URL(baseURL ?? '').origin });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The languages a role's pages are opened in: the public pages in all three, the others in Dutch and Spanish. */
const languagesOf = (role: Role): readonly Language[] => (role === 'signed out' ? LANGUAGES : ['nl', 'es']);

for (const { title, role, open } of TARGETS) {
  const languages = languagesOf(role);
  sweepTest(`${title} in ${languages.join(', ')}`, async ({ sweepTab: { page, errors, origin }, request }) => {
    const { path, held } = await open(request);
    await asNewVisitor(page, held);
    for (const language of languages) await sweepVisit(page, { origin, path, language, role, errors });
  });
}
