// The accessibility gate: axe-core (WCAG 2.0–2.2 A and AA) on every page of the page table in every language,
// signed out, as a customer and as an admin, and on the not-found page. No violation is allowed, and neither is a
// breach of the Content-Security-Policy (the page would have lost a script, a style or an image).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { PAGES } from '../src/app/pages';
import { paths } from '../src/config/paths';
import { E2E_ADMIN } from '../playwright.config';
import {
  esimProOrder,
  expect,
  holdOrderToken,
  openIn,
  placeOpenOrder,
  placePaidOrder,
  readyEsimOf,
  signIn,
  test,
  uniqueEmail,
  type PlacedOrder,
} from './fixtures';
import { placePaidPortingOrder, portingOrder } from './porting-orders';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGUAGES = ['en', 'nl', 'es'] as const;

const LOADING = /^(Loading…|Laden…|Bezig met laden…|Cargando…)$/;

type WithCspLog = Window & { cspViolations?: string[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as WithCspLog).cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) =>
      log.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
});

async function expectNoViolations(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  const csp = await page.evaluate(() => (window as WithCspLog).cspViolations ?? []);
  expect({ path, violations: found, csp }).toEqual({ path, violations: [], csp: [] });
}

/** A placed and paid guest order, as the wizard leaves it in session storage for the confirmation page. */
async function placedOrder(request: APIRequestContext): Promise<PlacedOrder['order']> {
  const body = esimProOrder(uniqueEmail('axe-order'), { name: 'Axe Klant', account: 'guest' });
  return (await placePaidOrder(request, body)).order;
}

const publicPages = PAGES.filter((page) => !page.layout && page.path !== paths.notFound).map((page) => page.path);

for (const language of LANGUAGES) {
  test.describe(`axe-core finds no violations in ${language}`, () => {
    for (const pattern of [...publicPages, '/this-page-does-not-exist']) {
      test(pattern, async ({ page, request }) => {
        let path = pattern;
        if (pattern === paths.orderConfirmation) {
          const order = await placedOrder(request);
          await page.addInitScript(
            (stored) => window.sessionStorage.setItem('orderData', JSON.stringify(stored)),
            order,
          );
        }
        if (pattern === paths.esimInstall) {
          // A paid guest order's ready eSIM, in the browser that holds the order's token (decisions.md §8).
          const body = esimProOrder(uniqueEmail('axe-esim'), { name: 'Axe Installeerder', account: 'guest' });
          const placed = await placePaidOrder(request, body);
          const esim = await readyEsimOf(request, placed);
          await holdOrderToken(page, placed);
          path = paths.esimInstall.replace(':id', String(esim.id));
        }
        if (pattern === paths.payment) {
          // The simulated provider's page of an open iDEAL payment (decisions.md §7).
          const body = esimProOrder(uniqueEmail('axe-payment'), { name: 'Axe Betaler', account: 'guest' });
          path = (await placeOpenOrder(request, body)).order.payment.redirectUrl ?? '';
        }
        await openIn(page, path, language, pattern === '/this-page-does-not-exist' ? 404 : 200);
        await expectNoViolations(page, path);
      });
    }

    test('the signed-in pages', async ({ page, request }) => {
      // Every signed-in page in one test, each opened and checked by axe: half a minute on a busy machine.
      test.setTimeout(120_000);
      const email = uniqueEmail(`axe-${language}`);
      const registered = await request.post('/api/auth/register', {
        data: { firstName: 'Axe', lastName: 'Klant', email, password: 'Axe-Wachtwoord-12', acceptTerms: true },
      });
      expect(registered.status()).toBe(201);
      await signIn(page, (await registered.json()) as { token: string; user: unknown });
      for (const page_ of PAGES.filter((candidate) => candidate.layout === 'signedIn')) {
        await openIn(page, page_.path, language);
        await expectNoViolations(page, page_.path);
      }
    });

    test('the back office', async ({ page, request }) => {
      // Every back-office page in one test (17 with the porting list and request): over a minute on a busy machine.
      test.setTimeout(180_000);
      const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
      expect(login.status()).toBe(200);
      const admin = (await login.json()) as { token: string; user: unknown };
      const headers = { Authorization: `Bearer ${admin.token}` };
      const customerRes = await request.post('/api/admin/customers', {
        headers,
        data: {
          name: `Axe ${language} Klant`,
          email: uniqueEmail(`axe-customer-${language}`),
          plan: 'esim-pro',
          status: 'active',
        },
      });
      expect(customerRes.status()).toBe(201);
      const customer = ((await customerRes.json()) as { customer: { id: number } }).customer;
      const invoiceRes = await request.post('/api/admin/invoices', {
        headers,
        data: {
          customerId: Number(customer.id),
          amount: 12,
          issueDate: '2026-11-01',
          dueDate: '2026-11-30',
          status: 'draft',
        },
      });
      expect(invoiceRes.status()).toBe(201);
      const invoice = ((await invoiceRes.json()) as { invoice: { id: string } }).invoice;
      const order = await placedOrder(request);
      const porting = await placePaidPortingOrder(
        request,
        portingOrder(uniqueEmail(`axe-porting-${language}`), { name: `Axe ${language} Klant`, account: 'guest' }),
        { admin },
      );
      const ids: Record<string, string> = {
        [paths.adminCustomer]: String(customer.id),
        [paths.adminCustomerEdit]: String(customer.id),
        [paths.adminInvoice]: invoice.id,
        [paths.adminInvoiceEdit]: invoice.id,
        [paths.adminOrder]: order.id,
        [paths.adminPortingRequest]: String(porting.portingId),
      };
      await signIn(page, admin);
      for (const adminPage of PAGES.filter((candidate) => candidate.layout === 'admin')) {
        const path = adminPage.path.replace(':id', ids[adminPage.path] ?? '');
        await openIn(page, path, language);
        await expectNoViolations(page, path);
      }
    });
  });
}

test('the open mobile menu of the home page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
