// The layout gate (issue 18): every page of the page table in every language, signed out, as a customer and as an
// admin where the page applies, at 390, 768, 1024, 1280 and 1440 px. Each page is loaded once per language and role
// and stepped through the widths. At every width the document must not scroll sideways and nothing in the header,
// main or footer may stick out past the right edge; at 1280 and up the header's menu is one line inside the header,
// every table shows all its columns and the back office's table rows are at most 96 px tall; below 1280 a table too
// wide for its box is either cards or a named scrolling region; at 390 px every tap target is at least 24×24 px or
// has no other target within 24 px (links inside running text are exempt, as in WCAG 2.5.8).
// A failure lists every finding of the page as "path | language | role | width | check | element".
import type { APIRequestContext, Page } from '@playwright/test';
import { PAGES } from '../src/app/pages';
import { paths } from '../src/config/paths';
import { E2E_ADMIN } from '../playwright.config';
import {
  esimProOrder,
  expect,
  holdOrderToken,
  mailsTo,
  openIn,
  placeOpenOrder,
  placePaidOrder,
  readyEsimOf,
  signIn,
  test,
  uniqueEmail,
} from './fixtures';
import { findingsMessage, layoutFindings } from './layout-checks';
import { placePaidPortingOrder, portingOrder } from './porting-orders';

const LANGUAGES = ['en', 'nl', 'es'] as const;

function expectNoFindings(lines: string[]) {
  expect(lines.length, findingsMessage(lines)).toBe(0);
}

interface Account {
  token: string;
  user: unknown;
}

/**
 * Per worker, once: an admin session, and a confirmed customer with a long name, an order and an invoice, so that
 * the dashboard, billing and the back office's detail pages show full tables.
 */
interface Accounts {
  admin: Account;
  customer: Account;
  ids: Record<string, string>;
}
let accounts: Promise<Accounts> | undefined;

async function makeAccounts(request: APIRequestContext): Promise<Accounts> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const admin = (await login.json()) as Account;
  const headers = { Authorization: `Bearer ${admin.token}` };

  const email = uniqueEmail('layout-maximiliaan-van-den-berg');
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
  // Confirmed through the mailed link, so that billing lists the invoice below as well (decisions.md §6).
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
  const invoiceRes = await request.post('/api/admin/invoices', {
    headers,
    data: {
      customerId: Number(customerId),
      amount: 1234.56,
      issueDate: '2026-11-01',
      dueDate: '2026-11-30',
      status: 'sent',
    },
  });
  expect(invoiceRes.status()).toBe(201);
  const invoiceId = String(((await invoiceRes.json()) as { invoice: { id: number } }).invoice.id);
  const ids = {
    [paths.adminCustomer]: String(customerId),
    [paths.adminCustomerEdit]: String(customerId),
    [paths.adminInvoice]: invoiceId,
    [paths.adminInvoiceEdit]: invoiceId,
    [paths.adminOrder]: placed.order.id,
    [paths.adminPortingRequest]: String(porting.portingId),
  };
  return { admin, customer, ids };
}

/**
 * A placed and paid guest order, as the wizard leaves it for the confirmation page: the order in session storage and
 * its token in local storage, so that the page shows its eSIM too.
 */
async function placedOrder(page: Page, request: APIRequestContext): Promise<unknown> {
  const body = esimProOrder(uniqueEmail('layout-order'), { name: 'Layout Klant', account: 'guest' });
  const placed = await placePaidOrder(request, body);
  await holdOrderToken(page, placed);
  return placed.order;
}

/** The install page of a paid guest order's ready eSIM, in a browser that holds the order's token. */
async function installPage(page: Page, request: APIRequestContext): Promise<string> {
  const body = esimProOrder(uniqueEmail('layout-esim'), { name: 'Layout Installeerder', account: 'guest' });
  const placed = await placePaidOrder(request, body);
  const esim = await readyEsimOf(request, placed);
  await holdOrderToken(page, placed);
  return paths.esimInstall.replace(':id', String(esim.id));
}

/** The simulated provider's page of an open iDEAL payment (decisions.md §7). */
async function openPaymentPage(request: APIRequestContext): Promise<string> {
  const body = esimProOrder(uniqueEmail('layout-payment'), { name: 'Layout Betaler', account: 'guest' });
  const { order } = await placeOpenOrder(request, body);
  expect(order.payment.redirectUrl).toMatch(/^\/betalen\/TX-/);
  return order.payment.redirectUrl ?? '';
}

const publicPages = [
  ...PAGES.filter((page) => !page.layout && page.path !== paths.notFound).map((page) => page.path),
  '/this-page-does-not-exist',
];
const signedInPages = [paths.home, ...PAGES.filter((page) => page.layout === 'signedIn').map((page) => page.path)];
const adminPages = [paths.home, ...PAGES.filter((page) => page.layout === 'admin').map((page) => page.path)];

for (const language of LANGUAGES) {
  test.describe(`layout in ${language}`, () => {
    for (const pattern of publicPages) {
      test(`${pattern} signed out`, async ({ page, request }) => {
        let path = pattern;
        if (pattern === paths.orderConfirmation) {
          const order = await placedOrder(page, request);
          await page.addInitScript(
            (stored) => window.sessionStorage.setItem('orderData', JSON.stringify(stored)),
            order,
          );
        }
        if (pattern === paths.payment) path = await openPaymentPage(request);
        if (pattern === paths.esimInstall) path = await installPage(page, request);
        await openIn(page, path, language, pattern === '/this-page-does-not-exist' ? 404 : 200);
        expectNoFindings(await layoutFindings(page, path, language, 'signed out'));
      });
    }

    for (const path of signedInPages) {
      test(`${path} as a customer`, async ({ page, request }) => {
        const { customer } = await (accounts ??= makeAccounts(request));
        await signIn(page, customer);
        await openIn(page, path, language);
        expectNoFindings(await layoutFindings(page, path, language, 'customer'));
      });
    }

    for (const pattern of adminPages) {
      test(`${pattern} as an admin`, async ({ page, request }) => {
        const { admin, ids } = await (accounts ??= makeAccounts(request));
        const path = pattern.replace(':id', ids[pattern] ?? '');
        await signIn(page, admin);
        await openIn(page, path, language);
        expectNoFindings(await layoutFindings(page, path, language, 'admin'));
      });
    }
  });
}
